import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function getMyAds(signal?: AbortSignal) {
  return apiRequest<ApiSchema<'MyAdsDto'>>('/account/ads', { signal });
}
