import { Body, Controller, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_TEXTS } from '@community/vocabulary';
import { Public, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { ProfileService } from './profile.service';
import { CredentialsService } from './credentials.service';
import { toAccount } from './account.mapper';
import { ChangeEmailDto, ChangePasswordDto, LinkTokenDto, UpdateProfileDto } from './dto/account-requests.dto';
import { AccountDto, AccountSavedDto, SessionRenewedDto } from './dto/account-responses.dto';

@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly profile: ProfileService,
    private readonly credentials: CredentialsService,
  ) {}

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
  @ApiOperation({ summary: 'Change my password with the current one; every other session ends and a mail tells me' })
  @ApiOkResponse({ type: SessionRenewedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${ACCOUNT_TEXTS.wrongPassword}, or the new password breaks the sign-up rule` })
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto): Promise<SessionRenewedDto> {
    const AuthToken = await this.credentials.changePassword(user.id, dto.currentPassword, dto.newPassword);
    return { message: ACCOUNT_TEXTS.passwordChanged, AuthToken };
  }

  @Post('email')
  @HttpCode(200)
  @SignedIn()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Ask to move my account to another address: a one-hour link goes to it, the old address is told' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The address belongs to another account' })
  async requestEmailChange(@CurrentUser() user: AuthUser, @Body() dto: ChangeEmailDto): Promise<MessageResponseDto> {
    await this.credentials.requestEmailChange(user.id, dto.newEmail);
    return { message: ACCOUNT_TEXTS.emailChangeSent };
  }

  @Post('email/confirm')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Confirm the new address with the mailed token (single use, one hour); answers a fresh token' })
  @ApiOkResponse({ type: SessionRenewedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ACCOUNT_TEXTS.invalidLink })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The address was taken meanwhile' })
  async confirmEmailChange(@Body() dto: LinkTokenDto): Promise<SessionRenewedDto> {
    return { message: ACCOUNT_TEXTS.emailChanged, AuthToken: await this.credentials.confirmEmailChange(dto.token) };
  }
}
