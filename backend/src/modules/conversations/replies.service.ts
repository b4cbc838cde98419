import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { CONVERSATION_TEXTS, ENDED_STATUSES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { InboxMessage } from '../messages/entities/inbox-message.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { ConversationsService } from './conversations.service';
import { BlocksService } from './blocks.service';
import { ConversationChanges, ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';

/**
 * A participant writes in the thread; the other side is emailed. The receiver's reply reads a new request; the sender answering a question
 * (more_info) moves the request back to read; the receiver's first reply shows each side the other's email.
 */
@Injectable()
export class RepliesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly blocks: BlocksService,
    private readonly state: ConversationState,
    private readonly notifier: ConversationNotifier,
    private readonly clock: Clock,
  ) {}

  async reply(user: AuthUser, id: number, text: string): Promise<number> {
    const { conversation, role } = await this.conversations.participation(user, id);
    if (conversation.status !== null && ENDED_STATUSES.includes(conversation.status)) throw new ConflictException(CONVERSATION_TEXTS.conversationOver);
    if (conversation.senderId !== null && (await this.blocks.between(conversation.senderId, conversation.receiverId))) {
      throw new ConflictException(CONVERSATION_TEXTS.blockedReply);
    }
    const body = text.trim();
    const now = this.clock.now();
    const replyId = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(Object.assign(new ConversationReply(), { conversationId: id, authorId: user.id, body, createdAt: now }));
      const set: ConversationChanges = { lastActivityAt: now };
      if (role === 'receiver') {
        set.senderUnread = true;
        if (conversation.receiverAnsweredAt === null) set.receiverAnsweredAt = now;
      } else {
        set.receiverUnread = true;
      }
      await manager.update(Conversation, { id }, set);
      Object.assign(conversation, set);
      // The receiver replying has read the request; the reply's own mail tells the sender.
      if (role === 'receiver' && conversation.status === 'new') {
        await this.state.move(manager, conversation, 'receiver', 'read', ['new'], null, now);
        await manager.update(Conversation, { id }, { receiverUnread: false });
        await manager.update(InboxMessage, { id: conversation.requestId, readAt: IsNull() }, { readAt: now });
      }
      let answeredQuestion = false;
      if (role === 'sender' && conversation.status === 'more_info') {
        answeredQuestion = await this.state.move(manager, conversation, 'sender', 'read', ['more_info'], null, now);
      }
      await this.notifier.replied(manager, conversation, role, body);
      if (answeredQuestion) await this.notifier.statusChanged(manager, conversation, 'sender', 'read', null);
      return saved.id;
    });
    return replyId;
  }
}
