import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function resetPassword(token: string, newPassword: string) {
  const body: ApiSchema<'ResetPasswordDto'> = { token, newPassword };
  return apiRequest('/auth/reset-password', { method: 'POST', body });
}
