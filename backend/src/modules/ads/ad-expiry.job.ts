import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { repeatEvery } from '../../common/clock/repeat-every';
import { MailService } from '../mail/mail.service';
import { Ad } from './entities/ad.entity';
import { reminderDueBefore } from './ad-lifecycle';
import { adExpiryReminderMail } from './ad-emails';
import { AD_SEARCH } from './ad-search';

const EVERY_HOUR_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Ads leave the board AD_LIFETIME_DAYS after approval, and their posters are mailed 7 days before. Every
 * instance runs this hourly; each ad is claimed with a conditional UPDATE and only the instance whose UPDATE
 * changed the row mails, so two instances never send the same reminder twice.
 */
@Injectable()
export class AdExpiryJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AdExpiry');
  private stop: (() => void) | null = null;

  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = repeatEvery(EVERY_HOUR_MS, () => this.runOnce(), this.logger);
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  /** One pass: reminders first (so an ad expiring now still got its week's notice if it was due), then expiry. */
  async runOnce(): Promise<{ reminded: number; expired: number }> {
    const now = this.clock.now();
    return { reminded: await this.remind(now), expired: await this.expire(now) };
  }

  private async remind(now: Date): Promise<number> {
    const due = await this.ads.find({
      where: { status: 'approved', expiryRemindedAt: IsNull(), expiresAt: Between(now, reminderDueBefore(now)) },
      relations: { poster: true },
      take: BATCH,
    });
    let sent = 0;
    for (const ad of due) {
      if (!ad.expiresAt || ad.expiresAt <= now) continue;
      const claimed = await this.ads.update({ id: ad.id, status: 'approved', expiryRemindedAt: IsNull() }, { expiryRemindedAt: now });
      if (!claimed.affected || !ad.poster || ad.poster.suspendedAt) continue;
      await this.mail.send(adExpiryReminderMail(ad.poster.email, ad, this.config.appUrl));
      sent += 1;
    }
    return sent;
  }

  private async expire(now: Date): Promise<number> {
    // One conditional update per ad, so each is expired once across instances and its search columns (which carry
    // the status) are rewritten with it.
    const due = await this.ads.find({ where: { status: 'approved', expiresAt: LessThanOrEqual(now) } });
    let expired = 0;
    for (const ad of due) {
      ad.status = 'expired';
      const result = await this.ads.update({ id: ad.id, status: 'approved' }, { status: 'expired', ...AD_SEARCH.derive(ad) });
      expired += result.affected ?? 0;
    }
    return expired;
  }
}
