import { RESPONSIVENESS_LIMITS } from '@community/vocabulary';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The median time to a first answer, in whole days rounded up (at least 1: an answer within the day is "within 1
 * day"), of the given answered requests; null below RESPONSIVENESS_LIMITS.repliesMinimum. With an even count the
 * median is the mean of the two middle times.
 */
export function medianDaysUp(waitsMs: readonly number[]): number | null {
  if (waitsMs.length < RESPONSIVENESS_LIMITS.repliesMinimum) return null;
  const sorted = [...waitsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.max(1, Math.ceil(median / DAY_MS));
}
