import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * The account's credentials version (`users.token_version`) moves on. Every session token, sign-in challenge and
 * emailed link (email change, deletion, data export, unsubscribe, password reset) carries the version it was issued
 * at and is refused once it differs, so this one write ends them all (docs/security.md, "Emailed links"). The
 * email-confirmation link is a hash on the row and cannot carry it, so it is withdrawn in the same write.
 *
 * With `expected`, only while the version is still that one: of two changes racing from one link or one form, one
 * wins (true) and the other changes nothing (false).
 *
 * The column is `update: false` on the entity, so no `save()` of an account read earlier can write an old version
 * back (a profile edit racing a password change would otherwise revive the sessions the change ended). That makes
 * this the one writer, and TypeORM's update builder honours `update: false` too, hence the SQL; the structured
 * result gives the affected rows the same way on MariaDB and SQLite. Call it inside a transaction (it needs the
 * transaction's query runner), and forget the cached auth state once that has committed.
 */
@Injectable()
export class CredentialsVersion {
  /** Inside the caller's transaction; true when the version moved (with `expected`: only from that one). */
  moveOn(manager: EntityManager, userId: number, expected?: number): Promise<boolean> {
    return moveCredentialsVersion(manager, userId, expected);
  }
}

/** The same write for what runs without Nest (ensure-admin, the CLI, test fixtures); services inject CredentialsVersion. */
export async function moveCredentialsVersion(manager: EntityManager, userId: number, expected?: number): Promise<boolean> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('moveCredentialsVersion runs inside a transaction');
  const sql =
    'UPDATE users SET token_version = token_version + 1, email_confirmation_hash = NULL, email_confirmation_expires_at = NULL WHERE id = ?' +
    (expected === undefined ? '' : ' AND token_version = ?');
  const result = await runner.query(sql, expected === undefined ? [userId] : [userId, expected], true);
  return result.affected === 1;
}
