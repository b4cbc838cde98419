const HOUR_MS = 60 * 60 * 1000;

export interface ResponseStats {
  /** Percent (whole) of the window's requests first answered within `withinDays` of being sent; null: no request. */
  requestsAnsweredWithin7Days: number | null;
  /** Median hours (one decimal) from a request to its first answer, over the window's answered requests; null: none answered. */
  medianFirstReplyHours: number | null;
}

/**
 * The admin dashboard's response figures over the requests sent in the window (GET /admin/stats): each request is
 * its sent time and its first answer's (reply, accept or question; null while unanswered). A request sent less than
 * `withinDays` ago and not yet answered counts as not answered within them (yet).
 */
export function responseStats(requests: ReadonlyArray<{ createdAt: Date; answeredAt: Date | null }>, withinDays: number): ResponseStats {
  if (requests.length === 0) return { requestsAnsweredWithin7Days: null, medianFirstReplyHours: null };
  const waits = requests
    .filter((request) => request.answeredAt !== null)
    .map((request) => (request.answeredAt as Date).getTime() - request.createdAt.getTime())
    .sort((a, b) => a - b);
  const within = waits.filter((wait) => wait <= withinDays * 24 * HOUR_MS).length;
  let median: number | null = null;
  if (waits.length) {
    const middle = Math.floor(waits.length / 2);
    const ms = waits.length % 2 === 1 ? waits[middle] : (waits[middle - 1] + waits[middle]) / 2;
    median = Math.round((ms / HOUR_MS) * 10) / 10;
  }
  return { requestsAnsweredWithin7Days: Math.round((within / requests.length) * 100), medianFirstReplyHours: median };
}
