import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  const body: ApiSchema<'ForgotPasswordDto'> = { email };
  return apiRequest('/auth/forgot-password', { method: 'POST', body });
}
