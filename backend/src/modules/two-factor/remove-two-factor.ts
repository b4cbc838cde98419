import { EntityManager, IsNull, Not } from 'typeorm';
import { moveCredentialsVersion } from '../users/credentials-version.service';
import { TwoFactorSecret } from './entities/two-factor-secret.entity';
import { RecoveryCode } from './entities/recovery-code.entity';

/**
 * Turns two-factor off for the account inside the caller's transaction and ends every session and emailed link it
 * has (the credentials version moves on): the core of the member's own Turn off, an admin's reset in the panel,
 * `npm run reset-two-factor` on the server, and a Google sign-in taking over an unconfirmed account.
 * False, with nothing changed, when two-factor is not on (a set-up never confirmed asks nothing at sign-in, so it
 * is not on). The delete is conditional, so of two resets at once only one answers true.
 */
export async function removeTwoFactor(manager: EntityManager, userId: number): Promise<boolean> {
  const removed = await manager.delete(TwoFactorSecret, { userId, enabledAt: Not(IsNull()) });
  if (!removed.affected) return false;
  await manager.delete(RecoveryCode, { userId });
  await moveCredentialsVersion(manager, userId);
  return true;
}
