import { apiRequest } from '../../../lib/api-client';

export async function markRead(id: number | string): Promise<boolean> {
  const response = await apiRequest(`/issues/${encodeURIComponent(String(id))}/read`, { method: 'POST' });
  return response.ok;
}

