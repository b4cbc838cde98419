import { ConflictException, BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { User } from '../users/entities/user.entity';
import { CredentialsVersion } from '../users/credentials-version.service';
import { UsersService } from '../users/users.service';
import { TwoFactorSecret } from './entities/two-factor-secret.entity';
import { TwoFactorRepository } from './two-factor.repository';
import { openSecret, sealSecret } from './sealed-secret';
import { Totp } from './totp';
import { hashRecoveryCode, newRecoveryCodes, normalizeCode } from './recovery-codes';
import { AdminTwoFactorStateDto } from './dto/two-factor.dto';

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as an SVG QR code in a data URL, ready for an <img src>. */
  qr_code: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
  required: boolean;
}

/**
 * A member's TOTP secret and recovery codes: set-up (pending until a first code confirms it), checking a code
 * (each TOTP step and each recovery code works once, even with two requests racing), turning off, new codes.
 * The plain secret leaves this service only in the set-up answer; after that nothing shows it again.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly twoFactor: TwoFactorRepository,
    private readonly transactions: Transactions,
    private readonly totp: Totp,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly credentialsVersion: CredentialsVersion,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Admins on a site with ADMIN_TWO_FACTOR=required cannot do without it. */
  requiredFor(user: Pick<User, 'role'>): boolean {
    return user.role === 'admin' && this.config.twoFactor.admins === 'required';
  }

  async isOn(userId: number): Promise<boolean> {
    return (await this.twoFactor.secretOf(userId))?.enabledAt != null;
  }

  /** What an admin may know of another account's two-factor: on or not, and since when. */
  async stateForAdmin(userId: number): Promise<AdminTwoFactorStateDto> {
    if (!(await this.users.findById(userId))) throw new NotFoundException(ADMIN_TEXTS.userNotFound);
    const enabledAt = (await this.twoFactor.secretOf(userId))?.enabledAt ?? null;
    return { enabled: enabledAt !== null, enabled_at: enabledAt === null ? null : new Date(enabledAt).toISOString() };
  }

  async status(user: Pick<User, 'id' | 'role'>): Promise<TwoFactorStatus> {
    const row = await this.twoFactor.secretOf(user.id);
    const enabled = row?.enabledAt != null;
    const left = enabled ? await this.twoFactor.unusedCodesOf(user.id) : 0;
    return { enabled, recovery_codes_left: left, required: this.requiredFor(user) };
  }

  /**
   * A new pending secret (replacing an earlier unconfirmed one); refused while two-factor is on, unless the stored
   * secret can no longer be opened (its data key dropped, or a `j1:` value the conversion could not open): then the member, signed in with a recovery code, sets it up again.
   */
  async beginSetup(user: Pick<User, 'id' | 'email'>): Promise<TwoFactorSetup> {
    const existing = await this.twoFactor.secretOf(user.id);
    if (existing?.enabledAt && openSecret(existing.secretSealed) !== null) throw new ConflictException(TWO_FACTOR_TEXTS.alreadyOn);
    const secret = this.totp.newSecret();
    await this.twoFactor.saveSecret(
      Object.assign(existing ?? new TwoFactorSecret(), { userId: user.id, secretSealed: sealSecret(secret), enabledAt: null, lastUsedStep: null }),
    );
    const otpauthUrl = this.totp.uri(secret, user.email);
    // Loaded on first use: only set-ups need it, so every start of the app does not pay for it.
    const QRCode = await import('qrcode');
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauth_url: otpauthUrl, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Turns two-factor on when the code matches the pending secret; answers the recovery codes (shown once), or null
   * for a wrong code. Only the codes' hashes are stored. In the same transaction every session so far ends (the
   * token version moves on): a session someone else holds, perhaps the reason the member turns it on, was opened
   * with the password alone. The caller hands this session a fresh token.
   */
  async confirmSetup(userId: number, code: string): Promise<string[] | null> {
    const row = await this.twoFactor.secretOf(userId);
    if (!row) throw new BadRequestException(TWO_FACTOR_TEXTS.setupFirst);
    if (row.enabledAt) throw new ConflictException(TWO_FACTOR_TEXTS.alreadyOn);
    const secret = openSecret(row.secretSealed);
    const step = secret ? await this.totp.check(secret, normalizeCode(code), null) : null;
    if (step === null) return null;
    const codes = newRecoveryCodes();
    const turnedOn = await this.transactions.run(async (manager) => {
      if (!(await this.twoFactor.turnOn(userId, this.clock.now(), step, manager))) return false;
      await this.twoFactor.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), manager);
      await this.credentialsVersion.moveOn(manager, userId);
      return true;
    });
    if (!turnedOn) throw new ConflictException(TWO_FACTOR_TEXTS.alreadyOn);
    this.users.tokensRevoked(userId);
    return codes;
  }

  /** True once for each good code: a TOTP code of a step not used before, or an unused recovery code. */
  async useCode(userId: number, code: string): Promise<boolean> {
    const row = await this.twoFactor.secretOf(userId);
    if (!row?.enabledAt) return false;
    const typed = normalizeCode(code);
    if (/^\d+$/.test(typed)) {
      const secret = openSecret(row.secretSealed);
      const step = secret ? await this.totp.check(secret, typed, row.lastUsedStep) : null;
      if (step === null) return false;
      // Of two requests racing with one code, only the first moves the step on.
      return this.twoFactor.useStep(userId, step);
    }
    return this.twoFactor.useRecoveryCode(userId, hashRecoveryCode(typed), this.clock.now());
  }

  /**
   * Off, with the secret and the recovery codes; a change of credentials like any other, so every session and
   * emailed link of the account ends (the caller hands this session a fresh token). False when it was not on.
   */
  async turnOff(userId: number): Promise<boolean> {
    const removed = await this.transactions.run((manager) => this.turnOffInside(manager, userId));
    if (removed) this.users.tokensRevoked(userId);
    return removed;
  }

  /**
   * Turns two-factor off inside the caller's transaction and ends every session and emailed link the account has
   * (the credentials version moves on): the core of the member's own Turn off and an admin's reset in the panel
   * (`npm run reset-two-factor` does the same two writes). False, with nothing changed, when it is not on; of two
   * removals at once only one answers true. The caller forgets the cached auth state once it has committed.
   */
  async turnOffInside(manager: EntityManager, userId: number): Promise<boolean> {
    if (!(await this.twoFactor.removeIfOn(userId, manager))) return false;
    await this.credentialsVersion.moveOn(manager, userId);
    return true;
  }

  /**
   * Inside the caller's transaction, whether it was on or pending (false when there was none on): a Google sign-in
   * taking over an unconfirmed account removes whatever two-factor the earlier holder set up.
   */
  async removeAllInside(manager: EntityManager, userId: number): Promise<boolean> {
    const on = await this.turnOffInside(manager, userId);
    await this.twoFactor.removeSecret(userId, manager);
    return on;
  }

  /** New codes replace the old ones; like turning it off, every other session and emailed link ends. */
  async regenerateRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.transactions.run(async (manager) => {
      await this.twoFactor.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), manager);
      await this.credentialsVersion.moveOn(manager, userId);
    });
    this.users.tokensRevoked(userId);
    return codes;
  }
}
