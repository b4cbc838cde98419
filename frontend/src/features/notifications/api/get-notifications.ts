import { apiRequest } from '../../../lib/api-client';
import type { NotificationPage } from './types';

export const NOTIFICATIONS_PATH = '/notifications';

/** GET /notifications?cursor=: newest first, the member's own, with the unread count. Throws on an error answer. */
export async function getNotifications(cursor: string | null, signal?: AbortSignal): Promise<NotificationPage> {
  const { ok, data } = await apiRequest<Partial<NotificationPage>>(NOTIFICATIONS_PATH, { query: { cursor }, signal });
  if (!ok || !Array.isArray(data.data)) throw new Error(data.error_message ?? 'notifications');
  return { data: data.data, next_cursor: data.next_cursor ?? null, unread: data.unread ?? 0 };
}
