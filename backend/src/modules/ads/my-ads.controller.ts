import { Controller, Delete, Get, HttpCode, Inject, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { IdParam } from '../../common/moderation/id.param';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AdLimitResponse } from './ad-submission-limit';
import { MyAdsService } from './my-ads.service';
import { readAdForm } from './ad-upload.reader';
import { EditAdFormDto } from './ad-form.validation';
import { MyAdSavedDto, MyAdsDto, mapMyAd } from './dto/my-ad.dto';

/** My ads: lives under /account by path; the ad's rules stay in this module. */
@ApiTags('account')
@Controller('account/ads')
export class MyAdsController {
  constructor(
    private readonly myAds: MyAdsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My ads in every status, newest first, with the rejection reason and the expiry' })
  @ApiOkResponse({ type: MyAdsDto })
  async list(@CurrentUser() user: AuthUser): Promise<MyAdsDto> {
    return { data: (await this.myAds.list(user.id)).map(mapMyAd) };
  }

  @Patch(':id')
  @SignedIn()
  @ApiOperation({
    summary:
      'Edit my ad: JSON fields, or multipart with new images; keep_images keeps some of its pictures (3-7 in all); any change sends it back to Pending review, off the board',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: EditAdFormDto })
  @ApiOkResponse({
    type: MyAdSavedDto,
    description: `"${ACCOUNT_TEXTS.adSaved}", or "${ACCOUNT_TEXTS.adUnchanged}" when nothing differs (the ad keeps its status)`,
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `A field rule of the ad form, the pictures ("${MESSAGES.ad.tooFewImages}", "${MESSAGES.ad.tooManyImages}", "${MESSAGES.ad.notAnImage}", "${MESSAGES.ad.tooManyPixels}"), keep_images: "${ACCOUNT_TEXTS.adKeepImagesInvalid}", or "${ACCOUNT_TEXTS.nothingToChange}"; a multipart body that cannot be read (no boundary, an unknown boundary, a part cut off): "${MESSAGES.ad.unreadableForm}"`,
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: MESSAGES.ad.tooLarge })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${ACCOUNT_TEXTS.adNotFound} (also for another member's ad)` })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `Another edit changed the ad's pictures since this one's were read: "${ACCOUNT_TEXTS.adChangedMeanwhile}"`,
  })
  @AdLimitResponse()
  async edit(
    @CurrentUser() user: AuthUser,
    @IdParam() id: number,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MyAdSavedDto> {
    const { ad, changed } = request.isMultipart()
      ? await readAdForm(request, reply, this.config).then(({ fields, images }) => this.myAds.edit(user.id, id, fields, images.length ? images : undefined))
      : await this.myAds.edit(user.id, id, (request.body ?? {}) as Record<string, unknown>);
    return { message: changed ? ACCOUNT_TEXTS.adSaved : ACCOUNT_TEXTS.adUnchanged, ad: mapMyAd(ad) };
  }

  @Post(':id/close')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Close my ad (sold, filled): it leaves the board' })
  @ApiOkResponse({ type: MyAdSavedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async close(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<MyAdSavedDto> {
    return { message: ACCOUNT_TEXTS.adClosed, ad: mapMyAd(await this.myAds.close(user.id, id)) };
  }

  @Post(':id/renew')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Renew my approved, expired or closed ad for AD_LIFETIME_DAYS from now' })
  @ApiOkResponse({ type: MyAdSavedDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ACCOUNT_TEXTS.adNotRenewable })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async renew(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<MyAdSavedDto> {
    return { message: ACCOUNT_TEXTS.adRenewed, ad: mapMyAd(await this.myAds.renew(user.id, id)) };
  }

  @Delete(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Delete my ad and its image files' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<MessageResponseDto> {
    await this.myAds.remove(user.id, id);
    return { message: ACCOUNT_TEXTS.adDeleted };
  }
}
