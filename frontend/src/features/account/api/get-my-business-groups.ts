import { apiRequest } from '../../../lib/api-client';
import type { MyBusinessGroup } from './types';

export function getMyBusinessGroups(signal?: AbortSignal) {
  return apiRequest<{ data: MyBusinessGroup[] }>('/account/business-groups', { signal });
}
