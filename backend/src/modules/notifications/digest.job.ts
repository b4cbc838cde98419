import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, NotificationKind, isLanguage } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { TimedJob } from '../../common/clock/timed-job';
import { MailService, catalogMail } from '../mail/mail.service';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

const EVERY_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily digest: one mail per member with every notification queued since the last one. Each instance runs
 * it daily; a run claims a member's unsent items with a conditional UPDATE under its own claim id and queues the
 * mail of only what it claimed, in the claim's transaction, so two instances never send an item twice and a stop
 * in the middle loses none.
 */
@Injectable()
export class DigestJob extends TimedJob {
  constructor(
    private readonly items: NotificationsRepository,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {
    super('Digest', EVERY_DAY_MS);
  }

  async runOnce(): Promise<number> {
    let sent = 0;
    for (const userId of await this.items.membersWithUnsentItems()) if (await this.sendTo(userId)) sent += 1;
    return sent;
  }

  /** The claim and the digest mail in one transaction: a run that stops between them leaves the items unsent, to be claimed again. */
  private sendTo(userId: number): Promise<boolean> {
    return this.items.inClaim(async (manager) => {
      const claimId = randomUUID();
      if (!(await this.items.claimUnsent(manager, userId, claimId, this.clock.now()))) return false;
      const items = await this.items.claimedItems(manager, claimId);
      const user = await this.items.recipient(manager, userId);
      if (!user || user.suspendedAt || items.length === 0) return false;
      const kinds = [...new Set(items.map((item) => item.kind))] as NotificationKind[];
      // The items were stored in the member's language (NotificationsService.notify); the digest is written in it too.
      const digest = catalogMail(
        user.email,
        'digest',
        { name: user.name, items: items.map((item) => ({ kind: item.kind as NotificationKind, subject: item.subject, text: item.text })) },
        { language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE },
      );
      await this.mail.enqueue(manager, this.notifications.withUnsubscribe(user, kinds, digest));
      return true;
    });
  }
}
