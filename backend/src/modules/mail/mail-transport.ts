import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as nodemailer from 'nodemailer';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { LANGUAGE_DIRECTIONS, isLanguage } from '@community/vocabulary';
import type { Language, MailKey } from '@community/vocabulary';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  /** The outbox row's Message-ID: the same on every attempt (message-id.ts). */
  messageId?: string | null;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification mails, Content-Language on a mail not in English). */
  headers?: Record<string, string>;
  /** The catalog entry the text was rendered from (catalog-mail.ts): the outbox renders it again in the recipient's language. */
  catalog?: { key: MailKey; params: unknown };
  /** The language the text is in, once chosen; left out, the outbox chooses it from the recipient's account. */
  language?: Language;
}

/**
 * Hands one mail to SMTP_URL, or (the embedded default, no SMTP_URL) writes it as JSON to the outbox folder and logs
 * its text, so reset links work on a newcomer's machine. Throws when the mail server did not take it; only the outbox
 * worker calls it, never a request.
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transport: nodemailer.Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl
      ? // Bounded waits: a mail server that accepts and then hangs costs the worker at most these, well inside the claim's lease.
        nodemailer.createTransport({
          url: config.mail.smtpUrl,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        } as nodemailer.TransportOptions)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  async deliver(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      replyTo: message.replyTo ?? undefined,
      messageId: message.messageId ?? undefined,
      headers: message.headers,
      html: mailHtml(message),
    });
    if (!this.config.mail.smtpUrl) await this.writeToOutboxFolder(message, info);
  }

  private async writeToOutboxFolder(message: MailMessage, info: { message?: unknown }): Promise<void> {
    await fs.mkdir(this.config.mail.outboxDir, { recursive: true });
    const file = path.join(this.config.mail.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
    await fs.writeFile(file, typeof info.message === 'string' ? info.message : JSON.stringify(message));
    this.logger.log(`mail to ${message.to} saved in ${file}: ${message.subject}\n${message.text}`);
  }
}

/**
 * A mail in a right-to-left language also goes as HTML, `<html lang dir>` set, so mail clients lay it out from the
 * right; the text part is the same words. English mails stay plain text, as they always were.
 */
export function mailHtml(message: Pick<MailMessage, 'text' | 'headers'>): string | undefined {
  const language = message.headers?.['Content-Language'];
  if (!language || !isLanguage(language) || LANGUAGE_DIRECTIONS[language] !== 'rtl') return undefined;
  const escaped = message.text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return (
    `<!DOCTYPE html>\n<html lang="${language}" dir="rtl"><head><meta charset="utf-8"></head>` +
    `<body dir="rtl" style="direction:rtl;text-align:right"><div dir="rtl" lang="${language}" style="white-space:pre-wrap;font-family:Tahoma,Arial,sans-serif">${escaped}</div></body></html>`
  );
}
