import { apiRequest } from '../../../lib/api-client';
import type { MyAd } from './types';

export function getMyAds(signal?: AbortSignal) {
  return apiRequest<{ data: MyAd[] }>('/account/ads', { signal });
}
