import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXTS,
  ConversationRole,
  DELETED_MEMBER_NAME,
  ENDED_STATUSES,
  PRIVATE_KINDS,
  WAITING_STATUSES,
} from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { keysetAfter, splitPage } from '../../common/pagination/keyset';
import { storedDateTimeToIso } from '../../common/pagination/stored-datetime';
import { Conversation } from './entities/conversation.entity';
import { BlocksService } from './blocks.service';
import { ConversationState } from './conversation-state';
import { ReportedParts, Viewer, toConversationView } from './conversation-view';
import { hasVisitorSender, otherSideDeleted } from './conversation-parties';
import { decodeConversationCursor } from './conversation-cursor';
import { previewOf } from './conversation-preview';
import { ConversationListRow, ConversationsRepository } from './conversations.repository';
import { ReportsRepository } from './reports.repository';
import { RequestsRepository } from './requests/requests.repository';
import { SectionThreadsService } from './requests/section-threads.service';
import { ConversationDto, ConversationPageDto } from './dto/conversation.dto';
import { ConversationsQueryDto } from './dto/conversations-query.dto';
import { ConversationAttachmentsService } from './attachments/conversation-attachments.service';

export interface Participation {
  conversation: Conversation;
  role: ConversationRole;
}

/** A member's conversations: the two boxes, one thread, and what opening a thread changes. */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly requests: RequestsRepository,
    private readonly reports: ReportsRepository,
    private readonly transactions: Transactions,
    private readonly blocks: BlocksService,
    private readonly state: ConversationState,
    private readonly clock: Clock,
    private readonly attachments: ConversationAttachmentsService,
    private readonly sectionThreads: SectionThreadsService,
  ) {}

  async list(user: AuthUser, query: ConversationsQueryDto): Promise<ConversationPageDto> {
    const box = query.box ?? 'received';
    const limit = query.limit ?? CONVERSATION_LIMITS.pageDefault;
    const after = query.cursor ? decodeConversationCursor(query.cursor) : null;
    // The list names the other side, the kind and the latest message's start (never a legal or clinic one): no addresses.
    const rows = await this.conversations.listPage({
      userId: user.id,
      box,
      status: query.status,
      after: after ? (params) => keysetAfter('c.last_activity_at', 'c.id', 'DESC', after, params) : undefined,
      take: limit + 1,
    });
    const { page, next_cursor } = splitPage(rows, limit, (row) => ({ key: row.activity_key, id: Number(row.id) }));
    const previewable = page.filter((row) => !PRIVATE_KINDS.includes(row.kind)).map((row) => Number(row.id));
    const latest = await this.conversations.latestMessages(user.id, previewable);
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
  private listedParty(row: ConversationListRow, box: 'received' | 'sent'): { id: number | null; name: string } {
    if (row.other_id !== null) return { id: Number(row.other_id), name: row.other_name ?? '' };
    const visitor = box === 'received' && hasVisitorSender({ kind: row.kind });
    return { id: null, name: visitor ? (row.typed_name ?? '') : DELETED_MEMBER_NAME };
  }

  unreadCount(userId: number): Promise<number> {
    return this.conversations.unreadCount(userId);
  }

  /** A participant's thread; opening it clears their unread mark, and the receiver's first open makes it read. */
  async open(user: AuthUser, id: number): Promise<ConversationDto> {
    const reading = await this.findViewable(user, id);
    if (reading.role !== 'admin') {
      const participation = { conversation: reading.conversation, role: reading.role };
      if (participation.role === 'receiver') {
        await this.receiverOpened(participation.conversation);
        // A Job Board application becomes read when its poster first opens it (the jobs module's conditional update).
        await this.sectionThreads.receiverOpened(participation.conversation.kind, id);
      } else if (participation.conversation.senderUnread) await this.conversations.update(id, { senderUnread: false });
    }
    const viewer: Viewer =
      reading.role === 'admin' ? { id: user.id, role: 'admin', reported: await this.reportedParts(id) } : { id: user.id, role: reading.role };
    return this.view(reading.conversation.id, viewer);
  }

  /** Both the thread and the old POST /issues/:id/read come here: new becomes read once, and the sender is told. */
  async receiverOpened(conversation: Conversation): Promise<void> {
    const now = this.clock.now();
    if (conversation.receiverUnread) await this.conversations.update(conversation.id, { receiverUnread: false });
    if (conversation.status === 'new') {
      await this.state.moveAndNotify(conversation, 'receiver', 'read', ['new'], null, now);
    }
    await this.requests.markReadOnce(conversation.requestId, now);
  }

  async receiverOpenedRequest(requestId: number): Promise<void> {
    const conversation = await this.conversations.findByRequest(requestId);
    if (conversation) await this.receiverOpened(conversation);
  }

  /** 404 unless the caller is one of the two participants. */
  async participation(user: AuthUser, id: number): Promise<Participation> {
    const conversation = await this.conversations.findById(id);
    if (conversation?.receiverId === user.id) return { conversation, role: 'receiver' };
    if (conversation && conversation.senderId === user.id) return { conversation, role: 'sender' };
    throw new NotFoundException(CONVERSATION_TEXTS.notFound);
  }

  async view(id: number, viewer: Viewer): Promise<ConversationDto> {
    const conversation = await this.existing(id);
    const ids = [conversation.receiverId, conversation.senderId].filter((id): id is number => id !== null);
    const accounts = await this.conversations.accounts(ids);
    const request = await this.requests.findById(conversation.requestId);
    if (!request) throw new NotFoundException(CONVERSATION_TEXTS.notFound);
    const replies = await this.conversations.replies(id);
    const history = await this.conversations.history(id);
    // Files are the participants' alone: an admin reading a reported thread is not shown them (nor can download them).
    const attachments = viewer.role === 'admin' ? [] : await this.attachments.ofConversation(id);
    const other = viewer.role === 'receiver' ? conversation.senderId : viewer.role === 'sender' ? conversation.receiverId : null;
    const blockedEitherWay =
      conversation.senderId !== null && conversation.receiverId !== null && (await this.blocks.between(conversation.senderId, conversation.receiverId));
    const application = await this.sectionThreads.describe(conversation.kind, conversation.id);
    const answer = toConversationView(
      {
        conversation,
        request,
        sender: accounts.find((user) => user.id === conversation.senderId) ?? null,
        receiver: accounts.find((user) => user.id === conversation.receiverId) ?? null,
        replies,
        history,
        attachments,
        blockedByViewer: other !== null && blockedEitherWay && (await this.blocks.hasBlocked(viewer.id, other)),
        blockedEitherWay,
        canReplyInStatus: conversation.status === null || !ENDED_STATUSES.includes(conversation.status),
        otherOpenRequests:
          viewer.role === 'sender' && conversation.status === 'accepted' && conversation.senderId !== null
            ? await this.conversations.countSentIn(conversation.senderId, conversation.id, WAITING_STATUSES)
            : 0,
      },
      viewer,
    );
    return { ...answer, application };
  }

  /**
   * What an admin may read of a conversation: the messages its reports name and who filed them (one report's, or
   * every report's on the conversation for GET /conversations/{id}).
   */
  async reportedParts(conversationId: number, reportId?: number): Promise<ReportedParts> {
    const reports = await this.reports.onConversation(conversationId, reportId);
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
    const files: string[] = [];
    const refusal = await this.transactions.runWrite(async (manager) => {
      files.length = 0;
      const conversation = await this.conversations.lockThread(manager, id);
      if (!conversation) return new NotFoundException(CONVERSATION_TEXTS.notFound);
      if (!otherSideDeleted(conversation, role)) return new ConflictException(CONVERSATION_TEXTS.deleteOnlyWhenAlone);
      // Its files (a CV) go with it: the rows here, the files from disk once this commits.
      files.push(...(await this.attachments.detach(manager, { conversationIds: [id] })));
      // The request row owns the thread (conversations.request_id cascades to the replies and the history).
      await this.requests.delete(manager, [conversation.requestId]);
      return null;
    });
    if (refusal) throw refusal;
    await this.attachments.removeFiles(files);
  }

  /** Participants, and admins once the conversation is reported (anyone else: 404, as for a missing one). */
  private async findViewable(user: AuthUser, id: number): Promise<{ conversation: Conversation; role: ConversationRole | 'admin' }> {
    try {
      return await this.participation(user, id);
    } catch (error) {
      if (user.role !== 'admin') throw error;
      if (!(await this.reports.isReported(id))) throw error;
      return { conversation: await this.existing(id), role: 'admin' };
    }
  }

  private async existing(id: number): Promise<Conversation> {
    const conversation = await this.conversations.findById(id);
    if (!conversation) throw new NotFoundException(CONVERSATION_TEXTS.notFound);
    return conversation;
  }
}
