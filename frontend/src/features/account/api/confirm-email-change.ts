import { apiRequest } from '../../../lib/api-client';

/** Works signed in or out: the token from the mailed link is the proof. */
export function confirmEmailChange(token: string) {
  return apiRequest<{ AuthToken?: string }>('/account/email/confirm', { method: 'POST', body: { token } });
}
