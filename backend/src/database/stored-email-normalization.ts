import { Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { normalizeEmailAddress } from '@community/vocabulary';
import { emailSkeleton } from '../modules/users/email-skeleton';
import { isDuplicateKey } from '../common/database/duplicate-key';

export interface EmailNormalization {
  /** Rows whose address lost an invisible character or a trailing dot. */
  normalized: number;
  /** Rows whose normalized address another account already has: kept as they were (ids only, never addresses). */
  collisions: number[];
}

/**
 * Stored addresses in the spelling every door now uses (vocabulary's normalizeEmailAddress, issue #23): an address
 * written before with an invisible character or a trailing dot is rewritten, and its skeleton recomputed, so it
 * meets the sign-in, reset and look-alike lookups. Only rows with a non-ASCII character or a trailing dot can
 * change; they are found without reading the rest (byte length against character length).
 *
 * A row whose normalized address belongs to another account is a look-alike of it: both rows are kept, the
 * look-alike's address is left as it was (its skeleton now matches the real one's), and its id is reported in the
 * log for an admin to look at; no address is logged. Used by the NormalizeEmailAddresses migration on
 * MySQL/MariaDB and at every start on SQLite (an empty read once every row is clean).
 */
export async function normalizeStoredEmails(manager: EntityManager, dialect: 'mysql' | 'sqlite'): Promise<EmailNormalization> {
  const notAscii = dialect === 'mysql' ? 'LENGTH(email) <> CHAR_LENGTH(email)' : 'length(CAST(email AS BLOB)) <> length(email)';
  const rows: Array<{ id: number | string; email: string; email_skeleton: string | null }> = await manager.query(
    `SELECT id, email, email_skeleton FROM users WHERE ${notAscii} OR email LIKE '%.' ORDER BY id`,
  );
  const result: EmailNormalization = { normalized: 0, collisions: [] };
  for (const row of rows) {
    const email = normalizeEmailAddress(row.email);
    const skeleton = emailSkeleton(email);
    if (email === row.email) {
      if (skeleton !== row.email_skeleton) await manager.query('UPDATE users SET email_skeleton = ? WHERE id = ?', [skeleton, row.id]);
      continue;
    }
    // MySQL's collation may already call the two equal; the unique index is the judge either way.
    const [other] = await manager.query('SELECT id FROM users WHERE email = ? AND id <> ? LIMIT 1', [email, row.id]);
    try {
      if (other) throw Object.assign(new Error('taken'), { code: 'ER_DUP_ENTRY' });
      await manager.query('UPDATE users SET email = ?, email_skeleton = ? WHERE id = ?', [email, skeleton, row.id]);
      result.normalized += 1;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await manager.query('UPDATE users SET email_skeleton = ? WHERE id = ?', [skeleton, row.id]);
      result.collisions.push(Number(row.id));
    }
  }
  if (result.normalized || result.collisions.length) {
    new Logger('EmailAddresses').warn(
      `${result.normalized} stored addresses lost an invisible character or a trailing dot; ` +
        `${result.collisions.length} are look-alikes of another account and were kept as they were${result.collisions.length ? ` (user ids ${result.collisions.join(', ')})` : ''}`,
    );
  }
  return result;
}
