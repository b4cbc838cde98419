import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import type { ContactMessage } from '../../../components/MessageContactForm';

export async function sendMemberMessage(receiverId: ApiSchema<'MemberMessageDto'>['receiver_id'], message: ContactMessage): Promise<boolean> {
  const body: ApiSchema<'MemberMessageDto'> = { receiver_id: receiverId, ...message };
  const response = await apiRequest('/issues/professional-network', { method: 'POST', body });
  return response.ok;
}
