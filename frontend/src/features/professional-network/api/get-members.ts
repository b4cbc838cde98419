import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/use-paged-list';

export interface Member {
  id: number | string;
  name: string;
  email: string;
  JobTitle?: string;
  role?: string;
  industry?: string | null;
  description?: string | null;
  accepting_requests?: boolean;
}

export interface MembersQuery {
  industries: readonly string[];
  q?: string;
  cursor: string | null;
  signal?: AbortSignal;
}

export async function getMembers({ industries, q, cursor, signal }: MembersQuery): Promise<Page<Member>> {
  const response = await apiRequest<{ users?: Member[]; next_cursor?: string | null }>('/info/get-users', {
    query: { industry_type: industries, q: q?.trim(), cursor },
    signal,
  });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.users ?? [], nextCursor: response.data.next_cursor ?? null };
}
