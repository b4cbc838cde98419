import type { ContactMessage } from '../../../components/MessageContactForm';
import { apiRequest } from '../../../lib/api-client';

/** receiver_id is the group's user_id: the account that reads the message. */
export async function contactBusinessGroup(receiverId: number | string, message: ContactMessage): Promise<boolean> {
  const response = await apiRequest('/issues/business-groups', { method: 'POST', body: { receiver_id: receiverId, ...message } });
  return response.ok;
}
