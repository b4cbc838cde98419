import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { IN_APP_NOTIFICATION_TEXTS, IN_APP_NOTIFICATION_TEXT_MAX_LENGTH, IN_APP_NOTIFICATIONS_PAGE_SIZE, InAppNotificationKind } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { afterCommit } from '../../common/database/after-commit';
import { PushService } from '../push/push.service';
import { NotificationBus } from './notification-bus';
import { Notification } from './entities/notification.entity';
import { NotificationFeedRepository } from './notification-feed.repository';
import { NotificationDto, NotificationPageDto, MarkReadResultDto } from './dto/notification.dto';
import { decodeNotificationCursor, encodeNotificationCursor } from './notification-cursor';

export interface NewNotification {
  /** The member who should know. */
  userId: number;
  kind: InAppNotificationKind;
  /** A path of the web app (e.g. `conversationPath(id)`), or null. */
  link: string | null;
  /** Defaults to the kind's text in the vocabulary; never a name, a case, a legal or clinic detail. */
  text?: string;
}

export const toNotificationDto = (row: Notification): NotificationDto => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  link: row.link,
  created_at: new Date(row.createdAt).toISOString(),
  read_at: row.readAt === null ? null : new Date(row.readAt).toISOString(),
});

/**
 * The member's in-app notifications (docs/notifications.md). Every module that raises an event a member should know
 * of calls `record(manager, …)` with the manager of the event's own transaction: the notification commits or rolls
 * back with the event, so there is exactly one per event however many arrive at once.
 */
@Injectable()
export class NotificationFeedService {
  constructor(
    private readonly feed: NotificationFeedRepository,
    private readonly clock: Clock,
    private readonly bus: NotificationBus,
    private readonly push: PushService,
  ) {}

  /**
   * Stores one notification in the caller's transaction; once that commits (never if it rolls back), the member's
   * open streams on every instance get it (NotificationBus); a push is queued in the same transaction (PushService.queue).
   */
  async record(manager: EntityManager, notification: NewNotification): Promise<Notification> {
    const text = (notification.text ?? IN_APP_NOTIFICATION_TEXTS[notification.kind]).slice(0, IN_APP_NOTIFICATION_TEXT_MAX_LENGTH);
    const saved = await this.feed.insert(manager, {
      userId: notification.userId,
      kind: notification.kind,
      text,
      link: notification.link,
      createdAt: this.clock.now(),
    });
    afterCommit(manager, () => this.bus.publish({ userId: saved.userId, notification: toNotificationDto(saved) }));
    // A push to the member's devices, when the kind is pushed and their setting is on (docs/notifications.md, "Push").
    await this.push.queue(manager, { userId: saved.userId, kind: notification.kind, link: saved.link });
    return saved;
  }

  /** The caller's own, newest first, with the unread count. */
  async list(userId: number, cursor?: string): Promise<NotificationPageDto> {
    const beforeId = cursor ? decodeNotificationCursor(cursor) : null;
    const rows = await this.feed.page(userId, beforeId, IN_APP_NOTIFICATIONS_PAGE_SIZE + 1);
    const page = rows.slice(0, IN_APP_NOTIFICATIONS_PAGE_SIZE);
    const more = rows.length > IN_APP_NOTIFICATIONS_PAGE_SIZE;
    return {
      data: page.map(toNotificationDto),
      next_cursor: more ? encodeNotificationCursor(page[page.length - 1].id) : null,
      unread: await this.feed.countUnread(userId),
    };
  }

  /** Marks the caller's own notifications read (those of `ids`, or all); other members' ids change nothing. */
  async markRead(userId: number, ids?: number[]): Promise<MarkReadResultDto> {
    const marked = ids && ids.length === 0 ? 0 : await this.feed.markRead(userId, ids ?? null, this.clock.now());
    return { marked, unread: await this.feed.countUnread(userId) };
  }

  unread(userId: number): Promise<number> {
    return this.feed.countUnread(userId);
  }

  /** Everything newer than `afterId`, oldest first: what a stream that reconnects has missed. */
  async since(userId: number, afterId: number, limit = 100): Promise<NotificationDto[]> {
    return (await this.feed.after(userId, afterId, limit)).map(toNotificationDto);
  }

  /** The account's data export. */
  async exportFor(userId: number): Promise<NotificationDto[]> {
    return (await this.feed.allOf(userId)).map(toNotificationDto);
  }
}
