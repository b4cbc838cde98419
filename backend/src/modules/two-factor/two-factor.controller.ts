import { BadRequestException, Body, Controller, ForbiddenException, Get, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ACCOUNT_TEXTS, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { ConfirmedEmail, SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { PasswordHasher } from '../users/password-hasher.service';
import { TokenService } from '../sessions/token.service';
import { TwoFactorService } from './two-factor.service';
import { CodeAttempts } from './code-attempts.service';
import {
  PasswordAndCodeDto,
  RecoveryCodesRenewedDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
  TwoFactorTurnedOffDto,
  TwoFactorTurnedOnDto,
} from './dto/two-factor.dto';

const WRONG_PASSWORD_OR_CODE = `"${ACCOUNT_TEXTS.wrongPassword}" (the password left out or wrong), "${TWO_FACTOR_TEXTS.wrongCode}", "${TWO_FACTOR_TEXTS.codeRequired}"`;

/**
 * Two-factor in the member's own space: any member with a confirmed address may turn it on (set-up, then a first
 * code), make new recovery codes, or turn it off; an admin on a site that requires it cannot turn it off. Each of the
 * three changes asks for the current password as well (a code alone for an account without one), so a stolen session
 * cannot lock the owner out, and each ends every other session and emailed link of the account. A wrong password or
 * code answers 400 (not 401: the member stays signed in) and counts as a failed sign-in.
 */
@ApiTags('account')
@ApiTooManyRequestsResponse({ description: 'Too many wrong codes or passwords (Retry-After)', type: ErrorResponseDto })
@Controller('account/two-factor')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly attempts: CodeAttempts,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Whether two-factor sign-in is on, how many recovery codes are left, and whether it is required for me' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @HttpCode(200)
  @SignedIn()
  @ConfirmedEmail()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Start turning two-factor on: a new secret as a QR code and as text (nothing changes until POST confirm)' })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `An account without a password: "${TWO_FACTOR_TEXTS.passwordFirst}"` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.alreadyOn })
  async setup(@CurrentUser() user: AuthUser): Promise<TwoFactorSetupDto> {
    await this.withPassword(user.id);
    return this.twoFactor.beginSetup(user);
  }

  @Post('confirm')
  @HttpCode(200)
  @SignedIn()
  @ConfirmedEmail()
  @ApiOperation({
    summary: 'Turn two-factor on with the current password and a first code from the app; answers ten single-use recovery codes, shown only here',
    description:
      'Every session and emailed link of the account so far ends (their tokens are refused); this session carries on with the fresh AuthToken of the answer.',
  })
  @ApiOkResponse({ type: TwoFactorTurnedOnDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `${WRONG_PASSWORD_OR_CODE}, "${TWO_FACTOR_TEXTS.setupFirst}" or "${TWO_FACTOR_TEXTS.passwordFirst}"`,
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.alreadyOn })
  async confirm(@CurrentUser() user: AuthUser, @Body() dto: PasswordAndCodeDto, @Ip() address: string): Promise<TwoFactorTurnedOnDto> {
    const account = await this.withPassword(user.id);
    await this.provePassword(account, dto.password, address);
    const codes = await this.attempts.attempt(user, address, () => this.twoFactor.confirmSetup(user.id, dto.code), wrongCode);
    return { message: TWO_FACTOR_TEXTS.turnedOn, recovery_codes: codes, AuthToken: await this.freshToken(user.id) };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Make ten new recovery codes with the current password and a current code; the old ones stop working',
    description: 'Every other session and emailed link of the account ends; this session carries on with the fresh AuthToken of the answer.',
  })
  @ApiOkResponse({ type: RecoveryCodesRenewedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${WRONG_PASSWORD_OR_CODE} or "${TWO_FACTOR_TEXTS.notOn}"` })
  async regenerate(@CurrentUser() user: AuthUser, @Body() dto: PasswordAndCodeDto, @Ip() address: string): Promise<RecoveryCodesRenewedDto> {
    await this.proveBothFactors(user, dto, address);
    const codes = await this.twoFactor.regenerateRecoveryCodes(user.id);
    return { message: TWO_FACTOR_TEXTS.codesRegenerated, recovery_codes: codes, AuthToken: await this.freshToken(user.id) };
  }

  @Post('disable')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Turn two-factor off with the current password and a code (TOTP or recovery); refused to admins where it is required',
    description: 'Every other session and emailed link of the account ends; this session carries on with the fresh AuthToken of the answer.',
  })
  @ApiOkResponse({ type: TwoFactorTurnedOffDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${WRONG_PASSWORD_OR_CODE} or "${TWO_FACTOR_TEXTS.notOn}"` })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.requiredForAdmins })
  async disable(@CurrentUser() user: AuthUser, @Body() dto: PasswordAndCodeDto, @Ip() address: string): Promise<TwoFactorTurnedOffDto> {
    if (this.twoFactor.requiredFor(user)) throw new ForbiddenException(TWO_FACTOR_TEXTS.requiredForAdmins);
    await this.proveBothFactors(user, dto, address);
    if (!(await this.twoFactor.turnOff(user.id))) throw new BadRequestException(TWO_FACTOR_TEXTS.notOn);
    return { message: TWO_FACTOR_TEXTS.turnedOff, AuthToken: await this.freshToken(user.id) };
  }

  /** Turning it on: an account without a password has nothing a stolen session lacks, so it sets a password first. */
  private async withPassword(userId: number): Promise<User> {
    const account = await this.account(userId);
    if (!account.passwordHash) throw new BadRequestException(TWO_FACTOR_TEXTS.passwordFirst);
    return account;
  }

  /** The password when the account has one, then a current code: both counted like sign-in attempts. */
  private async proveBothFactors(user: AuthUser, dto: PasswordAndCodeDto, address: string): Promise<void> {
    if (!(await this.twoFactor.isOn(user.id))) throw new BadRequestException(TWO_FACTOR_TEXTS.notOn);
    const account = await this.account(user.id);
    if (account.passwordHash) await this.provePassword(account, dto.password, address);
    await this.attempts.attempt(user, address, () => this.twoFactor.useCode(user.id, dto.code), wrongCode);
  }

  private async provePassword(account: User, password: string | undefined, address: string): Promise<void> {
    await this.attempts.attempt(account, address, async () => !!password && this.hasher.verify(account.passwordHash, password), wrongPassword);
  }

  private async account(userId: number): Promise<User> {
    return (await this.users.findById(userId)) as User;
  }

  /** Issued at the credentials version the change moved to. */
  private async freshToken(userId: number): Promise<string> {
    return this.tokens.issue(await this.account(userId));
  }
}

const wrongCode = () => new BadRequestException(TWO_FACTOR_TEXTS.wrongCode);
const wrongPassword = () => new BadRequestException(ACCOUNT_TEXTS.wrongPassword);
