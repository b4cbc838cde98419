import { EntityManager } from 'typeorm';
import { emailSkeleton } from '../modules/users/email-skeleton';

const BATCH = 1000;

/**
 * Fills users.email_skeleton for rows written before it existed (or inserted around TypeORM), with the same
 * function registration uses. Used by the ProvenEmail migration on MySQL/MariaDB and at every start on SQLite
 * (whose schema is synchronised from the entities): once every row has one, it is a single empty read.
 */
export async function backfillEmailSkeletons(manager: EntityManager): Promise<number> {
  let done = 0;
  for (;;) {
    const rows: Array<{ id: number | string; email: string }> = await manager.query(
      'SELECT id, email FROM users WHERE email_skeleton IS NULL ORDER BY id LIMIT ?',
      [BATCH],
    );
    if (rows.length === 0) return done;
    for (const row of rows) {
      await manager.query('UPDATE users SET email_skeleton = ? WHERE id = ?', [emailSkeleton(row.email), row.id]);
    }
    done += rows.length;
  }
}
