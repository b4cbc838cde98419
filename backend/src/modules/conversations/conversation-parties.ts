import { ConversationRole } from '@community/vocabulary';
import { Conversation } from './entities/conversation.entity';

type Sides = Pick<Conversation, 'kind' | 'senderId' | 'receiverId'>;

/**
 * Who is behind each side of a thread. A business-group conversation's sender is a visitor without an account
 * (sender_id is always null there). Anywhere else a null side is a member who deleted their account: the thread
 * stays with the other participant, the deleted side shown as "Deleted member" (participant-deletion.service.ts).
 */
export const hasVisitorSender = (conversation: Pick<Conversation, 'kind'>): boolean => conversation.kind === 'business-groups';

export function deletedSides(conversation: Sides): ConversationRole[] {
  const gone: ConversationRole[] = [];
  if (conversation.senderId === null && !hasVisitorSender(conversation)) gone.push('sender');
  if (conversation.receiverId === null) gone.push('receiver');
  return gone;
}

/** The participant reading as `role` is alone: the other side deleted their account. */
export const otherSideDeleted = (conversation: Sides, role: ConversationRole): boolean =>
  deletedSides(conversation).includes(role === 'sender' ? 'receiver' : 'sender');
