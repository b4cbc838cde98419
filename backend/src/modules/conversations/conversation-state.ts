import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ConversationRole, ConversationStatus } from '@community/vocabulary';
import { Transactions } from '../../common/database/transactions';
import { Conversation } from './entities/conversation.entity';
import { ConversationNotifier } from './conversation-notifier';
import { ConversationChanges, ConversationsRepository } from './conversations.repository';
import { ResponsivenessService } from './responsiveness.service';

export type StatusActor = ConversationRole | 'system';
export type { ConversationChanges } from './conversations.repository';

/**
 * The one way a status changes: a conditional UPDATE (`WHERE id = ? AND status IN (...)`) and, only when
 * this call changed the row, the history entry and the other side's mail. Two clicks, two instances or a
 * click racing the expiry job therefore make each change once.
 */
@Injectable()
export class ConversationState {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly transactions: Transactions,
    private readonly notifier: ConversationNotifier,
    private readonly responsiveness: ResponsivenessService,
  ) {}

  async move(
    manager: EntityManager,
    conversation: Conversation,
    by: StatusActor,
    to: ConversationStatus,
    from: readonly ConversationStatus[],
    reason: string | null,
    now: Date,
  ): Promise<boolean> {
    const set: ConversationChanges = { status: to, lastActivityAt: now };
    if (by === 'sender') set.receiverUnread = true;
    else set.senderUnread = true;
    if (to === 'accepted' && conversation.receiverAnsweredAt === null) set.receiverAnsweredAt = now;
    if (!(await this.conversations.moveStatus(manager, conversation.id, set, from))) return false;
    const changedBy = by === 'system' ? null : by === 'receiver' ? conversation.receiverId : conversation.senderId;
    await this.conversations.addStatusChange(manager, { conversationId: conversation.id, status: to, reason, changedBy, createdAt: now });
    const firstAnswer = set.receiverAnsweredAt !== undefined;
    const unansweredDecline = to === 'declined' && by === 'receiver' && conversation.receiverAnsweredAt === null;
    Object.assign(conversation, set);
    // An accept is a first answer, and a decline ends the receiver's run of unanswered expiries (responsiveness.service.ts).
    if (firstAnswer || unansweredDecline) await this.responsiveness.answered(manager, conversation);
    return true;
  }

  /**
   * move() and the mail to the other side, in one transaction, under the thread's locks: the UPDATE of a conversation's
   * last activity makes InnoDB check its members' rows (the foreign keys share an index with it), so the conversation
   * row must not be taken before them (conversation-locks.ts).
   */
  moveAndNotify(
    conversation: Conversation,
    by: StatusActor,
    to: ConversationStatus,
    from: readonly ConversationStatus[],
    reason: string | null,
    now: Date,
  ): Promise<boolean> {
    return this.transactions.runWrite(async (manager) => {
      const current = await this.conversations.lockThread(manager, conversation.id);
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
