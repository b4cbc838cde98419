import { apiRequest } from '../../../lib/api-client';
import type { MyAd } from './types';

/** JSON for text-only edits; FormData when new pictures replace all of them. */
export function updateMyAd(id: number, change: Record<string, string> | FormData) {
  return apiRequest<{ ad: MyAd }>(`/account/ads/${id}`, { method: 'PATCH', body: change });
}
