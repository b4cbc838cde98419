import { HEALTH_INDUSTRY, LEGAL_INDUSTRY } from '@community/vocabulary';

/**
 * Helpers (Professional Network), lawyers (the legal industry's directory) and doctors (the health industry's)
 * receive requests, so they choose whether they take new ones and how many at a time.
 */
export function receivesRequests(subject: { role: string | null | undefined; industry: string | null | undefined }): boolean {
  if (subject.role === 'helper') return true;
  return subject.role === 'seeker' && (subject.industry === LEGAL_INDUSTRY || subject.industry === HEALTH_INDUSTRY);
}
