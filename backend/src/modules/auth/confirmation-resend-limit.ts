import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { FailureCounter } from '../../common/rate-limit/failure-counter';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { normalizeEmail } from '../users/users.service';

/** New confirmation links a signed-out visitor may ask for, per email address, in one window. */
export const CONFIRMATION_RESENDS_PER_ADDRESS = 3;
export const CONFIRMATION_RESEND_WINDOW_MS = 15 * 60 * 1000;

/**
 * The public "Send it again" (POST /auth/confirmation/resend) mails an inbox on a stranger's say-so, so each address
 * takes at most CONFIRMATION_RESENDS_PER_ADDRESS requests a window, counted for every address alike, with an
 * account or not: the 429 tells nothing about the address (docs/security.md, "Send it again"). Each request takes
 * its place by the counter's one atomic step before anything is looked up or mailed (in memory, or one Redis
 * script shared by every instance), so a burst sent together gets exactly that many through, and a place is never
 * given back: a request is counted whether or not it led to a mail. Per client address the auth routes' request
 * limit (RATE_LIMIT_AUTH) applies too.
 */
@Injectable()
export class ConfirmationResendLimit {
  constructor(private readonly counter: FailureCounter) {}

  async take(email: string): Promise<void> {
    const place = await this.counter.reserve(addressKey(email), CONFIRMATION_RESENDS_PER_ADDRESS, CONFIRMATION_RESEND_WINDOW_MS);
    if (!place.granted) throw new TooManyRequestsException(Math.max(1, Math.ceil(place.msLeft / 1000)));
  }
}

/** Hashed, so the counter store (Redis) holds no email addresses. */
const addressKey = (email: string) => `confirmation-resend:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
