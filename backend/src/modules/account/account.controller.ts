import { Body, Controller, Delete, Get, HttpCode, Inject, Ip, Patch, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { readPhotoUpload } from './profile-photo';
import { Public, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { ProfileService } from './profile.service';
import { CredentialsService } from './credentials.service';
import { EvenAnswerTime } from '../../common/http/even-answer-time';
import { toAccount } from './account.mapper';
import { ChangeEmailDto, ChangePasswordDto, LinkTokenDto, UpdateProfileDto } from './dto/account-requests.dto';
import { AccountDto, AccountSavedDto, PhotoSavedDto, PhotoUploadDto, SessionRenewedDto } from './dto/account-responses.dto';

@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly profile: ProfileService,
    private readonly credentials: CredentialsService,
    private readonly evenTime: EvenAnswerTime,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Put('photo')
  @SignedIn()
  @ApiOperation({ summary: 'Set my profile photo (multipart, one file field "photo"): checked by content, EXIF/GPS stripped, 256 px square WebP' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PhotoUploadDto })
  @ApiOkResponse({ type: PhotoSavedDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${ACCOUNT_TEXTS.photoRequired}", "${ACCOUNT_TEXTS.onePhotoOnly}" or "${MESSAGES.ad.notAnImage}"; a multipart body that cannot be read (no boundary, an unknown boundary, a part cut off): "${MESSAGES.ad.unreadableForm}"`,
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: MESSAGES.ad.tooLarge })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: MESSAGES.ad.notMultipart })
  async setPhoto(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PhotoSavedDto> {
    const upload = await readPhotoUpload(request, reply, this.config.uploads.maxImageMb * 1024 * 1024);
    return { message: ACCOUNT_TEXTS.photoSaved, photo_url: await this.profile.setPhoto(user.id, upload) };
  }

  @Delete('photo')
  @SignedIn()
  @ApiOperation({ summary: 'Remove my profile photo (initials are shown instead)' })
  @ApiOkResponse({ type: MessageResponseDto })
  async removePhoto(@CurrentUser() user: AuthUser): Promise<MessageResponseDto> {
    await this.profile.removePhoto(user.id);
    return { message: ACCOUNT_TEXTS.photoRemoved };
  }

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My profile and notification settings' })
  @ApiOkResponse({ type: AccountDto })
  async get(@CurrentUser() user: AuthUser): Promise<AccountDto> {
    return toAccount(await this.profile.get(user.id));
  }

  @Patch()
  @SignedIn()
  @ApiOperation({ summary: 'Change profile fields (registration rules); mentorship moves a member between helper and seeker' })
  @ApiOkResponse({ type: AccountSavedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<AccountSavedDto> {
    return { message: ACCOUNT_TEXTS.profileSaved, account: toAccount(await this.profile.update(user, dto)) };
  }

  @Put('password')
  @SignedIn()
  @AuthRateLimit()
  @ApiOperation({
    summary: 'Change my password with the current one; every other session and emailed link ends and a mail tells me',
    description:
      'A wrong current password counts like a failed sign-in of the account (per account and per address): once used up, 429 with Retry-After, even for the right one.',
  })
  @ApiOkResponse({ type: SessionRenewedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${ACCOUNT_TEXTS.wrongPassword}, or the new password breaks the sign-up rule` })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many wrong passwords for the account or the address, or too many requests (Retry-After)',
  })
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Ip() address: string): Promise<SessionRenewedDto> {
    const AuthToken = await this.credentials.changePassword(user.id, dto.currentPassword, dto.newPassword, address);
    return { message: ACCOUNT_TEXTS.passwordChanged, AuthToken };
  }

  @Post('email')
  @HttpCode(200)
  @SignedIn()
  @AuthRateLimit()
  @ApiOperation({
    summary: 'Ask to move my account to another address: a one-hour link goes to it, the old address is told',
    description:
      'An address that already has an account gets the same answer, in the same time, and its owner is mailed instead (no link): ' +
      'the answer never tells whether an address is registered. The link dies with any change of credentials (docs/security.md).',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: ACCOUNT_TEXTS.emailChangeSent })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `Not an email address, or "${ACCOUNT_TEXTS.sameEmail}"` })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `The address looks like another account's (Unicode TR39 skeleton): "${MESSAGES.confusableEmail.refused}"`,
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many requests from this address (Retry-After)' })
  async requestEmailChange(@CurrentUser() user: AuthUser, @Body() dto: ChangeEmailDto): Promise<MessageResponseDto> {
    await this.evenTime.run(() => this.credentials.requestEmailChange(user.id, dto.newEmail));
    return { message: ACCOUNT_TEXTS.emailChangeSent };
  }

  @Post('email/confirm')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({
    summary: 'Confirm the new address with the mailed token (single use, one hour); answers a fresh token',
    description:
      'Refused once the account changed credentials or address since the link was made (password change or reset, two-factor change, Google takeover, another email change, suspension).',
  })
  @ApiOkResponse({ type: SessionRenewedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ACCOUNT_TEXTS.invalidLink })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `The address was taken meanwhile: "${MESSAGES.signup.emailTaken}"` })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many requests from this address (Retry-After)' })
  async confirmEmailChange(@Body() dto: LinkTokenDto): Promise<SessionRenewedDto> {
    return { message: ACCOUNT_TEXTS.emailChanged, AuthToken: await this.credentials.confirmEmailChange(dto.token) };
  }
}
