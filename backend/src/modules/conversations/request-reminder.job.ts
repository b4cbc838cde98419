import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TimedJob } from '../../common/clock/timed-job';
import { Transactions } from '../../common/database/transactions';
import { Conversation } from './entities/conversation.entity';
import { ConversationNotifier } from './conversation-notifier';
import { daysBefore } from './conversation-time';
import { ConversationsRepository } from './conversations.repository';

/** Only a request still waiting for its receiver's first answer is reminded: new or read, nothing answered. */
const REMINDABLE = ['new', 'read'] as const;
const BATCH = 200;

/**
 * Reminds the receiver of an unanswered request REQUEST_REMINDER_DAYS after it was sent (default 3 and 7 days), once
 * per step (docs/conversations.md, "Reminders"). `conversations.reminders_sent` counts the steps sent; each reminder is
 * claimed by a conditional UPDATE from the count read to the step (request still unanswered), and its mail is queued
 * in the same transaction, so two instances running at once send each step once. Steps are walked from the last to
 * the first: a request found late (the job was down) gets only the latest step due, never a burst of old ones. A step
 * at or after REQUEST_EXPIRY_DAYS is never sent (the request expires first). Runs every REQUEST_EXPIRY_CHECK_MINUTES.
 */
@Injectable()
export class RequestReminderJob extends TimedJob {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly transactions: Transactions,
    private readonly notifier: ConversationNotifier,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super('RequestReminder', config.conversations.expiryCheckMinutes * 60_000);
  }

  /** The reminder days that can still find a request open (before it expires), ascending. */
  steps(): number[] {
    return this.config.conversations.reminderDays.filter((days) => days < this.config.conversations.expiryDays);
  }

  /** One pass; answers how many reminders this call sent. */
  async runOnce(now: Date = this.clock.now()): Promise<number> {
    const steps = this.steps();
    let sent = 0;
    for (let step = steps.length; step >= 1; step -= 1) {
      const days = steps[step - 1];
      const cutoff = daysBefore(now, days);
      let afterId = 0;
      for (;;) {
        const due = await this.conversations.dueForReminder(REMINDABLE, cutoff, step, afterId, BATCH);
        for (const conversation of due) {
          if (await this.remind(conversation, step, days)) sent += 1;
        }
        if (due.length < BATCH) break;
        afterId = due[due.length - 1].id;
      }
    }
    return sent;
  }

  /** The claim and the receiver's mail in one transaction, under the thread's locks (conversation-locks.ts). */
  private remind(conversation: Conversation, step: number, days: number): Promise<boolean> {
    return this.transactions.runWrite(async (manager) => {
      const current = await this.conversations.lockThread(manager, conversation.id);
      if (!current || current.remindersSent >= step) return false;
      if (!(await this.conversations.claimReminder(manager, current.id, current.remindersSent, step, REMINDABLE))) return false;
      current.remindersSent = step;
      await this.notifier.reminded(manager, current, days);
      return true;
    });
  }
}
