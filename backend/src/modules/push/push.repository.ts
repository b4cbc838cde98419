import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { isDuplicateKey } from '../../common/database/duplicate-key';
import { oneWriterAtATime } from '../../common/database/one-writer';
import { PushSubscription } from './entities/push-subscription.entity';
import { PushDelivery, PushDeliveryStatus } from './entities/push-delivery.entity';
import { PushPresence } from './entities/push-presence.entity';
import { PushSetting } from './entities/push-setting.entity';
import { PushKey } from './entities/push-key.entity';
import { User } from '../users/entities/user.entity';

const VAPID_ROW = 'vapid';

/** The push tables (docs/notifications.md, "Push"): every query of a member's rows names the member. */
@Injectable()
export class PushRepository {
  constructor(private readonly dataSource: DataSource) {}

  // ---- VAPID keys ----

  storedKeys(): Promise<PushKey | null> {
    return this.dataSource.getRepository(PushKey).findOneBy({ name: VAPID_ROW });
  }

  /** Insert-if-absent: of two instances racing, one row wins and both then read it. */
  async insertKeysIfAbsent(publicKey: string, privateKey: string, at: Date): Promise<PushKey> {
    try {
      await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(PushKey).insert({ name: VAPID_ROW, publicKey, privateKey, createdAt: at }));
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return (await this.storedKeys())!;
  }

  // ---- subscriptions ----

  /** MariaDB: a member's subscription writes take turns on the member's row. SQLite: one writer at a time already. */
  async lockMember(manager: EntityManager, userId: number): Promise<void> {
    if (manager.connection.options.type === 'better-sqlite3') return;
    await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
  }

  byHash(manager: EntityManager, endpointHash: string): Promise<PushSubscription | null> {
    return manager.findOneBy(PushSubscription, { endpointHash });
  }

  countOf(manager: EntityManager, userId: number): Promise<number> {
    return manager.countBy(PushSubscription, { userId });
  }

  insertSubscription(manager: EntityManager, row: Pick<PushSubscription, 'userId' | 'endpointHash' | 'endpoint' | 'p256dh' | 'auth' | 'createdAt'>) {
    return manager.insert(PushSubscription, { ...row, lastSuccessAt: null });
  }

  /** The same browser again: its keys may have changed; another account's subscription moves to this one. */
  async updateSubscription(manager: EntityManager, id: number, changes: Pick<PushSubscription, 'userId' | 'p256dh' | 'auth'>): Promise<void> {
    await manager.update(PushSubscription, { id }, changes);
    // Pushes queued for the account it belonged to are not this account's to get.
    await manager.delete(PushDelivery, { subscriptionId: id, status: 'pending' });
  }

  /** Only the caller's own: answers whether one was removed. */
  async deleteOwn(userId: number, endpointHash: string): Promise<boolean> {
    const result = await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(PushSubscription).delete({ userId, endpointHash }));
    return !!result.affected;
  }

  async deleteById(id: number): Promise<void> {
    await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(PushSubscription).delete({ id }));
  }

  subscriptionsOf(manager: EntityManager, userId: number): Promise<PushSubscription[]> {
    return manager.find(PushSubscription, { where: { userId }, order: { id: 'ASC' } });
  }

  allSubscriptionsOf(userId: number): Promise<PushSubscription[]> {
    return this.subscriptionsOf(this.dataSource.manager, userId);
  }

  subscriptionsByIds(ids: number[]): Promise<PushSubscription[]> {
    return ids.length ? this.dataSource.getRepository(PushSubscription).findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  async markSuccess(subscriptionId: number, at: Date): Promise<void> {
    await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(PushSubscription).update({ id: subscriptionId }, { lastSuccessAt: at }));
  }

  /** The member's language (their push titles), or null when the account is gone. */
  async languageOf(manager: EntityManager, userId: number): Promise<string | null> {
    return (await manager.findOne(User, { where: { id: userId }, select: { id: true, language: true } }))?.language ?? null;
  }

  // ---- settings ----

  settingsOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<PushSetting | null> {
    return manager.findOneBy(PushSetting, { userId });
  }

  async saveSettings(row: PushSetting): Promise<void> {
    await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(PushSetting).upsert(row, ['userId']));
  }

  // ---- presence ----

  async markSeen(userId: number, at: Date): Promise<void> {
    await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(PushPresence).upsert({ userId, seenAt: at }, ['userId']));
  }

  async seenAt(userId: number): Promise<Date | null> {
    return (await this.dataSource.getRepository(PushPresence).findOneBy({ userId }))?.seenAt ?? null;
  }

  // ---- the outbox ----

  async queue(manager: EntityManager, rows: Array<Pick<PushDelivery, 'subscriptionId' | 'userId' | 'title' | 'link' | 'createdAt'>>): Promise<void> {
    if (rows.length === 0) return;
    await manager.insert(
      PushDelivery,
      rows.map((row) => ({ ...row, status: 'pending' as const, attempts: 0, nextAttemptAt: row.createdAt, leaseUntil: null, claimId: null, finishedAt: null })),
    );
  }

  /**
   * Claims up to `limit` due pushes until `leaseUntil` with one conditional UPDATE under a fresh claim id (rows
   * already claimed by a live lease are not due), then answers exactly the rows this claim got: two instances never
   * send one push twice. Each claim counts one attempt.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<PushDelivery[]> {
    const repo = this.dataSource.getRepository(PushDelivery);
    const due = await repo
      .createQueryBuilder('d')
      .select('d.id', 'id')
      .where('d.status = :pending AND d.next_attempt_at <= :now AND (d.lease_until IS NULL OR d.lease_until <= :now)', { pending: 'pending', now })
      .orderBy('d.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    if (due.length === 0) return [];
    const claimId = randomUUID();
    await oneWriterAtATime(this.dataSource, () =>
      this.dataSource
        .createQueryBuilder()
        .update(PushDelivery)
        .set({ claimId, leaseUntil, attempts: () => 'attempts + 1' })
        .where('id IN (:...ids)', { ids: due.map((row) => Number(row.id)) })
        .andWhere('status = :pending AND (lease_until IS NULL OR lease_until <= :now)', { pending: 'pending', now })
        .execute(),
    );
    return repo.find({ where: { claimId }, order: { id: 'ASC' } });
  }

  /** The end of one attempt, only while this claim still holds the row. */
  async finish(id: number, claimId: string, status: PushDeliveryStatus, at: Date): Promise<void> {
    await oneWriterAtATime(this.dataSource, () =>
      this.dataSource.getRepository(PushDelivery).update({ id, claimId }, { status, finishedAt: at, leaseUntil: null }),
    );
  }

  async retryAt(id: number, claimId: string, at: Date): Promise<void> {
    await oneWriterAtATime(this.dataSource, () => this.dataSource.getRepository(PushDelivery).update({ id, claimId }, { nextAttemptAt: at, leaseUntil: null }));
  }
}
