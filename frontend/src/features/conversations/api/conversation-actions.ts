import type { ChosenStatus } from '@community/vocabulary';
import { apiRequest, type ApiForm, type ApiSchema } from '../../../lib/api-client';
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
  const reply: ApiSchema<'ReplyBodyDto'> = { body };
  return send(`${conversationPath(id)}/replies`, 'POST', reply);
}

export function changeStatus(id: Conversation['id'], status: ChosenStatus, reason?: string) {
  const change: ApiSchema<'StatusChangeDto'> = reason ? { status, reason } : { status };
  return send(`${conversationPath(id)}/status`, 'POST', change);
}

export function blockMember(userId: ApiSchema<'BlockRequestDto'>['user_id']) {
  const block: ApiSchema<'BlockRequestDto'> = { user_id: userId };
  return send('/blocks', 'POST', block);
}

export function unblockMember(userId: ApiSchema<'BlockRequestDto'>['user_id']) {
  return send(`/blocks/${encodeURIComponent(String(userId))}`, 'DELETE');
}

/**
 * reason is the member's pick from the report form; the API checks it against its list. messageId names the other
 * side's message the admins may read (without it they read none of the thread).
 */
export function reportConversation(conversationId: Conversation['id'], reason: string, details: string, messageId?: number) {
  const report: ApiForm<'ReportRequestDto'> =
    messageId === undefined
      ? { conversation_id: conversationId, reason, details }
      : { conversation_id: conversationId, message_id: messageId, reason, details };
  return send('/reports', 'POST', report);
}

/** Only once the other member deleted their account (can_delete): the thread goes for good. */
export function deleteConversation(id: Conversation['id']) {
  return send(conversationPath(id), 'DELETE');
}

/** POST /conversations/:id/close-other-requests: the sender of this accepted request closes their other waiting ones. */
export async function closeOtherRequests(id: Conversation['id']): Promise<{ ok: true; closed: number } | { ok: false; error: string }> {
  const response = await apiRequest<Partial<ApiSchema<'OtherRequestsClosedDto'>>>(`${conversationPath(id)}/close-other-requests`, { method: 'POST' });
  if (response.ok) return { ok: true, closed: response.data.closed ?? 0 };
  return { ok: false, error: response.data.error_message ?? `HTTP ${response.status}` };
}
