import { Inject, Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { PushPresenceService } from '../push/push-presence.service';
import { NotificationBus, NotificationEvent } from './notification-bus';
import { NotificationFeedService } from './notification-feed.service';
import { NotificationDto } from './dto/notification.dto';

/** Server-Sent Events framing: the id is the notification's, so a reconnect's Last-Event-ID says where to resume. */
const frame = (notification: NotificationDto, unread: number) =>
  `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify({ notification, unread })}\n\n`;

/**
 * One member's live stream (docs/notifications.md): listens first, then sends what is newer than Last-Event-ID (oldest
 * first), then each notification as it commits on any instance, deduplicated by id; a heartbeat comment keeps proxies
 * from closing an idle connection; the server ends the stream after NOTIFICATION_STREAM_MAX_SECONDS so the browser
 * reconnects and the token is checked again.
 */
@Injectable()
export class NotificationStreamService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bus: NotificationBus,
    private readonly feed: NotificationFeedService,
    private readonly presence: PushPresenceService,
  ) {}

  async open(userId: number, lastEventId: string | undefined, out: ServerResponse, onClose: (stop: () => void) => void): Promise<void> {
    let lastSent = /^\d{1,15}$/.test(lastEventId ?? '') ? Number(lastEventId) : null;
    let caughtUp = false;
    const waiting: NotificationEvent[] = [];
    let closed = false;
    const send = (notification: NotificationDto, unread: number) => {
      if (closed || (lastSent !== null && notification.id <= lastSent)) return;
      lastSent = notification.id;
      out.write(frame(notification, unread));
    };
    const stopListening = this.bus.listen(userId, (event) => {
      if (!caughtUp) waiting.push(event);
      else
        void this.feed.unread(userId).then(
          (unread) => send(event.notification, unread),
          () => undefined,
        );
    });
    // An open stream is the member in the app: no push meanwhile (the quiet rule, docs/notifications.md "Push").
    const heartbeat = setInterval(() => {
      out.write(': heartbeat\n\n');
      this.presence.seen(userId).catch(() => undefined);
    }, this.config.notificationStream.heartbeatSeconds * 1000);
    const lifetime = setTimeout(() => stop(), this.config.notificationStream.maxSeconds * 1000);
    heartbeat.unref();
    lifetime.unref();
    const stop = () => {
      if (closed) return;
      closed = true;
      stopListening();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      out.end();
    };
    onClose(stop);
    out.write(`retry: 3000\n: connected\n\n`);
    if (lastSent !== null) {
      const missed = await this.feed.since(userId, lastSent);
      const unread = await this.feed.unread(userId);
      for (const notification of missed) send(notification, unread);
    }
    caughtUp = true;
    if (waiting.length) {
      const unread = await this.feed.unread(userId);
      for (const event of waiting.sort((a, b) => a.notification.id - b.notification.id)) send(event.notification, unread);
    }
  }
}
