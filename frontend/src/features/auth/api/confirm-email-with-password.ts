import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/**
 * POST /auth/confirm-email/new-password: the link's holder sets a password instead of signing in, which takes the
 * account over (docs/security.md, "Confirmation link"). 200, 400 (the reset rule, or a dead link), 410 expired.
 */
export function confirmEmailWithPassword(token: string, newPassword: string) {
  const body: ApiSchema<'ConfirmEmailWithPasswordDto'> = { token, newPassword };
  return apiRequest('/auth/confirm-email/new-password', { method: 'POST', body });
}
