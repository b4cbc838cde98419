import { LEGAL_INDUSTRY } from '@community/vocabulary';
import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/use-paged-list';

export interface Lawyer {
  id: number | string;
  name: string;
  email: string;
  JobTitle?: string;
  accepting_requests?: boolean;
}

export async function getLawyers(cursor: string | null, signal: AbortSignal): Promise<Page<Lawyer>> {
  const response = await apiRequest<{ users?: Lawyer[]; next_cursor?: string | null }>('/info/get-users', {
    query: { industry_type: LEGAL_INDUSTRY, cursor },
    signal,
  });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.users ?? [], nextCursor: response.data.next_cursor ?? null };
}
