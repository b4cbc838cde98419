import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function renewMyAd(id: number) {
  return apiRequest<ApiSchema<'MyAdSavedDto'>>(`/account/ads/${id}/renew`, { method: 'POST' });
}
