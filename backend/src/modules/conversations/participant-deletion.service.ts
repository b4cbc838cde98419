import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OPEN_STATUSES } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { ConversationState } from './conversation-state';
import { ConversationsRepository } from './conversations.repository';
import { ReportsRepository } from './reports.repository';
import { deletedSides, hasVisitorSender } from './conversation-parties';

/**
 * A member's side of their conversations when they delete their account (docs/conversations.md, "Deleted accounts").
 * The delete screen promises that what they sent stays with its receivers as "Deleted member": every thread stays
 * with the other participant, the deleted side reduced to "Deleted member" (the account row, and with it the name
 * and address, goes right after); their replies stay, unsigned. An open request closes (by the system, no mail:
 * it no longer holds the receiver's capacity and nobody can answer it). A thread nobody else can read goes: a
 * business group's (its visitor has no account) and one whose other side was deleted before.
 */
@Injectable()
export class ParticipantDeletionService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly reports: ReportsRepository,
    private readonly state: ConversationState,
    private readonly clock: Clock,
  ) {}

  /**
   * In the caller's transaction (requests/message-participants.service.ts), before the account row is deleted. Answers
   * the requests (inbox message ids) of the threads that go: their rows own them, and MessageParticipantsService deletes them.
   */
  async forget(manager: EntityManager, userId: number): Promise<{ requestsToDelete: number[] }> {
    await this.conversations.lockMembers(manager, [userId]);
    const now = this.clock.now();
    const threads = await this.conversations.threadsOf(userId, manager);
    const requestsToDelete: number[] = [];
    for (const conversation of threads) {
      const side = conversation.senderId === userId ? 'sender' : 'receiver';
      const nobodyLeft = (side === 'receiver' && hasVisitorSender(conversation)) || deletedSides(conversation).length > 0;
      if (nobodyLeft) {
        requestsToDelete.push(conversation.requestId);
        continue;
      }
      if (conversation.status !== null && OPEN_STATUSES.includes(conversation.status)) {
        await this.state.move(manager, conversation, 'system', 'closed', OPEN_STATUSES, null, now);
      }
      // The one who stays sees that something happened.
      await this.conversations.leave(manager, conversation.id, side);
    }
    await this.conversations.unsignReplies(manager, userId);
    // What they reported still waits for the admins, filed by "Deleted member".
    await this.reports.forgetReporter(manager, userId);
    return { requestsToDelete };
  }
}
