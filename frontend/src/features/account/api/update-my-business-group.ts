import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function updateMyBusinessGroup(id: number, change: ApiSchema<'EditBusinessGroupDto'>) {
  return apiRequest<ApiSchema<'MyBusinessGroupSavedDto'>>(`/account/business-groups/${id}`, { method: 'PATCH', body: change });
}
