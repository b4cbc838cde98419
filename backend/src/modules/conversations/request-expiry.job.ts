import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CONVERSATION_LIMITS, MessageSection, SECTION_INDUSTRIES, Section } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TimedJob } from '../../common/clock/timed-job';
import { Transactions } from '../../common/database/transactions';
import { Conversation } from './entities/conversation.entity';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { DirectoryService } from '../directory/directory.service';
import { daysBefore } from './conversation-time';
import { ConversationsRepository } from './conversations.repository';
import { UsersService } from '../users/users.service';
import { AvailabilityService } from './availability.service';

const KIND_SECTIONS: Partial<Record<MessageSection, Section>> = {
  'professional-network': 'professionalNetwork',
  'legal-assistance': 'legalAssistance',
  'virtual-clinic': 'virtualClinic',
};

/** Requests expire only while unanswered: new or read, and the receiver has neither replied nor accepted. */
const EXPIRABLE = ['new', 'read'] as const;
const BATCH = 200;

/**
 * Expires requests left unanswered for REQUEST_EXPIRY_DAYS and tells each sender, with up to three members
 * of the same section who take requests now. Every instance runs it on a timer; each expiry is a conditional
 * UPDATE, so when two instances pick the same request only the one whose update changed the row queues the mail,
 * in the same transaction as the expiry.
 */
@Injectable()
export class RequestExpiryJob extends TimedJob {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly transactions: Transactions,
    private readonly state: ConversationState,
    private readonly notifier: ConversationNotifier,
    private readonly directory: DirectoryService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly availability: AvailabilityService,
  ) {
    super('RequestExpiry', config.conversations.expiryCheckMinutes * 60_000);
  }

  /** One pass; answers how many requests this call expired. */
  async runOnce(now: Date = this.clock.now()): Promise<number> {
    const cutoff = daysBefore(now, this.config.conversations.expiryDays);
    let expired = 0;
    let afterId = 0;
    for (;;) {
      const due = await this.conversations.dueForExpiry(EXPIRABLE, cutoff, afterId, BATCH);
      for (const conversation of due) {
        if (await this.expire(conversation, now)) expired += 1;
      }
      if (due.length < BATCH) return expired;
      afterId = due[due.length - 1].id;
    }
  }

  /**
   * The auto-pause (docs/conversations.md, "Auto-pause"): each unanswered expiry lengthens the receiver's run (an
   * answer or a decline ends it: responsiveness.service.ts); the expiry that makes it exactly AUTO_PAUSE_AFTER_EXPIRED
   * switches "Open to new requests" off and mails why and how to resume, so a run pauses once, however long it goes on
   * (a member who switches back on is not paused again until they answer one and let another run build up). Under the
   * receiver's row lock the expiry already holds, so two instances count each expiry once.
   */
  private async countTowardsPause(manager: EntityManager, receiverId: number): Promise<void> {
    const run = await this.users.countUnansweredExpiry(manager, receiverId);
    if (run !== this.config.conversations.autoPauseAfterExpired) return;
    if (await this.availability.pause(manager, receiverId)) await this.notifier.autoPaused(manager, receiverId, run);
  }

  /** The move and the sender's mail in one transaction: a run that dies between them leaves the request due, never expired unmailed. */
  private expire(conversation: Conversation, now: Date): Promise<boolean> {
    return this.transactions.runWrite(async (manager) => {
      // The thread's locks first, in the order every conversation write takes them (conversation-locks.ts).
      const current = await this.conversations.lockThread(manager, conversation.id);
      if (!current) return false;
      conversation = current;
      const moved = await this.state.move(manager, conversation, 'system', 'expired', EXPIRABLE, null, now);
      if (moved && conversation.senderId !== null) {
        const section = KIND_SECTIONS[conversation.kind];
        const suggestions = section
          ? await this.directory.availableHelpers(
              SECTION_INDUSTRIES[section],
              { senderId: conversation.senderId, receiverId: conversation.receiverId },
              CONVERSATION_LIMITS.expirySuggestions,
              manager,
            )
          : [];
        await this.notifier.expired(manager, conversation, suggestions);
      }
      if (moved && conversation.receiverId !== null) await this.countTowardsPause(manager, conversation.receiverId);
      return moved;
    });
  }
}
