import { Body, Controller, HttpCode, Ip, Post, UnauthorizedException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { Public } from '../../common/decorators/access.decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { SignInChallenges } from '../two-factor/sign-in-challenges.service';
import { CodeAttempts } from '../two-factor/code-attempts.service';
import { ChallengeCodeDto, SetupChallengeDto, TwoFactorSetupDto, TwoFactorSetupSignedInDto } from '../two-factor/dto/two-factor.dto';
import { AuthService } from './auth.service';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { LoginResponseDto } from '../sessions/dto/session.dto';

const challengeExpired = `${TWO_FACTOR_TEXTS.challengeExpired} (forged, expired, or the account changed since)`;

/**
 * The second sign-in step. POST /auth/login answered a challenge instead of a token; here the challenge and a
 * code (TOTP or recovery) give the normal sign-in answer. Wrong codes count as failed sign-ins (429 with Retry-After).
 */
@ApiTags('auth')
@ApiTooManyRequestsResponse({ description: 'Too many failed sign-ins for the account or the address (Retry-After)', type: ErrorResponseDto })
@Controller('auth/two-factor')
export class TwoFactorSignInController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: SignInChallenges,
    private readonly attempts: CodeAttempts,
    private readonly users: UsersService,
  ) {}

  @Post()
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Finish signing in with the challenge and a code from the app or an unused recovery code (each works once)' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${TWO_FACTOR_TEXTS.codeRequired}" or "${TWO_FACTOR_TEXTS.challengeExpired}" (missing)` })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: `"${TWO_FACTOR_TEXTS.wrongCode}", or "${challengeExpired}"` })
  async verify(@Body() dto: ChallengeCodeDto, @Ip() address: string): Promise<LoginResponseDto> {
    const user = await this.challenges.redeem('code', dto.challenge);
    await this.attempts.attempt(user, address, () => this.twoFactor.useCode(user.id, dto.code), wrongCode);
    return this.auth.completeSignIn(user);
  }

  @Post('setup')
  @HttpCode(200)
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: 'An admin who must use two-factor sets it up at sign-in: the secret as a QR code and as text' })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${TWO_FACTOR_TEXTS.challengeExpired}" (missing)` })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: challengeExpired })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.alreadyOn })
  async setup(@Body() dto: SetupChallengeDto): Promise<TwoFactorSetupDto> {
    const user = await this.challenges.redeem('setup', dto.challenge);
    return this.twoFactor.beginSetup(user);
  }

  @Post('setup/confirm')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Turn two-factor on with a first code and finish signing in; the answer carries the ten recovery codes, shown only here' })
  @ApiOkResponse({ type: TwoFactorSetupSignedInDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `"${TWO_FACTOR_TEXTS.codeRequired}", "${TWO_FACTOR_TEXTS.setupFirst}" or "${TWO_FACTOR_TEXTS.challengeExpired}" (missing)`,
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: `"${TWO_FACTOR_TEXTS.wrongCode}", or "${challengeExpired}"` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_TEXTS.alreadyOn })
  async confirmSetup(@Body() dto: ChallengeCodeDto, @Ip() address: string): Promise<TwoFactorSetupSignedInDto> {
    const user = await this.challenges.redeem('setup', dto.challenge);
    const codes = await this.attempts.attempt(user, address, () => this.twoFactor.confirmSetup(user.id, dto.code), wrongCode);
    // Turning it on ended the account's other sessions (a new token version): the token is issued at the new one.
    const account = (await this.users.findById(user.id)) as User;
    return { ...(await this.auth.completeSignIn(account)), recovery_codes: codes };
  }
}

const wrongCode = () => new UnauthorizedException(TWO_FACTOR_TEXTS.wrongCode);
