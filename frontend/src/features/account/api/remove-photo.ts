import { apiRequest } from '../../../lib/api-client';

export function removePhoto() {
  return apiRequest('/account/photo', { method: 'DELETE' });
}
