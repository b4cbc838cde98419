import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DEFAULT_LANGUAGE } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { MailOutboxRepository, QueuedMail } from './mail-outbox.repository';
import { MailOutboxWorker } from './mail-outbox.worker';
import { wholeSecond } from './mail-retry-schedule';
import { MailMessage } from './mail-transport';
import { newMessageId } from './message-id';
import { RecipientLanguages, inLanguage } from './catalog-mail';

export type { MailMessage } from './mail-transport';
export { catalogMail, inLanguage } from './catalog-mail';
export type { RecipientLanguages } from './catalog-mail';

/**
 * How the product sends email: a mail is a row in the outbox, written with the change that causes it; the outbox
 * worker delivers it (retries, backoff, several instances) once that change has committed. No request waits for
 * the mail server, and a mail server outage loses no mail.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private recipientLanguages: RecipientLanguages | null = null;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly worker: MailOutboxWorker,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'appUrl' | 'mail'>,
  ) {}

  /** The users module tells the outbox each address's account language (catalog-mail.ts). */
  useRecipientLanguages(languages: RecipientLanguages): void {
    this.recipientLanguages = languages;
  }

  /** Queues the mail in `manager`'s transaction: it is sent only if that transaction commits, and then at once. */
  async enqueue(manager: EntityManager, message: MailMessage): Promise<void> {
    await this.outbox.queue(this.row(await this.inRecipientLanguage(message, manager)), manager);
    this.worker.queued(manager);
  }

  /**
   * Queues the mail on its own, for a change that is not a transaction (or already committed). Answers false, and
   * logs, when even the outbox could not take it; it never throws, so a caller's answer does not depend on mail.
   */
  async send(message: MailMessage): Promise<boolean> {
    try {
      await this.outbox.queue(this.row(await this.inRecipientLanguage(message)));
      this.worker.wake();
      return true;
    } catch (error) {
      this.logger.error(`could not queue a mail: ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * A mail whose language is not fixed yet goes in the saved language of the account its address belongs to (read in
   * the change's transaction, so an account made in it counts), else English (docs/languages.md).
   */
  private async inRecipientLanguage(message: MailMessage, manager?: EntityManager): Promise<MailMessage> {
    if (message.language || !message.catalog) return message;
    const language = (await this.recipientLanguages?.languageOf(message.to, manager)) ?? DEFAULT_LANGUAGE;
    return inLanguage(message, language);
  }

  private row(message: MailMessage): QueuedMail {
    const headers = { ...message.headers, ...(message.language && message.language !== DEFAULT_LANGUAGE ? { 'Content-Language': message.language } : {}) };
    return {
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      replyTo: message.replyTo ?? null,
      messageId: newMessageId(this.config.mail.from, this.config.appUrl),
      headers: Object.keys(headers).length ? headers : null,
      status: 'pending',
      attempts: 0,
      queuedAt: wholeSecond(this.clock.now()),
      nextAttemptAt: null,
    };
  }
}
