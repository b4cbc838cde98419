import { ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { CONVERSATION_TEXTS, ENDED_STATUSES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { ConversationsService } from './conversations.service';
import { BlocksService } from './blocks.service';
import { ConversationChanges, ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { ConversationsRepository } from './conversations.repository';
import { RequestsRepository } from './requests/requests.repository';
import { otherSideDeleted } from './conversation-parties';
import { ResponsivenessService } from './responsiveness.service';

/**
 * A participant writes in the thread; the other side is emailed. The receiver's reply reads a new request; the sender answering a question
 * (more_info) moves the request back to read; the receiver's first reply shows each side the other's email.
 */
@Injectable()
export class RepliesService {
  constructor(
    private readonly threads: ConversationsRepository,
    private readonly requests: RequestsRepository,
    private readonly transactions: Transactions,
    private readonly conversations: ConversationsService,
    private readonly blocks: BlocksService,
    private readonly state: ConversationState,
    private readonly notifier: ConversationNotifier,
    private readonly clock: Clock,
    private readonly responsiveness: ResponsivenessService,
  ) {}

  /**
   * Under the thread's locks (the members' rows, then the conversation row: conversation-locks.ts), so two replies
   * at once, one from each side, take turns instead of deadlocking on the row both update; what may be written
   * (ended, blocked, the other side gone) is read after the lock, as it is now.
   */
  async reply(user: AuthUser, id: number, text: string): Promise<number> {
    const { role } = await this.conversations.participation(user, id);
    const body = text.trim();
    const now = this.clock.now();
    const outcome = await this.transactions.runWrite(async (manager): Promise<{ refusal: HttpException } | { replyId: number }> => {
      const conversation = await this.threads.lockThread(manager, id);
      if (!conversation) return { refusal: new NotFoundException(CONVERSATION_TEXTS.notFound) };
      if (otherSideDeleted(conversation, role)) return { refusal: new ConflictException(CONVERSATION_TEXTS.otherMemberDeleted) };
      if (conversation.status !== null && ENDED_STATUSES.includes(conversation.status))
        return { refusal: new ConflictException(CONVERSATION_TEXTS.conversationOver) };
      if (
        conversation.senderId !== null &&
        conversation.receiverId !== null &&
        (await this.blocks.between(conversation.senderId, conversation.receiverId, manager))
      ) {
        return { refusal: new ConflictException(CONVERSATION_TEXTS.blockedReply) };
      }
      const saved = await this.threads.addReply(manager, { conversationId: id, authorId: user.id, body, createdAt: now });
      const set: ConversationChanges = { lastActivityAt: now };
      if (role === 'receiver') {
        set.senderUnread = true;
        if (conversation.receiverAnsweredAt === null) set.receiverAnsweredAt = now;
      } else {
        set.receiverUnread = true;
      }
      await this.threads.update(id, set, manager);
      Object.assign(conversation, set);
      // The receiver's first reply is the request's first answer: their stored responsiveness follows.
      if (set.receiverAnsweredAt) await this.responsiveness.answered(manager, conversation);
      // The receiver replying has read the request; the reply's own mail tells the sender.
      if (role === 'receiver' && conversation.status === 'new') {
        await this.state.move(manager, conversation, 'receiver', 'read', ['new'], null, now);
        await this.threads.update(id, { receiverUnread: false }, manager);
        await this.requests.markReadOnce(conversation.requestId, now, manager);
      }
      let answeredQuestion = false;
      if (role === 'sender' && conversation.status === 'more_info') {
        answeredQuestion = await this.state.move(manager, conversation, 'sender', 'read', ['more_info'], null, now);
      }
      await this.notifier.replied(manager, conversation, role, body);
      if (answeredQuestion) await this.notifier.statusChanged(manager, conversation, 'sender', 'read', null);
      return { replyId: saved.id };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.replyId;
  }
}
