import { BadRequestException, Body, Controller, ForbiddenException, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ACCOUNT_TEXTS, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { SignedIn } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AuthUser } from '../../common/auth/auth-user';
import { ErrorResponseDto, MessageResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { TokenService } from '../auth/token.service';
import { TwoFactorService } from './two-factor.service';
import { CodeAttempts } from './code-attempts';
import { RecoveryCodesDto, TurnOffTwoFactorDto, TwoFactorTurnedOnDto, TwoFactorCodeDto, TwoFactorSetupDto, TwoFactorStatusDto } from './dto/two-factor.dto';

/**
 * Two-factor in the member's own space: any member may turn it on (set-up, then a first code), make new recovery
 * codes, or turn it off with the password and a code; an admin on a site that requires it cannot turn it off.
 * A wrong code answers 400 (not 401: the member stays signed in) and counts as a failed sign-in.
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
  @AuthRateLimit()
  @ApiOperation({ summary: 'Start turning two-factor on: a new secret as a QR code and as text (nothing changes until POST confirm)' })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.alreadyOn })
  setup(@CurrentUser() user: AuthUser): Promise<TwoFactorSetupDto> {
    return this.twoFactor.beginSetup(user);
  }

  @Post('confirm')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Turn two-factor on with a first code from the app; answers ten single-use recovery codes, shown only here',
    description: 'Every session of the account so far ends (their tokens are refused); this one carries on with the fresh AuthToken of the answer.',
  })
  @ApiOkResponse({ type: TwoFactorTurnedOnDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${TWO_FACTOR_TEXTS.wrongCode}", "${TWO_FACTOR_TEXTS.codeRequired}" or "${TWO_FACTOR_TEXTS.setupFirst}"` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.alreadyOn })
  async confirm(@CurrentUser() user: AuthUser, @Body() dto: TwoFactorCodeDto, @Ip() address: string): Promise<TwoFactorTurnedOnDto> {
    const codes = await this.attempts.attempt(user, address, () => this.twoFactor.confirmSetup(user.id, dto.code), wrongCode);
    const account = (await this.users.findById(user.id)) as User;
    return { message: TWO_FACTOR_TEXTS.turnedOn, recovery_codes: codes, AuthToken: await this.tokens.issue(account) };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Make ten new recovery codes with a current code; the old ones stop working' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${TWO_FACTOR_TEXTS.wrongCode}", "${TWO_FACTOR_TEXTS.codeRequired}" or "${TWO_FACTOR_TEXTS.notOn}"` })
  async regenerate(@CurrentUser() user: AuthUser, @Body() dto: TwoFactorCodeDto, @Ip() address: string): Promise<RecoveryCodesDto> {
    await this.mustBeOn(user.id);
    await this.attempts.attempt(user, address, () => this.twoFactor.useCode(user.id, dto.code), wrongCode);
    return { message: TWO_FACTOR_TEXTS.codesRegenerated, recovery_codes: await this.twoFactor.regenerateRecoveryCodes(user.id) };
  }

  @Post('disable')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Turn two-factor off with the current password and a code (TOTP or recovery); refused to admins where it is required' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${ACCOUNT_TEXTS.wrongPassword}", "${TWO_FACTOR_TEXTS.wrongCode}", "${TWO_FACTOR_TEXTS.codeRequired}" or "${TWO_FACTOR_TEXTS.notOn}"` })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.requiredForAdmins })
  async disable(@CurrentUser() user: AuthUser, @Body() dto: TurnOffTwoFactorDto, @Ip() address: string): Promise<MessageResponseDto> {
    if (this.twoFactor.requiredFor(user)) throw new ForbiddenException(TWO_FACTOR_TEXTS.requiredForAdmins);
    await this.mustBeOn(user.id);
    const account = (await this.users.findById(user.id)) as User;
    if (account.passwordHash) {
      await this.attempts.attempt(user, address, () => this.hasher.verify(account.passwordHash, dto.password ?? ''), () => new BadRequestException(ACCOUNT_TEXTS.wrongPassword));
    }
    await this.attempts.attempt(user, address, () => this.twoFactor.useCode(user.id, dto.code), wrongCode);
    await this.twoFactor.turnOff(user.id);
    return { message: TWO_FACTOR_TEXTS.turnedOff };
  }

  private async mustBeOn(userId: number): Promise<void> {
    if (!(await this.twoFactor.isOn(userId))) throw new BadRequestException(TWO_FACTOR_TEXTS.notOn);
  }
}

const wrongCode = () => new BadRequestException(TWO_FACTOR_TEXTS.wrongCode);
