import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListEndpoint } from '../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../common/pagination/list-query';
import { ListParams } from '../../common/pagination/list-query.pipe';
import { AuthUser } from '../../common/auth/auth-user';
import { AdDto } from './dto/ad-response.dto';
import { IdParam } from '../../common/moderation/id.param';
import { AdUpdateDto } from './dto/ad-decision.dto';
import { ADS_LIST, ADS_SEARCHED_FIELDS, AdminAdFilter } from './admin-ads-list';
import { AdminAdsService } from './admin-ads.service';

@ApiTags('ads')
@Roles('admin')
@Controller('admin/ads')
export class AdminAdsController {
  constructor(private readonly ads: AdminAdsService) {}

  @Get()
  @ApiOperation({ summary: 'Ads of every status for the Ads and Pending-Ads tabs (filter status)' })
  @ListEndpoint(ADS_LIST, AdDto, ADS_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(ADS_LIST) query: ListQuery<AdminAdFilter>) {
    return this.ads.list(query, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One ad, any status' })
  @ApiOkResponse({ type: AdDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@IdParam() id: number): Promise<AdDto> {
    return this.ads.findOne(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Approve or reject an ad (react-admin update); mails the poster and writes the audit log' })
  @ApiOkResponse({ type: AdDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'status is not approved or rejected, or a read-only field differs from the record' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  decide(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() dto: AdUpdateDto): Promise<AdDto> {
    return this.ads.decide(admin, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an ad and its images (react-admin delete); answers the deleted ad' })
  @ApiOkResponse({ type: AdDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() admin: AuthUser, @IdParam() id: number): Promise<AdDto> {
    return this.ads.remove(admin, id);
  }
}
