import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { SettingsService } from './settings.service';
import { AdminSectionSettingsDto, SECTIONS_RECORD_ID, SectionSettingsDto, SectionSettingsUpdateDto } from './dto/section-settings.dto';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('settings')
  @Public()
  @ApiOperation({ summary: 'Public site settings the web app reads: whether Legal Assistance, Virtual Clinic and the Job Board are open or Coming Soon' })
  @ApiOkResponse({ type: SectionSettingsDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The database does not answer' })
  sections(): Promise<SectionSettingsDto> {
    return this.settings.sections();
  }

  @Get('admin/settings/sections')
  @Roles('admin')
  @ApiOperation({ summary: 'The section switches as a react-admin record (resource settings, id sections)' })
  @ApiOkResponse({ type: AdminSectionSettingsDto })
  async adminSections(): Promise<AdminSectionSettingsDto> {
    return { id: SECTIONS_RECORD_ID, ...(await this.settings.sections()) };
  }

  @Put('admin/settings/sections')
  @Roles('admin')
  @ApiOperation({ summary: 'Switch Legal Assistance, Virtual Clinic or the Job Board between coming_soon and open (audit-logged)' })
  @ApiOkResponse({ type: AdminSectionSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A value other than coming_soon or open, or an id other than sections' })
  async updateSections(@CurrentUser() admin: AuthUser, @Body() dto: SectionSettingsUpdateDto): Promise<AdminSectionSettingsDto> {
    return { id: SECTIONS_RECORD_ID, ...(await this.settings.updateSections(admin, dto)) };
  }
}
