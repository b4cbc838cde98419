import { Body, Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiExtraModels,
  getSchemaPath,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { MESSAGES, languageFromAcceptLanguage } from '@community/vocabulary';
import { Public, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { UsersService } from '../users/users.service';
import { AuthUser } from '../../common/auth/auth-user';
import { AuthService } from './auth.service';
import { PasswordResetService } from './password-reset.service';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { LoginDto } from './dto/login.dto';
import { RegisterMemberDto } from './dto/register-member.dto';
import { RegisterBusinessDto } from './dto/register-business.dto';
import { EvenAnswerTime } from '../../common/http/even-answer-time';
import { ConfirmEmailDto, ConfirmEmailWithPasswordDto, ForgotPasswordDto, ResendConfirmationDto, ResetPasswordDto } from './dto/password-reset.dto';
import { CONFIRMATION_RESENDS_PER_ADDRESS, CONFIRMATION_RESEND_WINDOW_MS } from './confirmation-resend-limit';
import { EmailConfirmationService } from './email-confirmation.service';
import { GoogleAuthDto } from './dto/google-auth.dto';
import { MeResponseDto } from './dto/auth-responses.dto';
import { LoginResponseDto } from '../sessions/dto/session.dto';
import { TwoFactorChallengeDto, TwoFactorSetupChallengeDto } from '../two-factor/dto/two-factor.dto';
import { SignInAnswer } from './auth.service';

/** The token, or (two-factor) a challenge for POST /auth/two-factor, or (admin, two-factor required, not set up) a set-up challenge. */
const SIGN_IN_ANSWER = {
  description: 'Signed in (AuthToken), or two_factor_required with a challenge, or two_factor_setup_required with a challenge (docs/security.md)',
  schema: { oneOf: [LoginResponseDto, TwoFactorChallengeDto, TwoFactorSetupChallengeDto].map((dto) => ({ $ref: getSchemaPath(dto) })) },
};
import { toUserDetails } from '../users/dto/user-details.dto';

/** The header a new account's language comes from (docs/languages.md). */
const NEW_ACCOUNT_LANGUAGE = {
  name: 'Accept-Language',
  required: false,
  description: "A new account's language (its mails): the first of en and ar the header asks for, else en",
};

@ApiTags('auth')
@ApiExtraModels(LoginResponseDto, TwoFactorChallengeDto, TwoFactorSetupChallengeDto)
@ApiTooManyRequestsResponse({ description: 'Rate limit reached', type: ErrorResponseDto })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly google: GoogleIdTokenVerifier,
    private readonly users: UsersService,
    private readonly confirmations: EmailConfirmationService,
    private readonly evenTime: EvenAnswerTime,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  // Not the per-request limit: only failed sign-ins count (SignInLimiter), so a congregation behind one address is never locked out.
  @ApiOperation({ summary: 'Sign in with email and password; failed attempts are limited per account and per address (429 with Retry-After)' })
  @ApiOkResponse(SIGN_IN_ANSWER)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid email or a password under 6 characters' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Wrong email or password (never says which)' })
  login(@Body() dto: LoginDto, @Ip() clientAddress: string): Promise<SignInAnswer> {
    return this.auth.login(dto.email, dto.password, clientAddress);
  }

  @Post('google-auth')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({
    summary: 'Sign in with a Google ID token; a first sign-in creates a member with an incomplete profile',
    description:
      "Links to an existing account with the same email only when that account's email is confirmed; an unconfirmed password " +
      'account with that email is taken over (its password removed, its sessions ended). The Google account id is pinned.',
  })
  @ApiOkResponse(SIGN_IN_ANSWER)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No token sent' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `The email's account is linked to another Google account: "${MESSAGES.googleLinking.otherGoogleAccount}"`,
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Bad signature, wrong audience or issuer, expired, or unverified email' })
  @ApiHeader(NEW_ACCOUNT_LANGUAGE)
  async googleAuth(@Body() dto: GoogleAuthDto, @Headers('accept-language') acceptLanguage?: string): Promise<SignInAnswer> {
    return this.auth.signInWithGoogle(await this.google.verify(dto.token), languageFromAcceptLanguage(acceptLanguage));
  }

  @Post('register')
  @Public()
  @AuthRateLimit()
  @ApiOperation({
    summary: 'Register a member (role from mentorship: Yes helper, No seeker, empty helper); a confirmation link is mailed',
    description: 'An email that already has an account gets the same 201 and body, and its owner is mailed instead (no answer reveals an account).',
  })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field breaks a rule of spec section 5' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `The email looks like a registered one (Unicode TR39 skeleton): "${MESSAGES.confusableEmail.refused}"`,
  })
  @ApiHeader(NEW_ACCOUNT_LANGUAGE)
  async register(@Body() dto: RegisterMemberDto, @Headers('accept-language') acceptLanguage?: string): Promise<MessageResponseDto> {
    await this.evenTime.run(() => this.auth.registerMember(dto, languageFromAcceptLanguage(acceptLanguage)));
    return { message: MESSAGES.signup.success };
  }

  @Post('business-register')
  @Public()
  @AuthRateLimit()
  @ApiOperation({
    summary: 'Register a business: an account of role business and its directory entry, pending review; a confirmation link is mailed',
    description: 'An email that already has an account gets the same 201 and body, and its owner is mailed instead.',
  })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `The email looks like a registered one: "${MESSAGES.confusableEmail.refused}"` })
  @ApiHeader(NEW_ACCOUNT_LANGUAGE)
  async registerBusiness(@Body() dto: RegisterBusinessDto, @Headers('accept-language') acceptLanguage?: string): Promise<MessageResponseDto> {
    await this.evenTime.run(() => this.auth.registerBusiness(dto, languageFromAcceptLanguage(acceptLanguage)));
    return { message: MESSAGES.businessSignup.success };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Email a one-hour, single-use reset link (or, for an unknown email, a "no account" note); the same answer either way' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiHeader({
    name: 'Accept-Language',
    required: false,
    description: 'The language of the mail to an address without an account: the first of en and ar it asks for, else en',
  })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Headers('accept-language') acceptLanguage?: string): Promise<MessageResponseDto> {
    await this.evenTime.run(() => this.passwordReset.requestReset(dto.email, languageFromAcceptLanguage(acceptLanguage)));
    return { message: MESSAGES.forgotPassword.sent };
  }

  @Post('reset-password')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Set a new password with the emailed token; every earlier sign-in token stops working' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Password rule broken, or the token is wrong, used or expired' })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.reset(dto.token, dto.newPassword);
    return { message: MESSAGES.resetPassword.success };
  }

  @Post('confirm-email')
  @HttpCode(200)
  @SignedIn()
  @AuthRateLimit()
  @ApiOperation({
    summary: "Confirm the signed-in account's email with the token of the mailed link APP_URL/confirm-email/<token> (24 hours, single use)",
    description:
      "The link proves the mailbox, not who holds the password, so it confirms only the session's own account: someone else who " +
      'registered the address must not get it confirmed by its owner. Whoever opens it without that session may set a new password ' +
      'instead (POST /auth/confirm-email/new-password), which takes the account over (docs/security.md, "Confirmation link").',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: MESSAGES.emailConfirmation.confirmed })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `Unknown, used or replaced token: "${MESSAGES.emailConfirmation.invalidLink}"` })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `The link is another account's: "${MESSAGES.emailConfirmation.otherAccount}"` })
  @ApiGoneResponse({ type: ErrorResponseDto, description: `Older than 24 hours: "${MESSAGES.emailConfirmation.expiredLink}"` })
  async confirmEmail(@CurrentUser() user: AuthUser, @Body() dto: ConfirmEmailDto): Promise<MessageResponseDto> {
    await this.confirmations.confirm(dto.token, user.id);
    return { message: MESSAGES.emailConfirmation.confirmed };
  }

  @Post('confirm-email/new-password')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({
    summary: "Confirm with the mailed link and a new password instead of signing in: the account is taken over by the mailbox's owner",
    description:
      'For the owner of an address someone else registered: the password, every session and emailed link, two-factor, the profile, ' +
      'notification settings and pending listings of whoever held the account end; the address is confirmed. Sign in afterwards.',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: MESSAGES.emailConfirmation.confirmedWithNewPassword })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `The reset rule for the password, or an unknown, used or replaced token: "${MESSAGES.emailConfirmation.invalidLink}"`,
  })
  @ApiGoneResponse({ type: ErrorResponseDto, description: `Older than 24 hours: "${MESSAGES.emailConfirmation.expiredLink}"` })
  async confirmEmailWithNewPassword(@Body() dto: ConfirmEmailWithPasswordDto): Promise<MessageResponseDto> {
    await this.confirmations.confirmWithNewPassword(dto.token, dto.newPassword);
    return { message: MESSAGES.emailConfirmation.confirmedWithNewPassword };
  }

  @Post('resend-confirmation')
  @HttpCode(200)
  @SignedIn()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Mail a new confirmation link; every older link stops working. At most one a minute per account (429 with Retry-After)' })
  @ApiOkResponse({ type: MessageResponseDto, description: MESSAGES.emailConfirmation.resent })
  @ApiConflictResponse({ type: ErrorResponseDto, description: MESSAGES.emailConfirmation.alreadyConfirmed })
  async resendConfirmation(@CurrentUser() user: AuthUser): Promise<MessageResponseDto> {
    await this.confirmations.resend(user.id);
    return { message: MESSAGES.emailConfirmation.resent };
  }

  @Post('confirmation/resend')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({
    summary: "Signed out: mail a new confirmation link to an unconfirmed account's address; the same answer, in the same time, for any address",
    description:
      `A new link (the older one withdrawn) only for an unconfirmed, unsuspended account; nothing for a confirmed, suspended or unknown ` +
      `address. At most ${CONFIRMATION_RESENDS_PER_ADDRESS} requests per address in ${CONFIRMATION_RESEND_WINDOW_MS / 60_000} minutes, counted for ` +
      `every address alike (429 with Retry-After), besides the per-client limit of the auth routes.`,
  })
  @ApiOkResponse({ type: MessageResponseDto, description: MESSAGES.emailConfirmation.resentIfWaiting })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `Not an email address: "${MESSAGES.signup.invalidEmail}"` })
  async resendConfirmationTo(@Body() dto: ResendConfirmationDto): Promise<MessageResponseDto> {
    await this.evenTime.run(() => this.confirmations.resendTo(dto.email));
    return { message: MESSAGES.emailConfirmation.resentIfWaiting };
  }

  @Get('me')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: MeResponseDto })
  async me(@CurrentUser() user: AuthUser): Promise<MeResponseDto> {
    const account = await this.users.findById(user.id);
    return { user_details: toUserDetails(account!) };
  }
}
