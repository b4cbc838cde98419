import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EntityManager, QueryRunner } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { repeatEvery } from '../../common/clock/repeat-every';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailTransport } from './mail-transport';
import { afterFailure, wholeSecond } from './mail-retry-schedule';
import { MailClaim, MailOutboxRepository } from './mail-outbox.repository';
import { newMessageId } from './message-id';

/** Longer than the transport's worst wait (30 s connect + 30 s greeting + 60 s idle), so a live worker keeps its claim. */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** Sent mails are kept (envelope only) this long for the record, then deleted. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;
/** Marks a transaction that queued a mail: the worker is woken when it commits. */
const MAIL_QUEUED = 'mailQueued';

export interface DeliveryCounts {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Delivers the outbox. Every instance runs one: woken when a transaction that queued a mail commits (so mail
 * leaves within milliseconds and no request waits for the mail server), and every MAIL_WORKER_POLL_SECONDS for
 * retries and for mails queued by other instances. A failed attempt is retried on the backoff schedule
 * (mail-retry-schedule.ts), read from the Clock so tests move time instead of waiting.
 */
@Injectable()
export class MailOutboxWorker implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private pass: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private stopTimer: (() => void) | null = null;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.onTransactionEnd((runner, committed) => this.transactionEnded(runner, committed));
  }

  onApplicationBootstrap(): void {
    this.stopTimer = repeatEvery(this.config.mail.workerPollSeconds * 1000, () => this.tick(), this.logger);
    // Mails queued while no instance ran (or claimed by one that stopped) go out now.
    this.wake();
  }

  onApplicationShutdown(): void {
    // A send in flight is not awaited: if this instance stops before recording it, its lease ends and any instance sends it.
    this.stopped = true;
    this.stopTimer?.();
  }

  /** After `manager` inserted a mail: wake now, or when its transaction commits. */
  queued(manager: EntityManager): void {
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) runner.data = { ...runner.data, [MAIL_QUEUED]: true };
    else this.wake();
  }

  /** Starts a delivery pass, or asks the running one to look again when it ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.deliverUntilIdle()
      .catch((error: Error) => this.logger.error(`delivery pass failed: ${error.message}`))
      .finally(() => (this.pass = null));
  }

  /** For tests: resolves when no delivery pass runs (each mail queued before the call has had its attempt). */
  async settled(): Promise<void> {
    while (this.pass) await this.pass;
  }

  /** One pass over every due mail; answers what became of them. */
  async runOnce(): Promise<DeliveryCounts> {
    const counts: DeliveryCounts = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const claimed = await this.outbox.claimDue(this.clock.now(), MAIL_CLAIM_LEASE_MS, BATCH);
      if (claimed.length === 0) return counts;
      for (const mail of claimed) counts[await this.deliver(mail)] += 1;
      if (this.stopped) return counts;
    }
  }

  private async deliverUntilIdle(): Promise<void> {
    do {
      this.again = false;
      await this.runOnce();
    } while (this.again && !this.stopped);
  }

  private async tick(): Promise<void> {
    this.wake();
    const before = wholeSecond(new Date(this.clock.now().getTime() - KEEP_SENT_MS));
    await this.outbox.deleteSentBefore(before);
  }

  private transactionEnded(runner: QueryRunner, committed: boolean): void {
    // Nested transactions (savepoints) end first; the mail is visible to other connections only when the outer one commits.
    if (runner.isTransactionActive || !runner.data?.[MAIL_QUEUED]) return;
    delete runner.data[MAIL_QUEUED];
    if (committed) this.wake();
  }

  /** Only while the claim is still this worker's: a row whose lease ran out belongs to whoever claimed it since. */
  private async record(mine: MailClaim, change: Partial<OutboxMail>): Promise<void> {
    await this.outbox.recordIfMine(mine, change);
  }

  /** A row queued before Message-IDs existed (SQLite keeps it without one) gets its own before its first attempt here. */
  private async giveMessageId(mine: MailClaim): Promise<string> {
    const messageId = newMessageId(this.config.mail.from, this.config.appUrl);
    await this.record(mine, { messageId });
    return messageId;
  }

  private async deliver(mail: OutboxMail): Promise<keyof DeliveryCounts> {
    const mine = { id: mail.id, claimId: mail.claimId! };
    try {
      const messageId = mail.messageId ?? (await this.giveMessageId(mine));
      await this.transport.deliver({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
        replyTo: mail.replyTo,
        messageId,
        headers: mail.headers ?? undefined,
      });
    } catch (error) {
      const now = this.clock.now();
      const next = afterFailure(mail.attempts, mail.queuedAt, now);
      const lastError = ((error as Error).message || String(error)).slice(0, 500);
      // Neither the address nor the subject: they may say who wrote to whom.
      this.logger.warn(`mail ${mail.id}, attempt ${mail.attempts}: ${lastError}${'giveUp' in next ? '; marked failed' : ''}`);
      const released = { claimId: null, leaseUntil: null, lastError };
      await this.record(mine, 'giveUp' in next ? { ...released, status: 'failed', failedAt: wholeSecond(now) } : { ...released, nextAttemptAt: next.retryAt });
      return 'giveUp' in next ? 'failed' : 'retrying';
    }
    await this.record(mine, {
      status: 'sent',
      sentAt: wholeSecond(this.clock.now()),
      claimId: null,
      leaseUntil: null,
      lastError: null,
      body: '',
      headers: null,
    });
    return 'sent';
  }
}
