import type { ChosenStatus } from '@community/vocabulary';
import { apiRequest } from '../../../lib/api-client';
import type { Conversation } from './types';

/** What a member's action came back with: nothing on success, else the API's error_message for the user. */
export type ActionResult = { ok: true } | { ok: false; error: string };

async function send(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<ActionResult> {
  const response = await apiRequest(path, { method, body });
  if (response.ok) return { ok: true };
  return { ok: false, error: response.data.error_message ?? `HTTP ${response.status}` };
}

const conversationPath = (id: Conversation['id']) => `/conversations/${encodeURIComponent(String(id))}`;

export function sendReply(id: Conversation['id'], body: string) {
  return send(`${conversationPath(id)}/replies`, 'POST', { body });
}

export function changeStatus(id: Conversation['id'], status: ChosenStatus, reason?: string) {
  return send(`${conversationPath(id)}/status`, 'POST', reason ? { status, reason } : { status });
}

export function blockMember(userId: number | string) {
  return send('/blocks', 'POST', { user_id: userId });
}

export function unblockMember(userId: number | string) {
  return send(`/blocks/${encodeURIComponent(String(userId))}`, 'DELETE');
}

export function reportConversation(conversationId: Conversation['id'], reason: string, details: string) {
  return send('/reports', 'POST', { conversation_id: conversationId, reason, details });
}
