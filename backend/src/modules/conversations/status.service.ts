import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONVERSATION_TEXTS, STATUS_TRANSITIONS, allowedStatuses } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { ConversationsService } from './conversations.service';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { ConversationDto } from './dto/conversation.dto';
import { StatusChangeDto } from './dto/status-change.dto';

/** Accept, decline, ask for more information, close: each allowed only to its side and from its statuses. */
@Injectable()
export class StatusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly state: ConversationState,
    private readonly notifier: ConversationNotifier,
    private readonly clock: Clock,
  ) {}

  async change(user: AuthUser, id: number, dto: StatusChangeDto): Promise<ConversationDto> {
    const { conversation, role } = await this.conversations.participation(user, id);
    const current = conversation.status;
    if (current === null) throw new ConflictException(CONVERSATION_TEXTS.noStatus);
    if (!allowedStatuses(current, role).includes(dto.status)) throw new ConflictException(CONVERSATION_TEXTS.transitionRefused(current, dto.status));
    const reason = dto.reason?.trim() || null;
    const now = this.clock.now();
    // The question of more_info is the receiver's reply in the thread; a decline keeps its reason in the history.
    const question = dto.status === 'more_info' ? reason : null;
    const moved = await this.dataSource.transaction(async (manager) => {
      const changed = await this.state.move(manager, conversation, role, dto.status, STATUS_TRANSITIONS[dto.status].from, question ? null : reason, now);
      if (changed && question) {
        await manager.save(Object.assign(new ConversationReply(), { conversationId: id, authorId: user.id, body: question, createdAt: now }));
        if (conversation.receiverAnsweredAt === null) {
          await manager.update(Conversation, { id }, { receiverAnsweredAt: now });
          conversation.receiverAnsweredAt = now;
        }
      }
      if (changed) await this.notifier.statusChanged(manager, conversation, role, dto.status, question ? null : reason);
      return changed;
    });
    // Another click or the expiry job changed it first.
    if (!moved) throw new ConflictException(CONVERSATION_TEXTS.transitionRefused(current, dto.status));
    return this.conversations.view(id, { id: user.id, role });
  }
}
