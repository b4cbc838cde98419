import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/**
 * POST /auth/confirmation/resend (signed out): a new link for an unconfirmed account at that address, the older one
 * withdrawn; the same 200 answer for any address, 429 once the address or this client asked too often.
 */
export function resendConfirmationTo(email: string) {
  const body: ApiSchema<'ResendConfirmationDto'> = { email };
  return apiRequest('/auth/confirmation/resend', { method: 'POST', body });
}
