import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ConversationRole, ConversationStatus } from '@community/vocabulary';
import { Conversation } from './entities/conversation.entity';
import { StatusChange } from './entities/status-change.entity';
import { ConversationNotifier } from './conversation-notifier';
import { writeTransaction } from '../../common/database/write-transaction';
import { lockThread } from './conversation-locks';

export type StatusActor = ConversationRole | 'system';

/** The columns a thread's activity changes. */
export type ConversationChanges = Partial<Pick<Conversation, 'status' | 'lastActivityAt' | 'senderUnread' | 'receiverUnread' | 'receiverAnsweredAt'>>;

/**
 * The one way a status changes: a conditional UPDATE (`WHERE id = ? AND status IN (...)`) and, only when
 * this call changed the row, the history entry and the other side's mail. Two clicks, two instances or a
 * click racing the expiry job therefore make each change once.
 */
@Injectable()
export class ConversationState {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifier: ConversationNotifier,
  ) {}

  async move(manager: EntityManager, conversation: Conversation, by: StatusActor, to: ConversationStatus, from: readonly ConversationStatus[], reason: string | null, now: Date): Promise<boolean> {
    const set: ConversationChanges = { status: to, lastActivityAt: now };
    if (by === 'sender') set.receiverUnread = true;
    else set.senderUnread = true;
    if (to === 'accepted' && conversation.receiverAnsweredAt === null) set.receiverAnsweredAt = now;
    const update = manager
      .createQueryBuilder()
      .update(Conversation)
      .set(set)
      .where('id = :id', { id: conversation.id })
      .andWhere('status IN (:...from)', { from: [...from] });
    // A receiver who replied since the expiry job read the row has answered: the request stays.
    if (to === 'expired') update.andWhere('receiver_answered_at IS NULL');
    const result = await update.execute();
    if (!result.affected) return false;
    const changedBy = by === 'system' ? null : by === 'receiver' ? conversation.receiverId : conversation.senderId;
    await manager.insert(StatusChange, { conversationId: conversation.id, status: to, reason, changedBy, createdAt: now });
    Object.assign(conversation, set);
    return true;
  }

  /**
   * move() and the mail to the other side, in one transaction, under the thread's locks: the UPDATE of a conversation's
   * last activity makes InnoDB check its members' rows (the foreign keys share an index with it), so the conversation
   * row must not be taken before them (conversation-locks.ts).
   */
  moveAndNotify(conversation: Conversation, by: StatusActor, to: ConversationStatus, from: readonly ConversationStatus[], reason: string | null, now: Date): Promise<boolean> {
    return writeTransaction(this.dataSource, async (manager) => {
      const current = await lockThread(manager, conversation.id);
      if (!current) return false;
      const moved = await this.move(manager, current, by, to, from, reason, now);
      if (moved) {
        Object.assign(conversation, current);
        await this.notifier.statusChanged(manager, current, by, to, reason);
      }
      return moved;
    });
  }
}
