import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function confirmAccountDeletion(token: string) {
  const body: ApiSchema<'LinkTokenDto'> = { token };
  return apiRequest('/account/delete/confirm', { method: 'POST', body });
}
