import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/use-paged-list';

export interface Ad {
  id: number | string;
  title: string;
  description: string;
  category: string;
  ad_description: string;
  price_offer?: string | null;
  contact_email: string;
  contact_phone: string;
  location: string;
  status: string;
  image_url: string | null;
  thumbnail_url?: string | null;
  created_at?: string;
}

/** The board's search box (title, description, category, location) and category filter; empty means all. */
export interface AdFilter {
  q?: string;
  category?: string;
}

/** One page of approved ads, newest first; `cursor` is the previous page's `next_cursor`. */
export async function getApprovedAds(cursor: string | null, signal?: AbortSignal, filter: AdFilter = {}): Promise<Page<Ad>> {
  const response = await apiRequest<{ data?: Ad[]; next_cursor?: string | null }>('/admin/get-business-network', {
    query: { status_all: 'approved', q: filter.q?.trim(), category: filter.category, cursor },
    signal,
  });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.data ?? [], nextCursor: response.data.next_cursor ?? null };
}
