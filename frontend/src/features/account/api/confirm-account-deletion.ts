import { apiRequest } from '../../../lib/api-client';

export function confirmAccountDeletion(token: string) {
  return apiRequest('/account/delete/confirm', { method: 'POST', body: { token } });
}
