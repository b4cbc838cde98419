import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { BUSINESS_GROUP_STATUS, LIST_PAGE_TEXTS, MESSAGES, rejectionReasonText } from '@community/vocabulary';
import { Public, Roles } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { BusinessGroupsService } from './business-groups.service';
import { OptionalSignInGuard } from '../../common/guards/optional-sign-in.guard';
import { NewestFirstPageQueryDto } from '../../common/pagination/page-query';
import { ListBusinessGroupsQueryDto } from './dto/list-business-groups-query.dto';
import { RejectionRequestDto } from '../../common/moderation/rejection-reason.dto';
import { ModerationRequestDto } from '../../common/moderation/moderation-request.dto';
import { BusinessGroupListDto } from './dto/business-group-response.dto';

/** The spec's paths for the Business Directory and its moderation (section 7). */
@ApiTags('business-groups')
@Controller('admin')
export class BusinessGroupsController {
  constructor(private readonly groups: BusinessGroupsService) {}

  @Get('get-business-group')
  @Public()
  @UseGuards(OptionalSignInGuard)
  // The token is optional here (status_all=0 needs an admin's): either requirement satisfies the operation.
  @ApiSecurity({})
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'status_all=1: approved groups by title, public (the Business Directory). status_all=0: pending groups, admin only. A page at a time',
    description: 'Up to `limit` groups (default and most 100); pass `next_cursor` back as `cursor` for the next page.',
  })
  @ApiOkResponse({ type: BusinessGroupListDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${MESSAGES.moderation.businessGroupStatusFilterInvalid}; ${LIST_PAGE_TEXTS.limitRange}; ${LIST_PAGE_TEXTS.invalidCursor}`,
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'status_all=0 without a token' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'status_all=0 by anyone but an admin' })
  list(@Query() query: ListBusinessGroupsQueryDto, @CurrentUser() viewer?: AuthUser): Promise<BusinessGroupListDto> {
    const status = query.status_all === '1' ? BUSINESS_GROUP_STATUS.approved : BUSINESS_GROUP_STATUS.pending;
    return this.groups.listByStatus(viewer, status, query);
  }

  @Get('get-all-business-group')
  @Roles('admin')
  @ApiOperation({ summary: 'Every business group whatever its status, newest first, a page at a time (limit, cursor as above)' })
  @ApiOkResponse({ type: BusinessGroupListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${LIST_PAGE_TEXTS.limitRange}; ${LIST_PAGE_TEXTS.invalidCursor}` })
  listAll(@CurrentUser() admin: AuthUser, @Query() query: NewestFirstPageQueryDto): Promise<BusinessGroupListDto> {
    return this.groups.listAll(admin.id, query);
  }

  @Post('approve-business-group')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Approve (status 1): the group appears in the Business Directory; the owner is emailed; audited' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.moderation.idInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async approve(@CurrentUser() admin: AuthUser, @Body() body: ModerationRequestDto): Promise<MessageResponseDto> {
    await this.groups.approve(admin, Number(body.id));
    return { message: MESSAGES.moderation.businessGroupApproved };
  }

  @Post('reject-business-group')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary:
      'Reject (status 2) with an optional reason the owner sees; an approved listing with a pending edit keeps its public version and only the edit is dropped; the owner is emailed; audited',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.moderation.idInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async reject(@CurrentUser() admin: AuthUser, @Body() body: RejectionRequestDto): Promise<MessageResponseDto> {
    await this.groups.reject(admin, Number(body.id), rejectionReasonText(body.reason_code, body.reason));
    return { message: MESSAGES.moderation.businessGroupRejected };
  }

  @Post('delete-business')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: "Delete a business group (the owner's account stays); audited" })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.moderation.idInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@CurrentUser() admin: AuthUser, @Body() body: ModerationRequestDto): Promise<MessageResponseDto> {
    await this.groups.remove(admin, Number(body.id));
    return { message: MESSAGES.moderation.businessGroupDeleted };
  }
}
