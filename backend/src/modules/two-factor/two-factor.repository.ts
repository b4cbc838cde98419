import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { TwoFactorSecret } from './entities/two-factor-secret.entity';
import { RecoveryCode } from './entities/recovery-code.entity';

/**
 * The two-factor tables: one secret per account (pending until a first code confirms it) and its recovery codes
 * (hashes only). Methods that must commit with other writes take the transaction's `manager`.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(
    @InjectRepository(TwoFactorSecret) private readonly secrets: Repository<TwoFactorSecret>,
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
  ) {}

  secretOf(userId: number): Promise<TwoFactorSecret | null> {
    return this.secrets.findOneBy({ userId });
  }

  saveSecret(secret: TwoFactorSecret): Promise<TwoFactorSecret> {
    return this.secrets.save(secret);
  }

  unusedCodesOf(userId: number): Promise<number> {
    return this.recoveryCodes.countBy({ userId, usedAt: IsNull() });
  }

  /** Conditional on the secret still pending: of two confirmations racing, one turns it on. */
  async turnOn(userId: number, at: Date, step: number, manager: EntityManager): Promise<boolean> {
    const claimed = await manager.getRepository(TwoFactorSecret).update({ userId, enabledAt: IsNull() }, { enabledAt: at, lastUsedStep: step });
    return claimed.affected === 1;
  }

  /** Conditional: of two requests racing with one code, only the first moves the step on. */
  async useStep(userId: number, step: number): Promise<boolean> {
    const moved = await this.secrets
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: step })
      .where('user_id = :userId AND (last_used_step IS NULL OR last_used_step < :step)', { userId, step })
      .execute();
    return moved.affected === 1;
  }

  /** Conditional on the code being unused: each works once, even for two requests at once. */
  async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
    return (await this.recoveryCodes.update({ userId, codeHash, usedAt: IsNull() }, { usedAt: at })).affected === 1;
  }

  async replaceRecoveryCodes(userId: number, codeHashes: string[], manager: EntityManager): Promise<void> {
    const codes = manager.getRepository(RecoveryCode);
    await codes.delete({ userId });
    await codes.insert(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })));
  }

  /**
   * The secret, if two-factor is on (a set-up never confirmed asks nothing at sign-in, so it is not on), and the
   * recovery codes. The delete is conditional, so of two removals at once only one answers true.
   */
  async removeIfOn(userId: number, manager: EntityManager): Promise<boolean> {
    const removed = await manager.delete(TwoFactorSecret, { userId, enabledAt: Not(IsNull()) });
    if (!removed.affected) return false;
    await manager.delete(RecoveryCode, { userId });
    return true;
  }

  /** A pending secret too (what is left after removeIfOn). */
  async removeSecret(userId: number, manager: EntityManager): Promise<void> {
    await manager.delete(TwoFactorSecret, { userId });
  }
}
