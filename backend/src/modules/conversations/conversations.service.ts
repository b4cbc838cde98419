import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { CONVERSATION_LIMITS, CONVERSATION_TEXTS, ConversationRole, DELETED_MEMBER_NAME, ENDED_STATUSES, PRIVATE_KINDS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { keysetAfter, splitPage } from '../../common/pagination/keyset';
import { storedDateTimeToIso } from '../../common/pagination/stored-datetime';
import { User } from '../users/entities/user.entity';
import { InboxMessage } from './entities/inbox-message.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { StatusChange } from './entities/status-change.entity';
import { Report } from './entities/report.entity';
import { BlocksService } from './blocks.service';
import { ConversationState } from './conversation-state';
import { ReportedParts, Viewer, toConversationView } from './conversation-view';
import { lockThread } from './conversation-locks';
import { hasVisitorSender, otherSideDeleted } from './conversation-parties';
import { writeTransaction } from '../../common/database/write-transaction';
import { decodeConversationCursor, encodeConversationCursor } from './conversation-cursor';
import { latestMessages } from './conversation-previews.query';
import { previewOf } from './conversation-preview';
import { ConversationDto, ConversationPageDto } from './dto/conversation.dto';
import { ConversationsQueryDto } from './dto/conversations-query.dto';

export interface Participation {
  conversation: Conversation;
  role: ConversationRole;
}

interface ListRow {
  id: number | string;
  kind: Conversation['kind'];
  status: Conversation['status'];
  unread: number | string;
  activity_key: string;
  created_at: string | Date;
  other_id: number | string | null;
  other_name: string | null;
  typed_name: string | null;
}

/** A member's conversations: the two boxes, one thread, and what opening a thread changes. */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    private readonly dataSource: DataSource,
    private readonly blocks: BlocksService,
    private readonly state: ConversationState,
    private readonly clock: Clock,
  ) {}

  async list(user: AuthUser, query: ConversationsQueryDto): Promise<ConversationPageDto> {
    const box = query.box ?? 'received';
    const limit = query.limit ?? CONVERSATION_LIMITS.pageDefault;
    const [me, other] = box === 'received' ? ['receiver', 'sender'] : ['sender', 'receiver'];
    const params: unknown[] = [user.id];
    const conditions = [`c.${me}_id = ?`];
    if (query.status) {
      conditions.push('c.status = ?');
      params.push(query.status);
    }
    const after = query.cursor ? decodeConversationCursor(query.cursor) : null;
    if (after) conditions.push(keysetAfter('c.last_activity_at', 'c.id', 'DESC', after, params));
    params.push(limit + 1);
    // The list names the other side, the kind and the latest message's start (never a legal or clinic one): no addresses.
    const rows: ListRow[] = await this.dataSource.query(
      `SELECT c.id, c.kind, c.status, c.${me}_unread AS unread, CAST(c.last_activity_at AS CHAR) AS activity_key, c.created_at,
              other.id AS other_id, other.name AS other_name, m.full_name AS typed_name
       FROM conversations c JOIN inbox_messages m ON m.id = c.request_id LEFT JOIN users other ON other.id = c.${other}_id
       WHERE ${conditions.join(' AND ')} ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ?`,
      params,
    );
    const { page, next_cursor } = splitPage(rows, limit, (row) => ({ key: row.activity_key, id: Number(row.id) }));
    const previewable = page.filter((row) => !PRIVATE_KINDS.includes(row.kind)).map((row) => Number(row.id));
    const latest = await latestMessages(this.dataSource, user.id, previewable);
    return {
      data: page.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        box,
        status: row.status ?? null,
        other_party: this.listedParty(row, box),
        preview: previewOf(latest.get(Number(row.id))),
        unread: Number(row.unread) === 1,
        last_activity_at: storedDateTimeToIso(row.activity_key),
        created_at: storedDateTimeToIso(row.created_at),
      })),
      next_cursor,
      unread: await this.unreadCount(user.id),
    };
  }

  /** A visitor by the name they typed; a deleted account as "Deleted member" (never the typed name of the reader's own request). */
  private listedParty(row: ListRow, box: 'received' | 'sent'): { id: number | null; name: string } {
    if (row.other_id !== null) return { id: Number(row.other_id), name: row.other_name ?? '' };
    const visitor = box === 'received' && hasVisitorSender({ kind: row.kind });
    return { id: null, name: visitor ? (row.typed_name ?? '') : DELETED_MEMBER_NAME };
  }

  async unreadCount(userId: number): Promise<number> {
    return this.conversations.count({ where: [{ receiverId: userId, receiverUnread: true }, { senderId: userId, senderUnread: true }] });
  }

  /** A participant's thread; opening it clears their unread mark, and the receiver's first open makes it read. */
  async open(user: AuthUser, id: number): Promise<ConversationDto> {
    const reading = await this.findViewable(user, id);
    if (reading.role !== 'admin') {
      const participation = { conversation: reading.conversation, role: reading.role };
      if (participation.role === 'receiver') await this.receiverOpened(participation.conversation);
      else if (participation.conversation.senderUnread) await this.conversations.update({ id }, { senderUnread: false });
    }
    const viewer: Viewer = reading.role === 'admin' ? { id: user.id, role: 'admin', reported: await this.reportedParts(id) } : { id: user.id, role: reading.role };
    return this.view(reading.conversation.id, viewer);
  }

  /** Both the thread and the old POST /issues/:id/read come here: new becomes read once, and the sender is told. */
  async receiverOpened(conversation: Conversation): Promise<void> {
    const now = this.clock.now();
    if (conversation.receiverUnread) await this.conversations.update({ id: conversation.id }, { receiverUnread: false });
    if (conversation.status === 'new') {
      await this.state.moveAndNotify(conversation, 'receiver', 'read', ['new'], null, now);
    }
    await this.markRequestRead(conversation.requestId, now);
  }

  async receiverOpenedRequest(requestId: number): Promise<void> {
    const conversation = await this.conversations.findOneBy({ requestId });
    if (conversation) await this.receiverOpened(conversation);
  }

  /** 404 unless the caller is one of the two participants. */
  async participation(user: AuthUser, id: number): Promise<Participation> {
    const conversation = await this.conversations.findOneBy({ id });
    if (conversation?.receiverId === user.id) return { conversation, role: 'receiver' };
    if (conversation && conversation.senderId === user.id) return { conversation, role: 'sender' };
    throw new NotFoundException(CONVERSATION_TEXTS.notFound);
  }

  async view(id: number, viewer: Viewer): Promise<ConversationDto> {
    const conversation = await this.conversations.findOneByOrFail({ id });
    const users = this.dataSource.getRepository(User);
    const ids = [conversation.receiverId, conversation.senderId].filter((id): id is number => id !== null);
    const accounts = await users.find({ where: { id: In(ids) }, select: { id: true, name: true, email: true } });
    const request = await this.dataSource.getRepository(InboxMessage).findOneByOrFail({ id: conversation.requestId });
    const replies = await this.dataSource.getRepository(ConversationReply).find({ where: { conversationId: id }, order: { id: 'ASC' } });
    const history = await this.dataSource.getRepository(StatusChange).find({ where: { conversationId: id }, order: { id: 'ASC' } });
    const other = viewer.role === 'receiver' ? conversation.senderId : viewer.role === 'sender' ? conversation.receiverId : null;
    const blockedEitherWay = conversation.senderId !== null && conversation.receiverId !== null && (await this.blocks.between(conversation.senderId, conversation.receiverId));
    return toConversationView(
      {
        conversation,
        request,
        sender: accounts.find((user) => user.id === conversation.senderId) ?? null,
        receiver: accounts.find((user) => user.id === conversation.receiverId) ?? null,
        replies,
        history,
        blockedByViewer: other !== null && blockedEitherWay && (await this.blocks.hasBlocked(viewer.id, other)),
        blockedEitherWay,
        canReplyInStatus: conversation.status === null || !ENDED_STATUSES.includes(conversation.status),
      },
      viewer,
    );
  }

  /**
   * What an admin may read of a conversation: the messages its reports name and who filed them (one report's, or
   * every report's on the conversation for GET /conversations/{id}).
   */
  async reportedParts(conversationId: number, reportId?: number): Promise<ReportedParts> {
    const reports = await this.dataSource
      .getRepository(Report)
      .find({ where: reportId === undefined ? { conversationId } : { id: reportId, conversationId }, select: { id: true, messageId: true, reporterId: true } });
    return {
      messageIds: reports.map((report) => report.messageId).filter((id): id is number => id !== null),
      reporterIds: reports.map((report) => report.reporterId),
    };
  }

  /**
   * A participant whose other side deleted their account may delete the thread: nobody else has it, so the request,
   * the replies and the history go (a report of it keeps its own text; conversation_id becomes null).
   */
  async remove(user: AuthUser, id: number): Promise<void> {
    const { role } = await this.participation(user, id);
    const refusal = await writeTransaction(this.dataSource, async (manager) => {
      const conversation = await lockThread(manager, id);
      if (!conversation) return new NotFoundException(CONVERSATION_TEXTS.notFound);
      if (!otherSideDeleted(conversation, role)) return new ConflictException(CONVERSATION_TEXTS.deleteOnlyWhenAlone);
      // The request row owns the thread (conversations.request_id cascades to the replies and the history).
      await manager.delete(InboxMessage, { id: conversation.requestId });
      return null;
    });
    if (refusal) throw refusal;
  }

  /** Participants, and admins once the conversation is reported (anyone else: 404, as for a missing one). */
  private async findViewable(user: AuthUser, id: number): Promise<{ conversation: Conversation; role: ConversationRole | 'admin' }> {
    try {
      return await this.participation(user, id);
    } catch (error) {
      if (user.role !== 'admin') throw error;
      const reported = await this.dataSource.getRepository(Report).exists({ where: { conversationId: id } });
      if (!reported) throw error;
      return { conversation: await this.conversations.findOneByOrFail({ id }), role: 'admin' };
    }
  }

  private async markRequestRead(requestId: number, now: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(InboxMessage)
      .set({ readAt: now })
      .where('id = :id AND read_at IS NULL', { id: requestId })
      .execute();
  }
}
