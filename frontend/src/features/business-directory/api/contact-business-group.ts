import type { ContactMessage } from '../../../components/MessageContactForm';
import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import { sendOutcome, type SendOutcome } from '../../../lib/send-outcome';

/** receiver_id is the group's user_id: the account that reads the message. */
export async function contactBusinessGroup(receiverId: ApiSchema<'BusinessGroupMessageDto'>['receiver_id'], message: ContactMessage): Promise<SendOutcome> {
  const body: ApiSchema<'BusinessGroupMessageDto'> = { receiver_id: receiverId, ...message };
  return sendOutcome(await apiRequest('/issues/business-groups', { method: 'POST', body }));
}
