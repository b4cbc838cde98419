import { HEALTH_INDUSTRY } from '@community/vocabulary';
import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/use-paged-list';

export interface Doctor {
  id: number | string;
  name: string;
  email: string;
  JobTitle?: string;
  description?: string | null;
  accepting_requests?: boolean;
}

export async function getDoctors(cursor: string | null, signal: AbortSignal): Promise<Page<Doctor>> {
  const response = await apiRequest<{ users?: Doctor[]; next_cursor?: string | null }>('/info/get-users', {
    query: { industry_type: HEALTH_INDUSTRY, cursor },
    signal,
  });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.users ?? [], nextCursor: response.data.next_cursor ?? null };
}
