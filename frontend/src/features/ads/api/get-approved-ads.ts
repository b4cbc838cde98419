import { apiRequest, type ApiCall, type ApiSchema } from '../../../lib/api-client';
import type { Page } from '../../../lib/use-paged-list';

export type Ad = ApiSchema<'AdDto'>;

/** The board's search box (title, description, category, location) and category filter; empty means all. */
export interface AdFilter {
  q?: string;
  category?: string;
}

/** The request for one page (no filter: the board as it opens, which the pre-rendered page starts early). */
export function approvedAdsRequest(cursor: string | null, filter: AdFilter = {}): ApiCall {
  return { path: '/admin/get-business-network', query: { status_all: 'approved', q: filter.q?.trim(), category: filter.category, cursor } };
}

/** One page of approved ads, newest first; `cursor` is the previous page's `next_cursor`. */
export async function getApprovedAds(cursor: string | null, signal?: AbortSignal, filter: AdFilter = {}): Promise<Page<Ad>> {
  const { path, query } = approvedAdsRequest(cursor, filter);
  const response = await apiRequest<Partial<ApiSchema<'AdListDto'>>>(path, { query, signal });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.data ?? [], nextCursor: response.data.next_cursor ?? null };
}
