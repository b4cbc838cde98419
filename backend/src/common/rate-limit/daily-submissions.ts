/** The window of the ads' and the job postings' daily submission limits (AD_DAILY_SUBMISSIONS, JOB_DAILY_SUBMISSIONS). */
const WINDOW_MS = 24 * 60 * 60 * 1000;

/** A row counted against the limit: one that entered review (submitted_at) in the window. */
export interface Submitted {
  id: number;
  submittedAt: Date | null;
}

/** Where the window that ends `now` starts: rows submitted since then count. */
export function submissionWindowStart(now: Date): Date {
  return new Date(now.getTime() - WINDOW_MS);
}

/**
 * The one rule both limits share: the account's rows in the window other than the one being edited (`exceptId`; it
 * counts once however often it is edited, as the review queue holds it once) must stay below `limit`. Answers the
 * Retry-After seconds when they do not, null when one more may enter review. `recent` is oldest first: a place frees
 * when enough of the oldest leave the window for the count to drop below the limit.
 */
export function secondsUntilSubmissionAllowed(recent: readonly Submitted[], limit: number, now: Date, exceptId?: number): number | null {
  const others = recent.filter((row) => row.id !== exceptId);
  if (others.length < limit) return null;
  const freedBy = others[others.length - limit].submittedAt!;
  return Math.max(1, Math.ceil((new Date(freedBy).getTime() + WINDOW_MS - now.getTime()) / 1000));
}
