import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull, MoreThan } from 'typeorm';
import { PasswordResetToken } from './entities/password-reset-token.entity';

/** The mailed reset links (only a hash of each token is stored); every method runs in the caller's transaction. */
@Injectable()
export class PasswordResetTokensRepository {
  async add(link: Omit<PasswordResetToken, 'id' | 'createdAt' | 'user'>, manager: EntityManager): Promise<void> {
    await manager.save(Object.assign(new PasswordResetToken(), link));
  }

  /** Single use: marks the link used if it is unused and unexpired; null when it was not (the answer of a dead link). */
  async claim(tokenHash: string, now: Date, manager: EntityManager): Promise<PasswordResetToken | null> {
    const claimed = await manager.update(PasswordResetToken, { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
    if (!claimed.affected) return null;
    return manager.findOneByOrFail(PasswordResetToken, { tokenHash });
  }

  /** Marks every unused link of the account as used. */
  async withdrawAll(userId: number, at: Date, manager: EntityManager): Promise<void> {
    await manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: at });
  }
}
