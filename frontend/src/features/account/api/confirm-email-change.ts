import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** Works signed in or out: the token from the mailed link is the proof. */
export function confirmEmailChange(token: string) {
  const body: ApiSchema<'LinkTokenDto'> = { token };
  return apiRequest<Partial<ApiSchema<'SessionRenewedDto'>>>('/account/email/confirm', { method: 'POST', body });
}
