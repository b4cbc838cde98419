import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { MailOutboxRepository, QueuedMail } from './mail-outbox.repository';
import { MailOutboxWorker } from './mail-outbox.worker';
import { wholeSecond } from './mail-retry-schedule';
import { MailMessage } from './mail-transport';
import { newMessageId } from './message-id';

export type { MailMessage } from './mail-transport';

/**
 * How the product sends email: a mail is a row in the outbox, written with the change that causes it; the outbox
 * worker delivers it (retries, backoff, several instances) once that change has committed. No request waits for
 * the mail server, and a mail server outage loses no mail.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly worker: MailOutboxWorker,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'appUrl' | 'mail'>,
  ) {}

  /** Queues the mail in `manager`'s transaction: it is sent only if that transaction commits, and then at once. */
  async enqueue(manager: EntityManager, message: MailMessage): Promise<void> {
    await this.outbox.queue(this.row(message), manager);
    this.worker.queued(manager);
  }

  /**
   * Queues the mail on its own, for a change that is not a transaction (or already committed). Answers false, and
   * logs, when even the outbox could not take it; it never throws, so a caller's answer does not depend on mail.
   */
  async send(message: MailMessage): Promise<boolean> {
    try {
      await this.outbox.queue(this.row(message));
      this.worker.wake();
      return true;
    } catch (error) {
      this.logger.error(`could not queue a mail: ${(error as Error).message}`);
      return false;
    }
  }

  private row(message: MailMessage): QueuedMail {
    return {
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      replyTo: message.replyTo ?? null,
      messageId: newMessageId(this.config.mail.from, this.config.appUrl),
      headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
      status: 'pending',
      attempts: 0,
      queuedAt: wholeSecond(this.clock.now()),
      nextAttemptAt: null,
    };
  }
}
