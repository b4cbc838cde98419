import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { oneWriterAtATime } from '../../common/database/one-writer';
import { User } from '../users/entities/user.entity';
import { DigestItem } from './entities/digest-item.entity';

/** The daily digest's items: queued by NotificationsService, claimed and mailed by the digest job. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A notification the member gets in their daily digest, through the transaction of the change it tells of when given. */
  async queueDigestItem(item: Pick<DigestItem, 'userId' | 'kind' | 'subject' | 'text'>, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).save(Object.assign(new DigestItem(), { ...item, sentAt: null }));
  }

  /** What deciding a notification needs of the account, read in the caller's transaction. */
  recipientSettings(manager: EntityManager, userId: number): Promise<Pick<User, 'id' | 'notificationSettings' | 'tokenVersion' | 'language'> | null> {
    return manager.findOne(User, { where: { id: userId }, select: { id: true, notificationSettings: true, tokenVersion: true, language: true } });
  }

  /** The members who have items no digest has sent yet. */
  async membersWithUnsentItems(): Promise<number[]> {
    const rows: Array<{ userId: number | string }> = await this.dataSource
      .getRepository(DigestItem)
      .createQueryBuilder('item')
      .select('item.userId', 'userId')
      .where('item.sentAt IS NULL')
      .groupBy('item.userId')
      .getRawMany();
    return rows.map((row) => Number(row.userId));
  }

  /**
   * One member's claim as a background writer: a plain transaction, one writer at a time on SQLite (the job runs
   * beside the requests, as the outbox worker does).
   */
  inClaim<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return oneWriterAtATime(this.dataSource, () => this.dataSource.transaction(work));
  }

  /** A conditional UPDATE of the member's unsent items under this claim id: answers whether it claimed any. */
  async claimUnsent(manager: EntityManager, userId: number, claimId: string, at: Date): Promise<boolean> {
    const claimed = await manager.update(DigestItem, { userId, sentAt: IsNull() }, { sentAt: at, claimId });
    return !!claimed.affected;
  }

  claimedItems(manager: EntityManager, claimId: string): Promise<DigestItem[]> {
    return manager.find(DigestItem, { where: { claimId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  recipient(manager: EntityManager, userId: number): Promise<User | null> {
    return manager.findOneBy(User, { id: userId });
  }
}
