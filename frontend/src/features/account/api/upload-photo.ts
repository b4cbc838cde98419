import { apiRequest } from '../../../lib/api-client';

export function uploadPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file);
  return apiRequest<{ photo_url: string }>('/account/photo', { method: 'PUT', body });
}
