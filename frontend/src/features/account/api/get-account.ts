import { apiRequest } from '../../../lib/api-client';
import type { Account } from './types';

export function getAccount(signal?: AbortSignal) {
  return apiRequest<Account>('/account', { signal });
}
