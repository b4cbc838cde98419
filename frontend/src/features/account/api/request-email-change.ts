import { apiRequest } from '../../../lib/api-client';

export function requestEmailChange(newEmail: string) {
  return apiRequest('/account/email', { method: 'POST', body: { newEmail } });
}
