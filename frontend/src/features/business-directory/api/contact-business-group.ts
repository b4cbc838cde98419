import type { ContactMessage } from '../../../components/MessageContactForm';
import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** receiver_id is the group's user_id: the account that reads the message. */
export async function contactBusinessGroup(receiverId: ApiSchema<'BusinessGroupMessageDto'>['receiver_id'], message: ContactMessage): Promise<boolean> {
  const body: ApiSchema<'BusinessGroupMessageDto'> = { receiver_id: receiverId, ...message };
  const response = await apiRequest('/issues/business-groups', { method: 'POST', body });
  return response.ok;
}
