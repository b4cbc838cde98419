import { ChosenStatus, ConversationRole, DELETED_MEMBER_NAME, PRIVATE_KINDS, allowedStatuses } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { InboxMessage } from './entities/inbox-message.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { StatusChange } from './entities/status-change.entity';
import { ConversationAttachment } from './entities/conversation-attachment.entity';
import { deletedSides, otherSideDeleted } from './conversation-parties';
import { ConversationDto, ThreadPartyDto } from './dto/conversation.dto';

/** What the reports on a thread let an admin read: the messages they name, and who filed them. */
export interface ReportedParts {
  messageIds: number[];
  reporterIds: Array<number | null>;
}

export type Viewer = { id: number; role: ConversationRole } | { id: number; role: 'admin'; reported: ReportedParts };

export interface ThreadParts {
  conversation: Conversation;
  request: InboxMessage;
  /** Null for a business-group visitor or a deleted account (conversation-parties.ts tells which). */
  sender: User | null;
  /** Null once the receiver deleted their account. */
  receiver: User | null;
  replies: ConversationReply[];
  history: StatusChange[];
  /** The files sent in the thread (empty for an admin). */
  attachments?: ConversationAttachment[];
  /** The viewer blocked the other party. */
  blockedByViewer: boolean;
  /** Either side blocked the other. */
  blockedEitherWay: boolean;
  canReplyInStatus: boolean;
  /** The viewer's other waiting requests, for the sender of an accepted one (OtherRequestsService); 0 otherwise. */
  otherOpenRequests?: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const DELETED: ThreadPartyDto = { id: null, name: DELETED_MEMBER_NAME, email: null, member: false, deleted: true };

/**
 * Each side appears as their account, never as the name or address a signed-in sender typed, so nobody can
 * pose as someone else; emails show only once the receiver has answered; a side whose account was deleted is
 * "Deleted member" (the other participant can read and delete the thread, not answer it).
 *
 * An admin reads a conversation only because it was reported, and then only what the report needs: the kind,
 * the status and dates, who the parties are (names, no addresses), the messages the reports name, and the request
 * only when it is the reported content (a professional-network or business-group request reported by its receiver).
 * Never a legal or clinic request's details, other replies, or a legal or clinic decline reason (docs/conversations.md).
 */
/** The thread's answer but its section's part (`application`, which ConversationsService.view adds). */
export function toConversationView(parts: ThreadParts, viewer: Viewer): Omit<ConversationDto, 'application'> {
  const { conversation, request, sender, receiver } = parts;
  const admin = viewer.role === 'admin' ? viewer.reported : null;
  const role = viewer.role === 'admin' ? null : viewer.role;
  const gone = deletedSides(conversation);
  const answered = conversation.receiverAnsweredAt !== null;
  const account = (user: User | null, side: ConversationRole): ThreadPartyDto =>
    user && !gone.includes(side) ? { id: user.id, name: user.name, email: answered && !admin ? user.email : null, member: true, deleted: false } : DELETED;
  const senderParty: ThreadPartyDto = gone.includes('sender')
    ? DELETED
    : sender
      ? account(sender, 'sender')
      : { id: null, name: request.fullName ?? '', email: admin ? null : request.email, member: false, deleted: false };
  const otherParty = role === 'sender' ? account(receiver, 'receiver') : senderParty;
  const isPrivate = PRIVATE_KINDS.includes(conversation.kind);
  const requestIsReported = admin !== null && !isPrivate && conversation.receiverId !== null && admin.reporterIds.includes(conversation.receiverId);
  const by = (changedBy: number | null) => (changedBy === null ? 'system' : changedBy === viewer.id && role ? 'me' : 'other');
  const authorName = (authorId: number | null) =>
    authorId === null ? DELETED_MEMBER_NAME : authorId === receiver?.id ? receiver.name : authorId === sender?.id ? sender.name : DELETED_MEMBER_NAME;
  const allowed: ChosenStatus[] = role && !otherSideDeleted(conversation, role) ? allowedStatuses(conversation.status, role) : [];
  const alone = role !== null && otherSideDeleted(conversation, role);
  const messages = admin ? parts.replies.filter((reply) => admin.messageIds.includes(reply.id)) : parts.replies;
  return {
    id: conversation.id,
    kind: conversation.kind,
    box: role === null ? null : role === 'receiver' ? 'received' : 'sent',
    status: conversation.status,
    created_at: iso(conversation.createdAt),
    last_activity_at: iso(conversation.lastActivityAt),
    other_party: otherParty,
    request: admin
      ? { full_name: null, email: null, details: requestIsReported ? request.details : null }
      : { full_name: request.fullName, email: request.email, details: request.details },
    messages: messages.map((reply) => ({
      id: reply.id,
      author: role && reply.authorId === viewer.id ? 'me' : 'other',
      author_id: reply.authorId,
      author_name: authorName(reply.authorId),
      body: reply.body,
      created_at: iso(reply.createdAt),
    })),
    attachments: admin
      ? []
      : (parts.attachments ?? []).map((file) => ({
          id: file.id,
          message_id: file.messageId,
          name: file.fileName,
          size: file.size,
          content_type: file.contentType,
          by: role && file.uploaderId === viewer.id ? 'me' : 'other',
          created_at: iso(file.createdAt),
        })),
    status_history: parts.history.map((change) => ({
      status: change.status,
      reason: admin && isPrivate ? null : change.reason,
      by: by(change.changedBy),
      at: iso(change.createdAt),
    })),
    allowed_statuses: allowed,
    can_reply: role !== null && !alone && parts.canReplyInStatus && !parts.blockedEitherWay,
    can_delete: alone,
    blocked: parts.blockedByViewer,
    other_open_requests: role === 'sender' ? (parts.otherOpenRequests ?? 0) : 0,
  };
}
