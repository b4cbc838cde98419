import { apiRequest, type ApiSchema, type ApiForm } from '../../../lib/api-client';

/** A form holds what was picked as text; the API checks it against its lists. */
export type ProfileChange = ApiForm<'UpdateProfileDto'>;

export function updateProfile(change: ProfileChange) {
  return apiRequest<ApiSchema<'AccountSavedDto'> & Partial<Pick<ApiSchema<'ErrorResponseDto'>, 'errors'>>>('/account', { method: 'PATCH', body: change });
}
