import { apiRequest } from '../../../lib/api-client';
import type { Conversation } from './types';

export type ConversationAnswer = { ok: true; conversation: Conversation } | { ok: false; status: number; error: string };

export async function getConversation(id: Conversation['id'] | string, signal?: AbortSignal): Promise<ConversationAnswer> {
  const response = await apiRequest<Conversation>(`/conversations/${encodeURIComponent(String(id))}`, { signal });
  if (!response.ok) return { ok: false, status: response.status, error: response.data.error_message ?? `HTTP ${response.status}` };
  return { ok: true, conversation: response.data };
}
