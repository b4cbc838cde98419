import { apiRequest } from '../../../lib/api-client';

export function deleteMyAd(id: number) {
  return apiRequest(`/account/ads/${id}`, { method: 'DELETE' });
}
