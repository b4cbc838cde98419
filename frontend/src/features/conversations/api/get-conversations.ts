import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import { serverText } from '../../../lib/server-text';
import type { ConversationBox, ConversationPage } from './types';

export async function getConversations(
  { box, cursor, limit }: { box: ConversationBox; cursor: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<ConversationPage> {
  const response = await apiRequest<Partial<ApiSchema<'ConversationPageDto'>>>('/conversations', { query: { box, cursor, limit }, signal });
  if (!response.ok) throw new Error(serverText(response.data, `HTTP ${response.status}`));
  return { items: response.data.data ?? [], nextCursor: response.data.next_cursor ?? null, unread: response.data.unread ?? 0 };
}
