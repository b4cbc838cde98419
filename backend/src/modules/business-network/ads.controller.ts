import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@community/vocabulary';
import { Roles, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthUser } from '../auth/auth-user';
import { ModerationRequestDto } from '../business-groups/dto/moderation-request.dto';
import { AdsService } from './ads.service';
import { ListAdsQueryDto } from './dto/list-ads-query.dto';
import { AdListDto } from './dto/ad-response.dto';

/** The spec's paths for the Ads and Services board and its moderation (section 7). */
@ApiTags('business-network')
@Controller('admin')
export class AdsController {
  constructor(private readonly ads: AdsService) {}

  @Get('get-business-network')
  @SignedIn()
  @ApiOperation({ summary: 'status_all=approved: the board, for any signed-in account. status_all=pending: admin only. Newest first' })
  @ApiOkResponse({ type: AdListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.moderation.adStatusFilterInvalid })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'status_all=pending by anyone but an admin' })
  async list(@CurrentUser() viewer: AuthUser, @Query() query: ListAdsQueryDto): Promise<AdListDto> {
    return { data: await this.ads.listByStatus(viewer, query.status_all) };
  }

  @Get('get-all-business-network')
  @Roles('admin')
  @ApiOperation({ summary: 'Every ad whatever its status, newest first' })
  @ApiOkResponse({ type: AdListDto })
  async listAll(): Promise<AdListDto> {
    return { data: await this.ads.listAll() };
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
  @ApiOperation({ summary: 'Reject an ad; the poster is emailed; audited' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGES.moderation.idInvalid })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async reject(@CurrentUser() admin: AuthUser, @Body() body: ModerationRequestDto): Promise<MessageResponseDto> {
    await this.ads.reject(admin, Number(body.id));
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
