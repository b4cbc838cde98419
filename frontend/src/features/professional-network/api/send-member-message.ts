import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import { sendOutcome, type SendOutcome } from '../../../lib/send-outcome';
import type { ContactMessage } from '../../../components/MessageContactForm';

export async function sendMemberMessage(receiverId: ApiSchema<'MemberMessageDto'>['receiver_id'], message: ContactMessage): Promise<SendOutcome> {
  const body: ApiSchema<'MemberMessageDto'> = { receiver_id: receiverId, ...message };
  return sendOutcome(await apiRequest('/issues/professional-network', { method: 'POST', body }));
}
