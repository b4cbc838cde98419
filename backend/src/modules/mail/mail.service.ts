import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as nodemailer from 'nodemailer';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification mails). */
  headers?: Record<string, string>;
}

/**
 * Sends through SMTP_URL when set. Without it (the embedded default) each mail is written as JSON
 * to the outbox folder and its text logged, so reset links work on a newcomer's machine.
 * A failed send is logged and never undoes what the request stored.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: nodemailer.Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl
      ? nodemailer.createTransport(config.mail.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  async send(message: MailMessage): Promise<boolean> {
    try {
      const info = await this.transport.sendMail({
        from: this.config.mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        replyTo: message.replyTo ?? undefined,
        headers: message.headers,
      });
      if (!this.config.mail.smtpUrl) await this.writeToOutbox(message, info);
      return true;
    } catch (error) {
      this.logger.error(`could not send "${message.subject}": ${(error as Error).message}`);
      return false;
    }
  }

  private async writeToOutbox(message: MailMessage, info: { message?: unknown }): Promise<void> {
    await fs.mkdir(this.config.mail.outboxDir, { recursive: true });
    const file = path.join(this.config.mail.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
    await fs.writeFile(file, typeof info.message === 'string' ? info.message : JSON.stringify(message));
    this.logger.log(`mail to ${message.to} saved in ${file}: ${message.subject}\n${message.text}`);
  }
}
