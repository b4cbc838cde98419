import { takesRequests } from '@community/vocabulary';

/**
 * Helpers receive requests (mentors in the Professional Network, lawyers and doctors in Legal Assistance and the
 * Virtual Clinic: vocabulary's takesRequests), so they choose whether they take new ones and how many at a time. A
 * seeker of the legal or health industry is a client or patient, listed nowhere (issue #24).
 */
export function receivesRequests(subject: { role: string | null | undefined; industry: string | null | undefined }): boolean {
  return takesRequests(subject);
}
