import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function getMyBusinessGroups(signal?: AbortSignal) {
  return apiRequest<ApiSchema<'MyBusinessGroupsDto'>>('/account/business-groups', { signal });
}
