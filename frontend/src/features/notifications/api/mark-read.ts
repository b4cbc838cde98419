import { apiRequest } from '../../../lib/api-client';

/** POST /notifications/read { ids? }: the given ones, or all when `ids` is omitted. */
export async function markNotificationsRead(ids?: number[]): Promise<boolean> {
  const { ok } = await apiRequest('/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
  return ok;
}
