import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ACCOUNT_TEXTS, TWO_FACTOR, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { Rules, isText, maxLength, required } from '../../../common/validation/rules.decorator';
import { LoginResponseDto } from '../../sessions/dto/session.dto';

const codeRules = [
  required(TWO_FACTOR_TEXTS.codeRequired),
  isText(TWO_FACTOR_TEXTS.codeRequired),
  maxLength(TWO_FACTOR.codeMaxLength, TWO_FACTOR_TEXTS.codeRequired),
];
const challengeRules = [
  required(TWO_FACTOR_TEXTS.challengeExpired),
  isText(TWO_FACTOR_TEXTS.challengeExpired),
  maxLength(2048, TWO_FACTOR_TEXTS.challengeExpired),
];

export class TwoFactorCodeDto {
  @ApiProperty({ type: String, example: '492039', description: 'The 6-digit code from the authenticator app, or one unused recovery code (xxxxx-xxxxx)' })
  @Rules(...codeRules)
  code: string;
}

export class SetupChallengeDto {
  @ApiProperty({
    type: String,
    description: `The challenge from the sign-in answer (valid ${TWO_FACTOR.challengeSeconds / 60} minutes)`,
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2ln',
  })
  @Rules(...challengeRules)
  challenge: string;
}

export class ChallengeCodeDto extends TwoFactorCodeDto {
  @ApiProperty({
    type: String,
    description: `The challenge from the sign-in answer (valid ${TWO_FACTOR.challengeSeconds / 60} minutes)`,
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2ln',
  })
  @Rules(...challengeRules)
  challenge: string;
}

/**
 * Turning two-factor on or off and making new recovery codes: a session alone is not enough (a stolen one could lock
 * the owner out), so the current password is asked too, or, for an account without one, the code alone.
 */
export class PasswordAndCodeDto extends TwoFactorCodeDto {
  @ApiPropertyOptional({
    type: String,
    example: 'Test#Pass1',
    description:
      'The current password: required when the account has one (left out or wrong: 400, counted like a failed sign-in); an account that only signs in with Google has none',
  })
  @IsOptional()
  @Rules(isText(ACCOUNT_TEXTS.wrongPassword), maxLength(200, ACCOUNT_TEXTS.wrongPassword))
  password?: string;
}

/** POST /auth/login (and /auth/google-auth) for an account with two-factor on: no AuthToken yet. */
export class TwoFactorChallengeDto {
  @ApiProperty({ example: TWO_FACTOR_TEXTS.codeAsked }) message: string;
  @ApiProperty({ enum: [true], example: true }) two_factor_required: true;
  @ApiProperty({ description: 'Send it with the code to POST /auth/two-factor', example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2ln' }) challenge: string;
}

/** POST /auth/login for an admin without two-factor on a site that requires it: set it up first. */
export class TwoFactorSetupChallengeDto {
  @ApiProperty({ example: TWO_FACTOR_TEXTS.setupAsked }) message: string;
  @ApiProperty({ enum: [true], example: true }) two_factor_setup_required: true;
  @ApiProperty({
    description: 'Send it to POST /auth/two-factor/setup, then with a first code to POST /auth/two-factor/setup/confirm',
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2ln',
  })
  challenge: string;
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'The base32 secret, for typing into the app by hand; shown only in this answer', example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })
  secret: string;
  @ApiProperty({
    example: 'otpauth://totp/Community%20Network:amina%40example.com?secret=JBSWY3DPEHPK3PXP&period=30&digits=6&algorithm=SHA1&issuer=Community%20Network',
  })
  otpauth_url: string;
  @ApiProperty({ description: 'The otpauth URL as a QR code: an SVG data URL for <img src>', example: 'data:image/svg+xml;base64,PHN2Zz4=' }) qr_code: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ example: TWO_FACTOR_TEXTS.turnedOn }) message: string;
  @ApiProperty({ type: [String], description: `${TWO_FACTOR.recoveryCodeCount} single-use codes, shown only in this answer`, example: ['k7m2p-x9qrt'] })
  recovery_codes: string[];
}

const FRESH_TOKEN = {
  type: String,
  description: 'A fresh bearer token for this session; tokens issued before are refused',
  example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2ln',
};

/** Turned on in the account: the recovery codes, and a fresh token, since every earlier session has ended. */
export class TwoFactorTurnedOnDto extends RecoveryCodesDto {
  @ApiProperty(FRESH_TOKEN) AuthToken: string;
}

/** New recovery codes in the account: the codes, and a fresh token, since every earlier session has ended. */
export class RecoveryCodesRenewedDto extends RecoveryCodesDto {
  @ApiProperty(FRESH_TOKEN) AuthToken: string;
}

/** Turned off in the account: every earlier session has ended, this one carries on with the fresh token. */
export class TwoFactorTurnedOffDto {
  @ApiProperty({ example: TWO_FACTOR_TEXTS.turnedOff }) message: string;
  @ApiProperty(FRESH_TOKEN) AuthToken: string;
}

/** The admin's first sign-in under ADMIN_TWO_FACTOR=required: signed in, with the recovery codes to save. */
export class TwoFactorSetupSignedInDto extends LoginResponseDto {
  @ApiProperty({ type: [String], description: `${TWO_FACTOR.recoveryCodeCount} single-use codes, shown only in this answer`, example: ['k7m2p-x9qrt'] })
  recovery_codes: string[];
}

export class TwoFactorStatusDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ example: 10 }) recovery_codes_left: number;
  @ApiProperty({ description: 'An admin on a site with ADMIN_TWO_FACTOR=required: cannot turn it off' }) required: boolean;
}

/** GET /admin/users/{id}/two-factor: what the panel's member page shows, and no more (never the codes left). */
export class AdminTwoFactorStateDto {
  @ApiProperty({ description: 'Two-factor sign-in is on for the account (a pending set-up is not)', example: true }) enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was turned on' }) enabled_at: string | null;
}
