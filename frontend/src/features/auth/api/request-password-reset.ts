import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: { email } });
}
