import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RESPONSIVENESS_LIMITS } from '@community/vocabulary';
import { UsersService } from '../users/users.service';
import { Conversation } from './entities/conversation.entity';
import { ConversationsRepository } from './conversations.repository';
import { medianDaysUp } from './responsiveness';

/**
 * How quickly a member answers the requests they receive, kept on their account when it changes so the directories
 * read a stored column (docs/conversations.md, "Responsiveness"): when a request gets its first answer (the receiver's
 * first reply, an accept or a more-info question, each stamping `receiver_answered_at`) or is declined, the median of
 * their last 10 answered requests is recomputed from the (receiver_id, receiver_answered_at) index, and their run of
 * unanswered expiries ends. Inside the answer's transaction, under the members' row locks it already holds.
 */
@Injectable()
export class ResponsivenessService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly users: UsersService,
  ) {}

  async answered(manager: EntityManager, conversation: Pick<Conversation, 'id' | 'receiverId'>): Promise<void> {
    if (conversation.receiverId === null) return;
    const answered = await this.conversations.latestAnswered(manager, conversation.receiverId, RESPONSIVENESS_LIMITS.repliesSample);
    const days = medianDaysUp(answered.map((row) => row.receiverAnsweredAt.getTime() - row.createdAt.getTime()));
    await this.users.recordResponsiveness(manager, conversation.receiverId, days);
  }
}
