import { apiRequest } from '../../../lib/api-client';

export function resetPassword(token: string, newPassword: string) {
  return apiRequest('/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}
