import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { CreatedResponseDto, ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { ReportsService } from './reports.service';
import { ReportRequestDto } from './dto/report.dto';

@ApiTags('conversations')
@SignedIn()
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @ApiOperation({ summary: 'Report a conversation the caller takes part in, or a member, to the admins' })
  @ApiCreatedResponse({ type: CreatedResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${CONVERSATION_TEXTS.reportTargetRequired}; bad reason; details too long; reporting yourself`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${CONVERSATION_TEXTS.notFound} or ${CONVERSATION_TEXTS.memberNotFound}` })
  async report(@CurrentUser() user: AuthUser, @Body() dto: ReportRequestDto): Promise<CreatedResponseDto> {
    return { message: CONVERSATION_TEXTS.reportSent, id: await this.reports.report(user, dto) };
  }
}
