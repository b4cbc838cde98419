import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { NOTIFICATION_KIND_LABELS, NotificationKind } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { repeatEvery } from '../../common/clock/repeat-every';
import { oneWriterAtATime } from '../../common/database/one-writer';
import { MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import { DigestItem } from './entities/digest-item.entity';
import { NotificationsService } from './notifications.service';

const EVERY_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily digest: one mail per member with every notification queued since the last one. Each instance runs
 * it daily; a run claims a member's unsent items with a conditional UPDATE under its own claim id and queues the
 * mail of only what it claimed, in the claim's transaction, so two instances never send an item twice and a stop
 * in the middle loses none.
 */
@Injectable()
export class DigestJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Digest');
  private stop: (() => void) | null = null;

  constructor(
    @InjectRepository(DigestItem) private readonly items: Repository<DigestItem>,
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = repeatEvery(EVERY_DAY_MS, () => this.runOnce(), this.logger);
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  async runOnce(): Promise<number> {
    const waiting: Array<{ userId: number }> = await this.items
      .createQueryBuilder('item')
      .select('item.userId', 'userId')
      .where('item.sentAt IS NULL')
      .groupBy('item.userId')
      .getRawMany();
    let sent = 0;
    for (const { userId } of waiting) if (await this.sendTo(Number(userId))) sent += 1;
    return sent;
  }

  /** The claim and the digest mail in one transaction: a run that stops between them leaves the items unsent, to be claimed again. */
  private sendTo(userId: number): Promise<boolean> {
    return oneWriterAtATime(this.dataSource, () => this.dataSource.transaction(async (manager) => {
      const claimId = randomUUID();
      const claimed = await manager.update(DigestItem, { userId, sentAt: IsNull() }, { sentAt: this.clock.now(), claimId });
      if (!claimed.affected) return false;
      const items = await manager.find(DigestItem, { where: { claimId }, order: { createdAt: 'ASC', id: 'ASC' } });
      const user = await manager.findOneBy(User, { id: userId });
      if (!user || user.suspendedAt || items.length === 0) return false;
      const kinds = [...new Set(items.map((item) => item.kind))] as NotificationKind[];
      const body = items.map((item) => `* ${NOTIFICATION_KIND_LABELS[item.kind]}: ${item.subject}\n\n${item.text.trim()}\n`).join('\n');
      await this.mail.enqueue(
        manager,
        this.notifications.withUnsubscribe(user, kinds, {
          to: user.email,
          subject: `Your daily digest: ${items.length} update${items.length === 1 ? '' : 's'}`,
          text: `Hello ${user.name},\n\nHere is what happened since your last digest.\n\n${body}`,
        }),
      );
      return true;
    }));
  }
}
