import { apiRequest } from '../../../lib/api-client';
import type { MyBusinessGroup } from './types';

export function updateMyBusinessGroup(id: number, change: { title: string; description: string; website_url: string }) {
  return apiRequest<{ group: MyBusinessGroup }>(`/account/business-groups/${id}`, { method: 'PATCH', body: change });
}
