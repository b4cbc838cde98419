import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../../lib/use-paged-list';

export interface InboxMessage {
  id: number | string;
  section: string;
  full_name: string;
  email: string;
  details: string | Record<string, unknown>;
  read: boolean;
  created_at: string;
}

export async function getInbox(cursor: string | null, signal: AbortSignal): Promise<Page<InboxMessage>> {
  const response = await apiRequest<{ data?: InboxMessage[]; next_cursor?: string | null }>('/issues/inbox', { query: { cursor }, signal });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.data ?? [], nextCursor: response.data.next_cursor ?? null };
}
