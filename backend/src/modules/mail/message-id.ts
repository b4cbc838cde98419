import { randomUUID } from 'node:crypto';

/**
 * A new Message-ID (RFC 5322 msg-id): 128 random bits at the domain of the From address (MAIL_FROM), or of
 * APP_URL when that has none. Made once per mail when it is queued and kept on its outbox row, so every attempt,
 * including one after an outcome that was lost (the mail server took it, the record did not land), sends the
 * same message: the receiving system can tell the copy for what it is.
 */
export function newMessageId(mailFrom: string, appUrl: string): string {
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = /@([A-Za-z0-9.-]+)$/.exec(address.trim())?.[1] ?? hostOf(appUrl);
  return `<${randomUUID().replace(/-/g, '')}@${domain.toLowerCase()}>`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
