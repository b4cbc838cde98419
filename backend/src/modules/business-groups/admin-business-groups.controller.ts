import { Body, Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ListEndpoint } from '../../common/pagination/list-endpoint.decorator';
import { ListQuery } from '../../common/pagination/list-query';
import { ListParams } from '../../common/pagination/list-query.pipe';
import { AuthUser } from '../../common/auth/auth-user';
import { AdminBusinessGroupDto, BusinessGroupDto } from './dto/business-group-response.dto';
import { IdParam } from '../../common/moderation/id.param';
import { AdminBusinessGroupsService } from './admin-business-groups.service';
import { BusinessGroupUpdateDto } from './dto/business-group-decision.dto';
import { AdminBusinessGroupFilter, BUSINESS_GROUPS_LIST, BUSINESS_GROUPS_SEARCHED_FIELDS } from './admin-business-groups-list';

@ApiTags('business-groups')
@Roles('admin')
@Controller('admin/business-groups')
export class AdminBusinessGroupsController {
  constructor(private readonly groups: AdminBusinessGroupsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Business groups of every status for the businessGroups, pendingBusinessGroups (filter status 0/1/2) and pendingEdits (filter pending_edit true) tabs',
  })
  @ListEndpoint(BUSINESS_GROUPS_LIST, AdminBusinessGroupDto, BUSINESS_GROUPS_SEARCHED_FIELDS)
  list(@CurrentUser() admin: AuthUser, @ListParams(BUSINESS_GROUPS_LIST) query: ListQuery<AdminBusinessGroupFilter>) {
    return this.groups.list(query, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One business group, any status, with the last rejection reason and any edit waiting for review beside the live version' })
  @ApiOkResponse({ type: AdminBusinessGroupDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  findOne(@IdParam() id: number): Promise<AdminBusinessGroupDto> {
    return this.groups.findOne(id);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Approve (1) or reject (2) a business group (react-admin update), with an optional reason the owner reads; mails the owner and writes the audit log. ' +
      'For an approved listing with an edit waiting (pending_edit), approving applies the edit and rejecting keeps the live version, tells the owner the reason and leaves the listing approved',
  })
  @ApiOkResponse({ type: AdminBusinessGroupDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'status is not 1 or 2, or a read-only field differs from the record' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  decide(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() dto: BusinessGroupUpdateDto): Promise<AdminBusinessGroupDto> {
    return this.groups.decide(admin, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a business group (react-admin delete); answers the deleted group' })
  @ApiOkResponse({ type: BusinessGroupDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() admin: AuthUser, @IdParam() id: number): Promise<BusinessGroupDto> {
    return this.groups.remove(admin, id);
  }
}
