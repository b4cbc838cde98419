import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CONVERSATION_TEXTS, STATUS_TRANSITIONS, allowedStatuses } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { ConversationsService } from './conversations.service';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { ConversationsRepository } from './conversations.repository';
import { otherSideDeleted } from './conversation-parties';
import { ConversationDto } from './dto/conversation.dto';
import { StatusChangeDto } from './dto/status-change.dto';
import { ResponsivenessService } from './responsiveness.service';

/** Accept, decline, ask for more information, close: each allowed only to its side and from its statuses. */
@Injectable()
export class StatusService {
  constructor(
    private readonly threads: ConversationsRepository,
    private readonly transactions: Transactions,
    private readonly conversations: ConversationsService,
    private readonly state: ConversationState,
    private readonly notifier: ConversationNotifier,
    private readonly clock: Clock,
    private readonly responsiveness: ResponsivenessService,
  ) {}

  /** Decided under the thread's locks (conversation-locks.ts) on the status as it is then; the update stays conditional as well. */
  async change(user: AuthUser, id: number, dto: StatusChangeDto): Promise<ConversationDto> {
    const { role } = await this.conversations.participation(user, id);
    const reason = dto.reason?.trim() || null;
    const now = this.clock.now();
    // The question of more_info is the receiver's reply in the thread; a decline keeps its reason in the history.
    const question = dto.status === 'more_info' ? reason : null;
    const refusal = await this.transactions.runWrite(async (manager) => {
      const conversation = await this.threads.lockThread(manager, id);
      if (!conversation) return new NotFoundException(CONVERSATION_TEXTS.notFound);
      const current = conversation.status;
      if (current === null) return new ConflictException(CONVERSATION_TEXTS.noStatus);
      if (otherSideDeleted(conversation, role)) return new ConflictException(CONVERSATION_TEXTS.otherMemberDeleted);
      if (!allowedStatuses(current, role).includes(dto.status)) return new ConflictException(CONVERSATION_TEXTS.transitionRefused(current, dto.status));
      const changed = await this.state.move(manager, conversation, role, dto.status, STATUS_TRANSITIONS[dto.status].from, question ? null : reason, now);
      if (!changed) return new ConflictException(CONVERSATION_TEXTS.transitionRefused(current, dto.status));
      if (question) {
        await this.threads.addReply(manager, { conversationId: id, authorId: user.id, body: question, createdAt: now });
        if (conversation.receiverAnsweredAt === null) {
          await this.threads.update(id, { receiverAnsweredAt: now }, manager);
          conversation.receiverAnsweredAt = now;
          // The question is the request's first answer (responsiveness.service.ts).
          await this.responsiveness.answered(manager, conversation);
        }
      }
      await this.notifier.statusChanged(manager, conversation, role, dto.status, question ? null : reason);
      return null;
    });
    if (refusal) throw refusal;
    return this.conversations.view(id, { id: user.id, role });
  }
}
