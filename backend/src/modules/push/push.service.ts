import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  InAppNotificationKind,
  PUSHED_NOTIFICATIONS,
  PUSH_ERRORS,
  PUSH_KINDS,
  PUSH_LIMITS,
  PUSH_TITLES,
  PUSH_TITLE_OF,
  PushSettings,
  isLanguage,
} from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { isDuplicateKey } from '../../common/database/duplicate-key';
import { afterCommit } from '../../common/database/after-commit';
import { PushRepository } from './push.repository';
import { effectivePushSettings, endpointHash, validEndpoint, validKeys } from './push-rules';
import { PushSenderJob } from './push-sender.job';
import { VapidKeys } from './vapid-keys';

export interface StoredSubscription {
  endpoint_host: string;
  created_at: string;
}

/**
 * Web Push for signed-in members (docs/notifications.md, "Push"): the key, each device's subscription (at most
 * PUSH_LIMITS.subscriptionsPerMember, enforced under the member's row lock), push settings per kind, and the queue
 * written in a notification's own transaction.
 */
@Injectable()
export class PushService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly push: PushRepository,
    private readonly keys: VapidKeys,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly sender: PushSenderJob,
  ) {}

  async publicKey(): Promise<string> {
    return (await this.keys.get()).publicKey;
  }

  /** Upsert by endpoint: the same browser again keeps one row (moved to this member if another had it). */
  async subscribe(userId: number, body: { endpoint?: unknown; keys?: unknown }): Promise<StoredSubscription> {
    if (!validEndpoint(body.endpoint, this.config.push.allowLocalEndpoints)) throw new BadRequestException(PUSH_ERRORS.endpointInvalid);
    if (!validKeys(body.keys)) throw new BadRequestException(PUSH_ERRORS.keysInvalid);
    const endpoint = body.endpoint;
    const { p256dh, auth } = body.keys;
    const hash = endpointHash(endpoint);
    const attempt = () =>
      this.transactions.runWrite(async (manager) => {
        await this.push.lockMember(manager, userId);
        const existing = await this.push.byHash(manager, hash);
        if (existing?.userId === userId) {
          await this.push.updateSubscription(manager, existing.id, { userId, p256dh, auth });
          return { ok: true as const, createdAt: existing.createdAt };
        }
        if ((await this.push.countOf(manager, userId)) >= PUSH_LIMITS.subscriptionsPerMember) return { ok: false as const };
        if (existing) {
          await this.push.updateSubscription(manager, existing.id, { userId, p256dh, auth });
          return { ok: true as const, createdAt: existing.createdAt };
        }
        const createdAt = this.clock.now();
        await this.push.insertSubscription(manager, { userId, endpointHash: hash, endpoint, p256dh, auth, createdAt });
        return { ok: true as const, createdAt };
      });
    let result;
    try {
      result = await attempt();
    } catch (error) {
      // Another account stored the same browser at this very moment: the row exists now, and moves here.
      if (!isDuplicateKey(error)) throw error;
      result = await attempt();
    }
    if (!result.ok) throw new BadRequestException(PUSH_ERRORS.tooManyDevices);
    return { endpoint_host: new URL(endpoint).host, created_at: new Date(result.createdAt).toISOString() };
  }

  /** Only the caller's own subscription goes. */
  async unsubscribe(userId: number, endpoint: unknown): Promise<void> {
    if (typeof endpoint !== 'string' || !endpoint || endpoint.length > PUSH_LIMITS.endpointMaxLength)
      throw new BadRequestException(PUSH_ERRORS.endpointInvalid);
    if (!(await this.push.deleteOwn(userId, endpointHash(endpoint)))) throw new NotFoundException(PUSH_ERRORS.notFound);
  }

  async settings(userId: number): Promise<PushSettings> {
    return effectivePushSettings((await this.push.settingsOf(userId))?.settings);
  }

  async updateSettings(userId: number, changes: Partial<PushSettings>): Promise<PushSettings> {
    const settings = { ...(await this.settings(userId)) };
    for (const kind of PUSH_KINDS) if (typeof changes[kind] === 'boolean') settings[kind] = changes[kind];
    await this.push.saveSettings({ userId, settings });
    return settings;
  }

  /**
   * Called by NotificationFeedService.record in the notification's transaction: one push per device of the member,
   * when the kind is pushed and the member's setting for it is on. The title is the only text, in the member's
   * language; the sender is woken once the transaction commits.
   */
  async queue(manager: EntityManager, notification: { userId: number; kind: InAppNotificationKind; link: string | null }): Promise<number> {
    const setting = PUSHED_NOTIFICATIONS[notification.kind];
    const titleKey = PUSH_TITLE_OF[notification.kind];
    if (!setting || !titleKey) return 0;
    const subscriptions = await this.push.subscriptionsOf(manager, notification.userId);
    if (subscriptions.length === 0) return 0;
    if (!effectivePushSettings((await this.push.settingsOf(notification.userId, manager))?.settings)[setting]) return 0;
    const language = await this.push.languageOf(manager, notification.userId);
    if (language === null) return 0;
    const title = PUSH_TITLES[isLanguage(language) ? language : DEFAULT_LANGUAGE][titleKey];
    const createdAt = this.clock.now();
    await this.push.queue(
      manager,
      subscriptions.map((subscription) => ({ subscriptionId: subscription.id, userId: notification.userId, title, link: notification.link, createdAt })),
    );
    afterCommit(manager, () => this.sender.wake());
    return subscriptions.length;
  }

  /** The data export: each device's push service (its host only) and when it was added; the settings. */
  async exportFor(userId: number): Promise<{ subscriptions: StoredSubscription[]; settings: PushSettings }> {
    const rows = await this.push.allSubscriptionsOf(userId);
    return {
      subscriptions: rows.map((row) => ({ endpoint_host: new URL(row.endpoint).host, created_at: new Date(row.createdAt).toISOString() })),
      settings: await this.settings(userId),
    };
  }
}
