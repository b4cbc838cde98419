import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, MoreThan, Not } from 'typeorm';
import { CONVERSATION_STATUSES, ConversationStatus, OPEN_STATUSES } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { StatusChange } from './entities/status-change.entity';
import { LatestMessage } from './conversation-preview';
import { latestMessages } from './conversation-previews.query';
import { lockMembers, lockThread } from './conversation-locks';

/** The columns a thread's activity changes. */
export type ConversationChanges = Partial<Pick<Conversation, 'status' | 'lastActivityAt' | 'senderUnread' | 'receiverUnread' | 'receiverAnsweredAt'>>;

export type Box = 'received' | 'sent';

/** One row of a member's Messages page: the thread and the other side's name, no addresses. */
export interface ConversationListRow {
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

export interface ConversationListRequest {
  userId: number;
  box: Box;
  status?: ConversationStatus;
  /** The keyset condition after the cursor, written by common/pagination/keyset.ts into `params`. */
  after?: (params: unknown[]) => string;
  take: number;
}

/**
 * Conversations, their replies and their history. A method that must commit with others takes the transaction's
 * `manager`; the lock order every write follows is conversation-locks.ts's (members' rows, then the conversation).
 */
@Injectable()
export class ConversationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A page of a member's box, newest activity first. Plain SQL: the list names the other side, the kind and the
   * request's typed name in one read of the (member, last_activity_at) order, without hydrating entities.
   */
  listPage(request: ConversationListRequest): Promise<ConversationListRow[]> {
    const [me, other] = request.box === 'received' ? ['receiver', 'sender'] : ['sender', 'receiver'];
    const params: unknown[] = [request.userId];
    const conditions = [`c.${me}_id = ?`];
    if (request.status) {
      conditions.push('c.status = ?');
      params.push(request.status);
    }
    if (request.after) conditions.push(request.after(params));
    params.push(request.take);
    return this.dataSource.query(
      `SELECT c.id, c.kind, c.status, c.${me}_unread AS unread, CAST(c.last_activity_at AS CHAR) AS activity_key, c.created_at,
              other.id AS other_id, other.name AS other_name, m.full_name AS typed_name
       FROM conversations c JOIN inbox_messages m ON m.id = c.request_id LEFT JOIN users other ON other.id = c.${other}_id
       WHERE ${conditions.join(' AND ')} ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ?`,
      params,
    );
  }

  /** The latest message of each of these conversations, legal and clinic ones left out (conversation-previews.query.ts). */
  latestMessages(readerId: number, conversationIds: number[]): Promise<Map<number, LatestMessage>> {
    return latestMessages(this.dataSource, readerId, conversationIds);
  }

  unreadCount(userId: number): Promise<number> {
    return this.dataSource.getRepository(Conversation).count({
      where: [
        { receiverId: userId, receiverUnread: true },
        { senderId: userId, senderUnread: true },
      ],
    });
  }

  findById(id: number): Promise<Conversation | null> {
    return this.dataSource.getRepository(Conversation).findOneBy({ id });
  }

  findByRequest(requestId: number): Promise<Conversation | null> {
    return this.dataSource.getRepository(Conversation).findOneBy({ requestId });
  }

  /** Names and addresses of these accounts (a thread's two members; only id, name and email are read), through `manager` inside a transaction. */
  accounts(ids: number[], manager?: EntityManager): Promise<User[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return (manager ?? this.dataSource.manager).find(User, { where: { id: In(ids) }, select: { id: true, name: true, email: true } });
  }

  /** A member's "Open to new requests" switch and capacity (null: the configured default). */
  availabilityOf(userId: number, manager?: EntityManager): Promise<Pick<User, 'id' | 'acceptingRequests' | 'requestCapacity'> | null> {
    return (manager ?? this.dataSource.manager).findOne(User, { where: { id: userId }, select: { id: true, acceptingRequests: true, requestCapacity: true } });
  }

  /** Open requests a member holds (counted against their capacity), through `manager` inside a transaction that locked their row. */
  openRequestsOf(receiverId: number, manager?: EntityManager): Promise<number> {
    return (manager ?? this.dataSource.manager).count(Conversation, { where: { receiverId, status: In([...OPEN_STATUSES]) } });
  }

  /** When the member's account was made (the new-account cap), through the admission's transaction. */
  async memberSince(manager: EntityManager, userId: number): Promise<Date | null> {
    const user = await manager.findOne(User, { where: { id: userId }, select: { id: true, createdAt: true } });
    return user ? user.createdAt : null;
  }

  /** How many conversations a member opened after `since`. */
  openedSince(manager: EntityManager, senderId: number, since: Date): Promise<number> {
    return manager.count(Conversation, { where: { senderId, createdAt: MoreThan(since) } });
  }

