import { apiRequest } from '../../../lib/api-client';
import type { ContactMessage } from '../../../components/MessageContactForm';
import type { Member } from './get-members';

export async function sendMemberMessage(receiverId: Member['id'], message: ContactMessage): Promise<boolean> {
  const response = await apiRequest('/issues/professional-network', {
    method: 'POST',
    body: { receiver_id: receiverId, ...message },
  });
  return response.ok;
}

