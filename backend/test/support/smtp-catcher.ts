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
  text: string;
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

/** Nodemailer sends our mails as one text part; this reads exactly that shape. */
export function parseMail(raw: string, to: string[], from: string): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    from,
    to,
    subject: headers['subject'] ?? '',
    replyTo: headers['reply-to'] ?? null,
    fromHeader: headers['from'] ?? '',
    messageId: headers['message-id'] ?? null,
    text: decodeBody(headers, raw.slice(split + 4)).replace(/\r\n/g, '\n'),
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
