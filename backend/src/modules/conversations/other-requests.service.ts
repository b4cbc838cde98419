import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { CONVERSATION_TEXTS, ConversationStatus, RESPONSIVENESS_TEXTS, WAITING_STATUSES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { ConversationsService } from './conversations.service';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { ConversationsRepository } from './conversations.repository';

const PENDING_STATUSES: readonly ConversationStatus[] = WAITING_STATUSES;

/**
 * When one of a seeker's requests is accepted they may close the others they still wait on
 * (`POST /conversations/{id}/close-other-requests`, docs/conversations.md "Closing the other requests"), so helpers are
 * not left holding requests nobody needs any more. The thread's answer carries `other_open_requests` for the web app to ask.
 */
@Injectable()
export class OtherRequestsService {
  constructor(
    private readonly threads: ConversationsRepository,
    private readonly transactions: Transactions,
    private readonly conversations: ConversationsService,
    private readonly state: ConversationState,
    private readonly notifier: ConversationNotifier,
    private readonly clock: Clock,
  ) {}

  /**
   * Closes, as their sender, every other request the caller waits on, in one transaction: the members' rows (the
   * caller and every receiver, lowest id first), then each conversation in id order (conversation-locks.ts); each close
   * is the usual conditional status move with its history row and the receiver's mail, so a request answered or
   * closed meanwhile is left as it is. Answers how many this call closed.
   */
  async closeOthers(user: AuthUser, id: number): Promise<number> {
    const { role } = await this.conversations.participation(user, id);
    if (role !== 'sender') throw new ForbiddenException(RESPONSIVENESS_TEXTS.closeOthersOnlySender);
    const now = this.clock.now();
    const outcome = await this.transactions.runWrite(async (manager): Promise<{ refusal: Error } | { closed: number }> => {
      // Every member's row first, lowest id first (the receivers of the requests read before the locks), then the threads.
      const waiting = await this.threads.sentIn(manager, user.id, id, PENDING_STATUSES);
      const acceptedFirstRead = await this.threads.findById(id);
      await this.threads.lockMembers(manager, [user.id, acceptedFirstRead?.receiverId ?? null, ...waiting.map((other) => other.receiverId)]);
      const accepted = await this.threads.lockThread(manager, id);
      if (!accepted) return { refusal: new NotFoundException(CONVERSATION_TEXTS.notFound) };
      if (accepted.status !== 'accepted') return { refusal: new ConflictException(RESPONSIVENESS_TEXTS.closeOthersNotAccepted) };
      let closed = 0;
      for (const other of waiting) {
        const current = await this.threads.lockThread(manager, other.id);
        if (!current || current.senderId !== user.id) continue;
        if (await this.state.move(manager, current, 'sender', 'closed', PENDING_STATUSES, null, now)) {
          await this.notifier.statusChanged(manager, current, 'sender', 'closed', null);
          closed += 1;
        }
      }
      return { closed };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.closed;
  }
}
