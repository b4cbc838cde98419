import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { apiRequest } from '../../../lib/api-client';

export interface BusinessGroup {
  id: number | string;
  title: string;
  description: string;
  website?: string | null;
  email?: string | null;
  status: number;
  user_id: number | string;
}

/** Approved groups; this call needs no token. */
export async function getBusinessGroups(signal?: AbortSignal): Promise<BusinessGroup[]> {
  const response = await apiRequest<{ data?: BusinessGroup[] }>('/admin/get-business-group', {
    query: { status_all: BUSINESS_GROUP_STATUS.approved },
    signal,
  });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return response.data.data ?? [];
}
