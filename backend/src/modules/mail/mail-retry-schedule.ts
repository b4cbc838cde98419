/**
 * When a mail that could not be delivered is tried again: one minute after the first failure, doubling each time
 * up to one hour between attempts; once it has waited MAIL_GIVE_UP_AFTER_MS since it was queued, it is marked
 * failed and waits for an admin's Retry (docs/architecture.md, "Mail outbox").
 */
export const MAIL_FIRST_RETRY_MS = 60_000;
export const MAIL_LONGEST_RETRY_MS = 60 * 60_000;
export const MAIL_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export type AfterFailure = { retryAt: Date } | { giveUp: true };

/** The wait after the `attempts`-th failed attempt (1 → 1 min, 2 → 2 min, … 7 and later → 1 h). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^6 minutes is already past the hour; stop doubling before the number grows without bound.
  return Math.min(MAIL_FIRST_RETRY_MS * 2 ** Math.min(doublings, 10), MAIL_LONGEST_RETRY_MS);
}

export function afterFailure(attempts: number, queuedAt: Date, now: Date): AfterFailure {
  if (now.getTime() - queuedAt.getTime() >= MAIL_GIVE_UP_AFTER_MS) return { giveUp: true };
  return { retryAt: wholeSecond(new Date(now.getTime() + retryDelayMs(attempts))) };
}

/** MySQL's datetime keeps no fraction (it would round up); every time the outbox stores is a whole second. */
export function wholeSecond(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}
