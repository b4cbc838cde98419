import { apiRequest } from '../../../lib/api-client';
import type { MyAd } from './types';

export function renewMyAd(id: number) {
  return apiRequest<{ ad: MyAd }>(`/account/ads/${id}/renew`, { method: 'POST' });
}
