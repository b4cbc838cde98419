import { apiRequest } from '../../../lib/api-client';
import type { MyAd } from './types';

export function closeMyAd(id: number) {
  return apiRequest<{ ad: MyAd }>(`/account/ads/${id}/close`, { method: 'POST' });
}
