import { ChosenStatus, ConversationRole, allowedStatuses } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { InboxMessage } from '../messages/entities/inbox-message.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { StatusChange } from './entities/status-change.entity';
import { ConversationDto, ThreadPartyDto } from './dto/conversation.dto';

export type Viewer = { id: number; role: ConversationRole } | { id: number; role: 'admin' };

export interface ThreadParts {
  conversation: Conversation;
  request: InboxMessage;
  sender: User | null;
  receiver: User;
  replies: ConversationReply[];
  history: StatusChange[];
  /** The viewer blocked the other party. */
  blockedByViewer: boolean;
  /** Either side blocked the other. */
  blockedEitherWay: boolean;
  canReplyInStatus: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Each side appears as their account, never as the name or address a signed-in sender typed, so nobody can
 * pose as someone else; emails show only once the receiver has answered. An admin reading a reported
 * conversation sees the sender as the other party and no clinic details.
 */
export function toConversationView(parts: ThreadParts, viewer: Viewer): ConversationDto {
  const { conversation, request, sender, receiver } = parts;
  const answered = conversation.receiverAnsweredAt !== null;
  const account = (user: User): ThreadPartyDto => ({ id: user.id, name: user.name, email: answered ? user.email : null, member: true });
  const visitor: ThreadPartyDto = { id: null, name: request.fullName ?? '', email: request.email, member: false };
  const senderParty = sender ? account(sender) : visitor;
  const otherParty = viewer.role === 'sender' ? account(receiver) : senderParty;
  const role = viewer.role === 'admin' ? null : viewer.role;
  const hideDetails = viewer.role === 'admin' && conversation.kind === 'virtual-clinic';
  const by = (changedBy: number | null) => (changedBy === null ? 'system' : changedBy === viewer.id && role ? 'me' : 'other');
  const allowed: ChosenStatus[] = role ? allowedStatuses(conversation.status, role) : [];
  return {
    id: conversation.id,
    kind: conversation.kind,
    box: role === null ? null : role === 'receiver' ? 'received' : 'sent',
    status: conversation.status,
    created_at: iso(conversation.createdAt),
    last_activity_at: iso(conversation.lastActivityAt),
    other_party: otherParty,
    request: { full_name: request.fullName, email: request.email, details: hideDetails ? null : request.details },
    messages: parts.replies.map((reply) => ({
      id: reply.id,
      author: role && reply.authorId === viewer.id ? 'me' : 'other',
      author_id: reply.authorId,
      author_name: reply.authorId === receiver.id ? receiver.name : sender?.name ?? '',
      body: reply.body,
      created_at: iso(reply.createdAt),
    })),
    status_history: parts.history.map((change) => ({ status: change.status, reason: change.reason, by: by(change.changedBy), at: iso(change.createdAt) })),
    allowed_statuses: allowed,
    can_reply: role !== null && parts.canReplyInStatus && !parts.blockedEitherWay,
    blocked: parts.blockedByViewer,
  };
}
