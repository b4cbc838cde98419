import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function closeMyAd(id: number) {
  return apiRequest<ApiSchema<'MyAdSavedDto'>>(`/account/ads/${id}/close`, { method: 'POST' });
}
