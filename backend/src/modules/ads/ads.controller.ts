import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LIST_PAGE_TEXTS, MESSAGES, rejectionReasonText } from '@community/vocabulary';
import { Roles, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../../common/auth/auth-user';
import { RejectionRequestDto } from '../../common/moderation/rejection-reason.dto';
import { ModerationRequestDto } from '../../common/moderation/moderation-request.dto';
import { AdsService } from './ads.service';
import { NewestFirstPageQueryDto } from '../../common/pagination/page-query';
import { ListAdsQueryDto } from './dto/list-ads-query.dto';
import { AdListDto } from './dto/ad-response.dto';

/** The spec's paths for the Ads and Services board and its moderation (section 7). */
@ApiTags('ads')
@Controller('admin')
export class AdsController {
  constructor(private readonly ads: AdsService) {}

  @Get('get-business-network')
  @SignedIn()
  @ApiOperation({
    summary: 'status_all=approved: the board, for any signed-in account. status_all=pending: admin only. Newest first, a page at a time',
    description: 'Up to `limit` ads (default and most 100); pass `next_cursor` back as `cursor` for the next page.',
  })
  @ApiOkResponse({ type: AdListDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${MESSAGES.moderation.adStatusFilterInvalid}; ${LIST_PAGE_TEXTS.limitRange}; ${LIST_PAGE_TEXTS.invalidCursor}`,
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'status_all=pending by anyone but an admin' })
  list(@CurrentUser() viewer: AuthUser, @Query() query: ListAdsQueryDto): Promise<AdListDto> {
    return this.ads.listByStatus(viewer, query.status_all, query);
  }

  @Get('get-all-business-network')
  @Roles('admin')
  @ApiOperation({ summary: 'Every ad whatever its status, newest first, a page at a time (limit, cursor as above)' })
  @ApiOkResponse({ type: AdListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${LIST_PAGE_TEXTS.limitRange}; ${LIST_PAGE_TEXTS.invalidCursor}` })
  listAll(@CurrentUser() admin: AuthUser, @Query() query: NewestFirstPageQueryDto): Promise<AdListDto> {
    return this.ads.listAll(admin.id, query);
  }

  @Post('approve-business-network')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Approve an ad: it appears on the board; the poster is emailed; audited' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.moderation.idInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async approve(@CurrentUser() admin: AuthUser, @Body() body: ModerationRequestDto): Promise<MessageResponseDto> {
    await this.ads.approve(admin, Number(body.id));
    return { message: MESSAGES.moderation.adApproved };
  }

  @Post('reject-business-network')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Reject an ad with an optional reason the poster sees (My ads, mail); audited' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.moderation.idInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async reject(@CurrentUser() admin: AuthUser, @Body() body: RejectionRequestDto): Promise<MessageResponseDto> {
    await this.ads.reject(admin, Number(body.id), rejectionReasonText(body.reason_code, body.reason));
    return { message: MESSAGES.moderation.adRejected };
  }

  @Post('delete-ads')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Delete an ad and its pictures; audited' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.moderation.idInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@CurrentUser() admin: AuthUser, @Body() body: ModerationRequestDto): Promise<MessageResponseDto> {
    await this.ads.remove(admin, Number(body.id));
    return { message: MESSAGES.moderation.adDeleted };
  }
}
