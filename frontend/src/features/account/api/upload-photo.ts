import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function uploadPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file);
  return apiRequest<ApiSchema<'PhotoSavedDto'>>('/account/photo', { method: 'PUT', body });
}
