import { Injectable } from '@nestjs/common';
import { DataSource, EntitySubscriberInterface, EntityManager, LessThan, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { oneWriterAtATime } from '../../common/database/one-writer';
import { OutboxMail } from './entities/outbox-mail.entity';
import { claimDueMails } from './outbox-claims';

/** What one worker's claim on a mail is: the row, and the claim id no other worker holds. */
export interface MailClaim {
  id: number;
  claimId: string;
}

export type QueuedMail = Pick<
  OutboxMail,
  'recipient' | 'subject' | 'body' | 'replyTo' | 'messageId' | 'headers' | 'status' | 'attempts' | 'queuedAt' | 'nextAttemptAt'
>;

/**
 * The outbox table. The worker's writes go one at a time on SQLite (oneWriterAtATime), as every background writer's
 * do; on MariaDB the claims lock with SKIP LOCKED (outbox-claims.ts) so instances never wait for each other.
 */
@Injectable()
export class MailOutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** In `manager`'s transaction when given (sent only if it commits), else on its own. */
  async queue(mail: QueuedMail, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).insert(OutboxMail, mail);
  }

  /** Claims up to `limit` due mails for one worker until the lease ends, counting one attempt each. */
  claimDue(at: Date, leaseMs: number, limit: number): Promise<OutboxMail[]> {
    return oneWriterAtATime(this.dataSource, () => claimDueMails(this.dataSource, at, leaseMs, limit));
  }

  /** Only while the claim is still this worker's: a row whose lease ran out belongs to whoever claimed it since. */
  async recordIfMine(mine: MailClaim, change: Partial<OutboxMail>): Promise<void> {
    await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(OutboxMail).update(mine, change as never));
  }

  async deleteSentBefore(before: Date): Promise<void> {
    await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(OutboxMail).delete({ status: 'sent', sentAt: LessThan(before) }));
  }

  /** The admin panel's list. */
  /** On `manager` when ReadReplicas hands one (a replica's), else the primary. */
  listQuery(manager?: EntityManager): SelectQueryBuilder<OutboxMail> {
    return (manager ?? this.dataSource.manager).getRepository(OutboxMail).createQueryBuilder('mail');
  }

  findById(id: number): Promise<OutboxMail | null> {
    return this.dataSource.getRepository(OutboxMail).findOneBy({ id });
  }

  /**
   * Back to pending, due now, as a conditional update on the status the admin saw: answers false when the row moved
   * meanwhile (a worker sent it).
   */
  async requeue(manager: EntityManager, id: number, seenStatus: OutboxMail['status'], at: Date): Promise<boolean> {
    const changed = await manager.update(OutboxMail, { id, status: seenStatus }, { status: 'pending', queuedAt: at, nextAttemptAt: null, failedAt: null });
    return !!changed.affected;
  }

  /**
   * Calls `ended(runner, committed)` when any transaction of the running DataSource ends (TypeORM builds subscribers
   * from classes, without Nest's injection, so this one is pushed onto the live DataSource).
   */
  onTransactionEnd(ended: (runner: QueryRunner, committed: boolean) => void): void {
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: ({ queryRunner }) => ended(queryRunner, true),
      afterTransactionRollback: ({ queryRunner }) => ended(queryRunner, false),
    };
    this.dataSource.subscribers.push(subscriber);
  }
}
