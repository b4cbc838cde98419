import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** The poster's ad as My ads shows it, in every status. */
export type SavedAd = ApiSchema<'MyAdDto'>;

/** JSON for the text and the pictures kept; FormData when new pictures go up beside them. */
export function updateMyAd(id: number, change: Record<string, string | string[]> | FormData) {
  return apiRequest<ApiSchema<'MyAdSavedDto'>>(`/account/ads/${id}`, { method: 'PATCH', body: change });
}
