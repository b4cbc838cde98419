import { apiRequest } from '../../../lib/api-client';

/** Public: the signed token from the mail names the member and the kind. */
export function unsubscribe(token: string) {
  return apiRequest<{ kind?: string }>('/notifications/unsubscribe', { method: 'POST', body: { token } });
}
