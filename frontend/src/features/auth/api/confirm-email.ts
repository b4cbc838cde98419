import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** POST /auth/confirm-email: 200 confirmed, 400 unknown/used/replaced link, 410 expired. */
export function confirmEmail(token: string) {
  const body: ApiSchema<'ConfirmEmailDto'> = { token };
  return apiRequest('/auth/confirm-email', { method: 'POST', body });
}
