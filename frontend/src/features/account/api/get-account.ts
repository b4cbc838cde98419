import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function getAccount(signal?: AbortSignal) {
  return apiRequest<ApiSchema<'AccountDto'>>('/account', { signal });
}
