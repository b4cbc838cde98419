import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { EVERY_HOUR_MS, TimedJob } from '../../common/clock/timed-job';
import { Transactions } from '../../common/database/transactions';
import { MailService } from '../mail/mail.service';
import { AdsRepository } from './ads.repository';
import { reminderDueBefore } from './ad-lifecycle';
import { adExpiryReminderMail } from './ad-emails';

const BATCH = 200;

/**
 * Ads leave the board AD_LIFETIME_DAYS after approval, and their posters are mailed 7 days before. Every
 * instance runs this hourly; each ad is claimed with a conditional UPDATE and only the instance whose UPDATE
 * changed the row queues the mail, in the claim's transaction, so two instances never send the same reminder twice
 * and a stop in the middle loses none.
 */
@Injectable()
export class AdExpiryJob extends TimedJob {
  constructor(
    private readonly ads: AdsRepository,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super('AdExpiry', EVERY_HOUR_MS);
  }

  /** One pass: reminders first (so an ad expiring now still got its week's notice if it was due), then expiry. */
  async runOnce(): Promise<{ reminded: number; expired: number }> {
    const now = this.clock.now();
    return { reminded: await this.remind(now), expired: await this.expire(now) };
  }

  private async remind(now: Date): Promise<number> {
    const due = await this.ads.remindersDue(now, reminderDueBefore(now), BATCH);
    let sent = 0;
    for (const ad of due) {
      if (!ad.expiresAt || ad.expiresAt <= now) continue;
      // The claim and the mail commit together: a run that stops between them leaves the reminder due.
      const mailed = await this.transactions.runWrite(async (manager) => {
        const claimed = await this.ads.claimReminder(ad.id, now, manager);
        if (!claimed || !ad.poster || ad.poster.suspendedAt) return false;
        await this.mail.enqueue(manager, adExpiryReminderMail(ad.poster.email, ad, this.config.appUrl));
        return true;
      });
      if (mailed) sent += 1;
    }
    return sent;
  }

  private async expire(now: Date): Promise<number> {
    // One conditional update per ad, so each is expired once across instances and its search columns (which carry
    // the status) are rewritten with it.
    const due = await this.ads.expiryDue(now);
    let expired = 0;
    for (const ad of due) if (await this.ads.expire(ad)) expired += 1;
    return expired;
  }
}
