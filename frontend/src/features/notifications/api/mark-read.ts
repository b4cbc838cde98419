import { apiRequest } from '../../../lib/api-client';

/**
 * POST /notifications/read { ids? }: the given ones, or all when `ids` is omitted. Answers the unread count after it
 * (the API's `unread`), or null when the call failed.
 */
export async function markNotificationsRead(ids?: number[]): Promise<number | null> {
  const { ok, data } = await apiRequest<{ marked?: number; unread?: number }>('/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
  return ok && typeof data.unread === 'number' ? data.unread : null;
}
