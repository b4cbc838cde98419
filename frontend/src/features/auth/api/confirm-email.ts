import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/**
 * POST /auth/confirm-email with the session: 200 confirmed, 400 unknown/used/replaced link, 403 another account's link,
 * 410 expired. Only the session of the account the link was mailed for confirms it.
 */
export function confirmEmail(token: string) {
  const body: ApiSchema<'ConfirmEmailDto'> = { token };
  return apiRequest('/auth/confirm-email', { method: 'POST', body });
}
