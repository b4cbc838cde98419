import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | null;
  /** The From header as sent (display name and address). */
  fromHeader: string;
  messageId: string | null;
  /** The Content-Language header (a mail not in English). */
  contentLanguage: string | null;
  text: string;
  /** The HTML part, when there is one (a mail in a right-to-left language). */
  html: string | null;
  raw: string;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Header fields and their values (continuation lines joined), names lower-cased. */
function readHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** RFC 2047 encoded words (a subject in Arabic): nodemailer writes non-ASCII header values so. */
function decodeWords(value: string): string {
  return value.replace(/(\?=)\s+(=\?)/g, '$1$2').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * Nodemailer sends our English mails as one text part, and a mail in a right-to-left language as
 * multipart/alternative (the same text, and HTML with `dir="rtl"`); this reads both shapes.
 */
export function parseMail(raw: string, to: string[], from: string): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = readHeaders(raw.slice(0, split));
  let body = raw.slice(split + 4);
  let bodyHeaders = headers;
  let html: string | null = null;
  const boundary = /^multipart\/alternative;.*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const partSplit = part.indexOf('\r\n\r\n');
      const partHeaders = readHeaders(part.slice(0, partSplit).replace(/^\r\n/, ''));
      const partBody = part.slice(partSplit + 4).replace(/\r\n$/, '');
      if ((partHeaders['content-type'] ?? '').startsWith('text/html')) html = decodeBody(partHeaders, partBody).replace(/\r\n/g, '\n');
      else if ((partHeaders['content-type'] ?? '').startsWith('text/plain')) {
        body = partBody;
        bodyHeaders = partHeaders;
      }
    }
  }
  return {
    from,
    to,
    subject: decodeWords(headers['subject'] ?? ''),
    replyTo: headers['reply-to'] ?? null,
    fromHeader: headers['from'] ?? '',
    messageId: headers['message-id'] ?? null,
    contentLanguage: headers['content-language'] ?? null,
    text: decodeBody(bodyHeaders, body).replace(/\r\n/g, '\n'),
    html,
    raw,
  };
}

/**
 * A real SMTP server on a free local port that keeps every mail it is given. stop() and start() again on the same
 * port play a mail server that is down for a while; the mails caught before and after stay in `mails`.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private waiters: Array<() => void> = [];
  private held: Array<() => void> | null = null;
  private server: SMTPServer | null = null;
  port = 0;

  /** Listens on a free port, or (after stop()) on the port it had, so the app's SMTP_URL reaches it again. */
  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.mails.push(parseMail(Buffer.concat(chunks).toString('latin1'), to, from));
          this.waiters.splice(0).forEach((wake) => wake());
          if (this.held) this.held.push(() => callback());
          else callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first mail to this address matching the test, waiting up to timeoutMs for it. */
  async waitFor(to: string, test: (mail: CaughtMail) => boolean = () => true, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((mail) => mail.to.includes(to.toLowerCase()) && test(mail));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms (caught: ${this.mails.map((m) => `${m.to} "${m.subject}"`).join('; ')})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /**
   * From now on the server keeps each mail it is given but holds back its "250 accepted" until the returned release()
   * is called: the moment between the mail server taking a mail and its sender learning so (and recording it).
   */
  holdReplies(): () => void {
    this.held = [];
    return () => {
      const waiting = this.held ?? [];
      this.held = null;
      waiting.forEach((reply) => reply());
    };
  }

  mailsTo(to: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.includes(to.toLowerCase()));
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return server ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
  }
}
