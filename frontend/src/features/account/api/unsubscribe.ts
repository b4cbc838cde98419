import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** Public: the signed token from the mail names the member and the kind. */
export function unsubscribe(token: string) {
  const body: ApiSchema<'UnsubscribeRequestDto'> = { token };
  return apiRequest<Partial<ApiSchema<'UnsubscribedDto'>>>('/notifications/unsubscribe', { method: 'POST', body });
}
