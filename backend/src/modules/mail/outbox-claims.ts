import { randomUUID } from 'node:crypto';
import { DataSource, SelectQueryBuilder, UpdateQueryBuilder } from 'typeorm';
import { OutboxMail } from './entities/outbox-mail.entity';
import { wholeSecond } from './mail-retry-schedule';

/** Due: pending, its retry time reached (or never failed), and no live claim on it. */
function whereDue<T extends SelectQueryBuilder<OutboxMail> | UpdateQueryBuilder<OutboxMail>>(qb: T, prefix: string, now: Date): T {
  return qb
    .where(`${prefix}status = :pending`, { pending: 'pending' })
    .andWhere(`(${prefix}next_attempt_at IS NULL OR ${prefix}next_attempt_at <= :now)`, { now })
    .andWhere(`(${prefix}lease_until IS NULL OR ${prefix}lease_until <= :now)`, { now }) as T;
}

/**
 * Claims up to `limit` due mails for one worker until `leaseUntil` and answers them. On MySQL/MariaDB the due rows
 * are locked with SELECT ... FOR UPDATE SKIP LOCKED, so workers of several instances claim disjoint rows without
 * waiting for each other; on SQLite one UPDATE claims them (the file is written by one statement at a time).
 * Each claim counts one attempt, so a mail whose sender dies mid-send still moves through the backoff schedule.
 */
export async function claimDueMails(dataSource: DataSource, at: Date, leaseMs: number, limit: number): Promise<OutboxMail[]> {
  const now = wholeSecond(at);
  const claimId = randomUUID();
  const claim = { claimId, leaseUntil: wholeSecond(new Date(at.getTime() + leaseMs)), lastAttemptAt: now, attempts: () => 'attempts + 1' };
  if (dataSource.options.type === 'better-sqlite3') {
    const due = whereDue(dataSource.createQueryBuilder(OutboxMail, 'mail').select('mail.id'), 'mail.', now).orderBy('mail.id').limit(limit);
    await whereDue(dataSource.createQueryBuilder().update(OutboxMail).set(claim), '', now)
      .andWhere(`id IN (${due.getQuery()})`)
      .setParameters(due.getParameters())
      .execute();
  } else {
    // READ COMMITTED: the locking read then takes no gap locks, which would make a request's INSERT of a new mail
    // wait for (or deadlock with) a claim in flight; it locks only the rows it returns.
    const claimed = await dataSource.transaction('READ COMMITTED', async (manager) => {
      // In the order of the (status, next_attempt_at) index, so the scan stops after `limit` rows instead of locking
      // every due row for a sort: new mails (NULL) first, then retries by due time.
      const rows: Array<{ id: number }> = await whereDue(manager.createQueryBuilder(OutboxMail, 'mail').select('mail.id', 'id'), 'mail.', now)
        .orderBy('mail.next_attempt_at')
        .addOrderBy('mail.id')
        .limit(limit)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getRawMany();
      if (rows.length === 0) return 0;
      await manager
        .createQueryBuilder()
        .update(OutboxMail)
        .set(claim)
        .whereInIds(rows.map((row) => Number(row.id)))
        .execute();
      return rows.length;
    });
    if (claimed === 0) return [];
  }
  return dataSource.getRepository(OutboxMail).find({ where: { claimId }, order: { id: 'ASC' } });
}
