import { buildApiUrl, apiRequest } from '../../../lib/api-client';
import type { StreamTicket } from './types';

/** POST /notifications/stream-ticket: a short-lived ticket, because EventSource cannot send the bearer header. */
export async function getStreamTicket(): Promise<string> {
  const { ok, data } = await apiRequest<Partial<StreamTicket>>('/notifications/stream-ticket', { method: 'POST' });
  if (!ok || !data.ticket) throw Object.assign(new Error('stream ticket'), { status: ok ? 500 : undefined });
  return data.ticket;
}

/** The stream's address for a ticket; after a gap also the last event seen, so the server can send what was missed. */
export function streamUrl(ticket: string, lastEventId: string | null): string {
  return buildApiUrl('/notifications/stream', { ticket, last_event_id: lastEventId });
}
