import { ConflictException, BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Repository } from 'typeorm';
import { TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { User } from '../users/entities/user.entity';
import { moveCredentialsVersion } from '../users/credentials-version.service';
import { UsersService } from '../users/users.service';
import { TwoFactorSecret } from './entities/two-factor-secret.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { openSecret, sealSecret } from './sealed-secret';
import { Totp } from './totp';
import { hashRecoveryCode, newRecoveryCodes, normalizeCode } from './recovery-codes';
import { removeTwoFactor } from './remove-two-factor';
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
    @InjectRepository(TwoFactorSecret) private readonly secrets: Repository<TwoFactorSecret>,
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
    private readonly dataSource: DataSource,
    private readonly totp: Totp,
    private readonly clock: Clock,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Admins on a site with ADMIN_TWO_FACTOR=required cannot do without it. */
  requiredFor(user: Pick<User, 'role'>): boolean {
    return user.role === 'admin' && this.config.twoFactor.admins === 'required';
  }

  async isOn(userId: number): Promise<boolean> {
    return (await this.secrets.findOneBy({ userId }))?.enabledAt != null;
  }

  /** What an admin may know of another account's two-factor: on or not, and since when. */
  async stateForAdmin(userId: number): Promise<AdminTwoFactorStateDto> {
    if (!(await this.users.findById(userId))) throw new NotFoundException(ADMIN_TEXTS.userNotFound);
    const enabledAt = (await this.secrets.findOneBy({ userId }))?.enabledAt ?? null;
    return { enabled: enabledAt !== null, enabled_at: enabledAt === null ? null : new Date(enabledAt).toISOString() };
  }

  async status(user: Pick<User, 'id' | 'role'>): Promise<TwoFactorStatus> {
    const row = await this.secrets.findOneBy({ userId: user.id });
    const enabled = row?.enabledAt != null;
    const left = enabled ? await this.recoveryCodes.countBy({ userId: user.id, usedAt: IsNull() }) : 0;
    return { enabled, recovery_codes_left: left, required: this.requiredFor(user) };
  }

  /**
   * A new pending secret (replacing an earlier unconfirmed one); refused while two-factor is on, unless the stored
   * secret can no longer be opened (its data key dropped, or a `j1:` value the conversion could not open): then the member, signed in with a recovery code, sets it up again.
   */
  async beginSetup(user: Pick<User, 'id' | 'email'>): Promise<TwoFactorSetup> {
    const existing = await this.secrets.findOneBy({ userId: user.id });
    if (existing?.enabledAt && openSecret(existing.secretSealed) !== null) throw new ConflictException(TWO_FACTOR_TEXTS.alreadyOn);
    const secret = this.totp.newSecret();
    await this.secrets.save(Object.assign(existing ?? new TwoFactorSecret(), { userId: user.id, secretSealed: sealSecret(secret), enabledAt: null, lastUsedStep: null }));
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
    const row = await this.secrets.findOneBy({ userId });
    if (!row) throw new BadRequestException(TWO_FACTOR_TEXTS.setupFirst);
    if (row.enabledAt) throw new ConflictException(TWO_FACTOR_TEXTS.alreadyOn);
    const secret = openSecret(row.secretSealed);
    const step = secret ? await this.totp.check(secret, normalizeCode(code), null) : null;
    if (step === null) return null;
    const codes = newRecoveryCodes();
    const turnedOn = await this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(TwoFactorSecret, { userId, enabledAt: IsNull() }, { enabledAt: this.clock.now(), lastUsedStep: step });
      if (claimed.affected !== 1) return false;
      await this.replaceRecoveryCodes(manager.getRepository(RecoveryCode), userId, codes);
      await moveCredentialsVersion(manager, userId);
      return true;
    });
    if (!turnedOn) throw new ConflictException(TWO_FACTOR_TEXTS.alreadyOn);
    this.users.tokensRevoked(userId);
    return codes;
  }

  /** True once for each good code: a TOTP code of a step not used before, or an unused recovery code. */
  async useCode(userId: number, code: string): Promise<boolean> {
    const row = await this.secrets.findOneBy({ userId });
    if (!row?.enabledAt) return false;
    const typed = normalizeCode(code);
    if (/^\d+$/.test(typed)) {
      const secret = openSecret(row.secretSealed);
      const step = secret ? await this.totp.check(secret, typed, row.lastUsedStep) : null;
      if (step === null) return false;
      // Conditional: of two requests racing with one code, only the first moves the step on.
      const moved = await this.secrets
        .createQueryBuilder()
        .update()
        .set({ lastUsedStep: step })
        .where('user_id = :userId AND (last_used_step IS NULL OR last_used_step < :step)', { userId, step })
        .execute();
      return moved.affected === 1;
    }
    const used = await this.recoveryCodes.update({ userId, codeHash: hashRecoveryCode(typed), usedAt: IsNull() }, { usedAt: this.clock.now() });
    return used.affected === 1;
  }

  /**
   * Off, with the secret and the recovery codes; a change of credentials like any other, so every session and
   * emailed link of the account ends (the caller hands this session a fresh token). False when it was not on.
   */
  async turnOff(userId: number): Promise<boolean> {
    const removed = await this.dataSource.transaction((manager) => removeTwoFactor(manager, userId));
    if (removed) this.users.tokensRevoked(userId);
    return removed;
  }

  /**
   * Inside the caller's transaction, whether it was on or pending (false when there was none on): a Google sign-in
   * taking over an unconfirmed account removes whatever two-factor the earlier holder set up.
   */
  async removeAllInside(manager: EntityManager, userId: number): Promise<boolean> {
    const on = await removeTwoFactor(manager, userId);
    await manager.delete(TwoFactorSecret, { userId });
    return on;
  }

  /** New codes replace the old ones; like turning it off, every other session and emailed link ends. */
  async regenerateRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      await this.replaceRecoveryCodes(manager.getRepository(RecoveryCode), userId, codes);
      await moveCredentialsVersion(manager, userId);
    });
    this.users.tokensRevoked(userId);
    return codes;
  }

  private async replaceRecoveryCodes(repository: Repository<RecoveryCode>, userId: number, codes: string[]): Promise<void> {
    await repository.delete({ userId });
    await repository.insert(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), usedAt: null })));
  }
}
