import { apiRequest } from '../../../lib/api-client';

export function changePassword(currentPassword: string, newPassword: string) {
  return apiRequest<{ AuthToken?: string }>('/account/password', { method: 'PUT', body: { currentPassword, newPassword } });
}
