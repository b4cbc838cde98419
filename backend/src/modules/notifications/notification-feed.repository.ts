import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Notification } from './entities/notification.entity';

/** The `notifications` table: written in the caller's transaction, read by its member only (every query names user_id). */
@Injectable()
export class NotificationFeedRepository {
  constructor(private readonly dataSource: DataSource) {}

  insert(manager: EntityManager, row: Pick<Notification, 'userId' | 'kind' | 'text' | 'link' | 'createdAt'>): Promise<Notification> {
    return manager.save(Object.assign(new Notification(), { ...row, readAt: null }));
  }

  /** Newest first, before `beforeId` when given; `limit` rows (the caller asks one more to know whether a page follows). */
  page(userId: number, beforeId: number | null, limit: number): Promise<Notification[]> {
    const qb = this.dataSource.getRepository(Notification).createQueryBuilder('n').where('n.user_id = :userId', { userId });
    if (beforeId !== null) qb.andWhere('n.id < :beforeId', { beforeId });
    return qb.orderBy('n.id', 'DESC').limit(limit).getMany();
  }

  /** Oldest first, after `afterId`: what a reconnecting stream missed. */
  after(userId: number, afterId: number, limit: number): Promise<Notification[]> {
    return this.dataSource
      .getRepository(Notification)
      .createQueryBuilder('n')
      .where('n.user_id = :userId AND n.id > :afterId', { userId, afterId })
      .orderBy('n.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  countUnread(userId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.getRepository(Notification).createQueryBuilder('n').where('n.user_id = :userId AND n.read_at IS NULL', { userId }).getCount();
  }

  /** One conditional UPDATE: only the member's own unread rows (of `ids` when given) change. Answers how many did. */
  async markRead(userId: number, ids: number[] | null, at: Date): Promise<number> {
    const qb = this.dataSource.createQueryBuilder().update(Notification).set({ readAt: at }).where('user_id = :userId AND read_at IS NULL', { userId });
    if (ids) qb.andWhere('id IN (:...ids)', { ids });
    const result = await qb.execute();
    return result.affected ?? 0;
  }

  /** Every notification of the member, oldest first (the data export). */
  allOf(userId: number): Promise<Notification[]> {
    return this.dataSource.getRepository(Notification).find({ where: { userId }, order: { id: 'ASC' } });
  }
}