  /** When the oldest conversation a member opened after `since` was opened (a place frees when it turns a day old). */
  async oldestOpenedSince(manager: EntityManager, senderId: number, since: Date): Promise<Date | null> {
    const where = { senderId, createdAt: MoreThan(since) };
    const oldest = await manager.findOne(Conversation, { where, order: { createdAt: 'ASC' }, select: { id: true, createdAt: true } });
    return oldest?.createdAt ?? null;
  }

  /** The conversation row a request opens, in the request's transaction. */
  async open(manager: EntityManager, conversation: Omit<Conversation, 'id' | 'remindersSent'>): Promise<number> {
    const saved = await manager.save(Object.assign(new Conversation(), conversation));
    return saved.id;
  }

  /** Every conversation a member takes part in, either side, oldest first (the data export). */
  conversationsOf(userId: number): Promise<Conversation[]> {
    return this.dataSource.getRepository(Conversation).find({ where: [{ senderId: userId }, { receiverId: userId }], order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The replies of these conversations, oldest first. */
  repliesOf(conversationIds: number[]): Promise<ConversationReply[]> {
    return this.dataSource.getRepository(ConversationReply).find({ where: { conversationId: In(conversationIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The status changes of these conversations, oldest first. */
  historyOf(conversationIds: number[]): Promise<StatusChange[]> {
    return this.dataSource.getRepository(StatusChange).find({ where: { conversationId: In(conversationIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  memberExists(id: number): Promise<boolean> {
    return this.dataSource.getRepository(User).exists({ where: { id } });
  }

  replies(conversationId: number): Promise<ConversationReply[]> {
    return this.dataSource.getRepository(ConversationReply).find({ where: { conversationId }, order: { id: 'ASC' } });
  }

  /** Whether this reply of the conversation was written by `authorId` (what a reporter may show the admins). */
  replyBy(replyId: number, conversationId: number, authorId: number): Promise<boolean> {
    return this.dataSource.getRepository(ConversationReply).exists({ where: { id: replyId, conversationId, authorId } });
  }

  history(conversationId: number): Promise<StatusChange[]> {
    return this.dataSource.getRepository(StatusChange).find({ where: { conversationId }, order: { id: 'ASC' } });
  }

  /** The members' rows, in the one lock order (conversation-locks.ts). */
  lockMembers(manager: EntityManager, memberIds: Array<number | null>): Promise<void> {
    return lockMembers(manager, memberIds);
  }

  /** The conversation as it is now, locked after its members' rows; null when it is gone. */
  lockThread(manager: EntityManager, id: number): Promise<Conversation | null> {
    return lockThread(manager, id);
  }

  /** Outside a transaction only for a change no lock guards (a reader's own unread mark). */
  async update(id: number, set: ConversationChanges, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).update(Conversation, { id }, set);
  }

  /** The deleted side of every thread of a member goes, the other side is told (participant-deletion.service.ts). */
  async leave(manager: EntityManager, id: number, side: 'sender' | 'receiver'): Promise<void> {
    await manager.update(
      Conversation,
      { id },
      side === 'sender' ? { senderId: null, senderUnread: false, receiverUnread: true } : { receiverId: null, receiverUnread: false, senderUnread: true },
    );
  }

  /**
   * The conditional status UPDATE (`WHERE id = ? AND status IN (from)`, and for an expiry `receiver_answered_at IS
   * NULL`): answers whether this call changed the row, so two clicks, two instances or a click racing the expiry
   * job make each change once.
   */
  async moveStatus(manager: EntityManager, id: number, set: ConversationChanges, from: readonly ConversationStatus[]): Promise<boolean> {
    const update = manager
      .createQueryBuilder()
      .update(Conversation)
      .set(set)
      .where('id = :id', { id })
      .andWhere('status IN (:...from)', { from: [...from] });
    // A receiver who replied since the expiry job read the row has answered: the request stays.
    if (set.status === 'expired') update.andWhere('receiver_answered_at IS NULL');
    const result = await update.execute();
    return !!result.affected;
  }

  async addStatusChange(manager: EntityManager, entry: Pick<StatusChange, 'conversationId' | 'status' | 'reason' | 'changedBy' | 'createdAt'>): Promise<void> {
    await manager.insert(StatusChange, entry);
  }

  addReply(manager: EntityManager, reply: Pick<ConversationReply, 'conversationId' | 'authorId' | 'body' | 'createdAt'>): Promise<ConversationReply> {
    return manager.save(Object.assign(new ConversationReply(), reply));
  }

  /** A deleted member's replies stay in their threads, unsigned. */
  async unsignReplies(manager: EntityManager, authorId: number): Promise<void> {
    await manager.update(ConversationReply, { authorId }, { authorId: null });
  }

  async deleteReply(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(ConversationReply, { id });
  }

  /** The open conversations between two members, either way, oldest first (closed when one blocks the other). */
  openBetween(manager: EntityManager, a: number, b: number): Promise<Conversation[]> {
    return manager.find(Conversation, {
      where: [
        { senderId: a, receiverId: b, status: In([...OPEN_STATUSES]) },
        { senderId: b, receiverId: a, status: In([...OPEN_STATUSES]) },
      ],
      order: { id: 'ASC' },
    });
  }

  /** Every thread a member takes part in, either side, oldest first. */
  threadsOf(userId: number, manager?: EntityManager): Promise<Conversation[]> {
    return (manager ?? this.dataSource.manager).find(Conversation, { where: [{ senderId: userId }, { receiverId: userId }], order: { id: 'ASC' } });
  }

  /** When each of a member's latest answered requests was sent and first answered, newest answer first (IDX_conversations_receiver_answered). */
  async latestAnswered(manager: EntityManager, receiverId: number, take: number): Promise<Array<{ createdAt: Date; receiverAnsweredAt: Date }>> {
    const rows = await manager.find(Conversation, {
      where: { receiverId, receiverAnsweredAt: Not(IsNull()) },
      order: { receiverAnsweredAt: 'DESC', id: 'DESC' },
      take,
      select: { id: true, createdAt: true, receiverAnsweredAt: true },
    });
    return rows.map((row) => ({ createdAt: row.createdAt, receiverAnsweredAt: row.receiverAnsweredAt as Date }));
  }

  /**
   * Unanswered requests (new or read, no answer, a receiver left) sent at or before `cutoff` that have had fewer than
   * `steps` reminders, by id after `afterId` (the reminder job).
   */
  dueForReminder(statuses: readonly ConversationStatus[], cutoff: Date, steps: number, afterId: number, take: number): Promise<Conversation[]> {
    return this.dataSource
      .getRepository(Conversation)
      .createQueryBuilder('c')
      .where('c.status IN (:...statuses)', { statuses: [...statuses] })
      .andWhere('c.receiverAnsweredAt IS NULL')
      .andWhere('c.receiverId IS NOT NULL')
      .andWhere('c.createdAt <= :cutoff', { cutoff })
      .andWhere('c.remindersSent < :steps', { steps })
      .andWhere('c.id > :afterId', { afterId })
      .orderBy('c.id', 'ASC')
      .take(take)
      .getMany();
  }

  /**
   * The reminder's claim: `reminders_sent` moves from the value read to `step` only while the request is still
   * unanswered and in `statuses`. True for exactly one caller however many instances race (request-reminder.job.ts).
   */
  async claimReminder(manager: EntityManager, id: number, seen: number, step: number, statuses: readonly ConversationStatus[]): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Conversation)
      .set({ remindersSent: step })
      .where('id = :id AND reminders_sent = :seen', { id, seen })
      .andWhere('status IN (:...statuses)', { statuses: [...statuses] })
      .andWhere('receiver_answered_at IS NULL')
      .execute();
    return !!result.affected;
  }

  /**
   * When each request (a conversation with a status) sent after `since` was sent and first answered: one range per
   * status on IDX_conversations_status_created, two datetimes a row (the admin dashboard's response figures).
   */
  async requestsSentSince(manager: EntityManager, since: Date): Promise<Array<{ createdAt: Date; answeredAt: Date | null }>> {
    const rows = await manager.find(Conversation, {
      where: { status: In([...CONVERSATION_STATUSES]), createdAt: MoreThan(since) },
      select: { id: true, createdAt: true, receiverAnsweredAt: true },
    });
    return rows.map((row) => ({ createdAt: row.createdAt, answeredAt: row.receiverAnsweredAt }));
  }

  /** A sender's requests in `statuses` other than `exceptId` (the close-other-requests door and its count). */
  countSentIn(senderId: number, exceptId: number, statuses: readonly ConversationStatus[], manager?: EntityManager): Promise<number> {
    return (manager ?? this.dataSource.manager).count(Conversation, { where: { senderId, id: Not(exceptId), status: In([...statuses]) } });
  }

  sentIn(manager: EntityManager, senderId: number, exceptId: number, statuses: readonly ConversationStatus[]): Promise<Conversation[]> {
    return manager.find(Conversation, { where: { senderId, id: Not(exceptId), status: In([...statuses]) }, order: { id: 'ASC' } });
  }

  /** Unanswered requests (in `statuses`, no reply from the receiver) created at or before `cutoff`, by id after `afterId`. */
  dueForExpiry(statuses: readonly ConversationStatus[], cutoff: Date, afterId: number, take: number): Promise<Conversation[]> {
    return this.dataSource
      .getRepository(Conversation)
      .createQueryBuilder('c')
      .where('c.status IN (:...statuses)', { statuses: [...statuses] })
      .andWhere('c.receiverAnsweredAt IS NULL')
      .andWhere('c.createdAt <= :cutoff', { cutoff })
      .andWhere('c.id > :afterId', { afterId })
      .orderBy('c.id', 'ASC')
      .take(take)
      .getMany();
  }
}
