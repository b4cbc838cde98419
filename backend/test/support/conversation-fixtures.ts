import type { Role } from '@community/vocabulary';
import type { AuthUser } from '../../src/common/auth/auth-user';
import { Conversation } from '../../src/modules/conversations/entities/conversation.entity';

/** A signed-in member for a service spec. */
export function member(id: number, role: Role = 'helper', name = `Member ${id}`): AuthUser {
  return { id, email: `member${id}@example.com`, name, role, industry: 'Technology, Engineering & Data', profileComplete: true, emailConfirmed: true };
}

/** A professional-network request from member 1 to member 2, new and unread by its receiver, unless told otherwise. */
export function thread(changes: Partial<Conversation> = {}): Conversation {
  return Object.assign(new Conversation(), {
    id: 10,
    requestId: 100,
    kind: 'professional-network',
    senderId: 1,
    receiverId: 2,
    status: 'new',
    senderUnread: false,
    receiverUnread: true,
    receiverAnsweredAt: null,
    remindersSent: 0,
    lastActivityAt: new Date('2026-11-01T00:00:00Z'),
    createdAt: new Date('2026-11-01T00:00:00Z'),
    ...changes,
  });
}
