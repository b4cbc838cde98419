import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { apiRequest, type ApiCall, type ApiSchema } from '../../../lib/api-client';
import type { Page } from '../../../lib/use-paged-list';

export type BusinessGroup = ApiSchema<'BusinessGroupDto'>;

/** The request for one page (`q` empty: the directory as it opens, which the pre-rendered page starts early). */
export function businessGroupsRequest(cursor: string | null, q?: string): ApiCall {
  return { path: '/admin/get-business-group', query: { status_all: BUSINESS_GROUP_STATUS.approved, q: q?.trim(), cursor } };
}

/**
 * One page of approved groups by title; `cursor` is the previous page's `next_cursor`, `q` the search box (title
 * and description). This call needs no token.
 */
export async function getBusinessGroups(cursor: string | null, signal?: AbortSignal, q?: string): Promise<Page<BusinessGroup>> {
  const { path, query } = businessGroupsRequest(cursor, q);
  const response = await apiRequest<Partial<ApiSchema<'BusinessGroupListDto'>>>(path, { query, signal });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.data ?? [], nextCursor: response.data.next_cursor ?? null };
}
