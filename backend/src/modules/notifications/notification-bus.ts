import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { NotificationDto } from './dto/notification.dto';

export interface NotificationEvent {
  userId: number;
  notification: NotificationDto;
}

const CHANNEL = 'notifications:new';

const redisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
};

/**
 * Carries each committed notification to the streams that wait for it: through Redis pub/sub when REDIS_URL is set
 * (every instance subscribes on a connection of its own, since a subscribed connection can do nothing else, and hears
 * its own publications too), through an in-process emitter otherwise (one instance). Redis away: the event is lost
 * for live streams only; the row is stored, the bell's next read and a reconnect's Last-Event-ID catch-up find it.
 */
@Injectable()
export class NotificationBus implements OnModuleDestroy {
  private readonly logger = new Logger('NotificationBus');
  private readonly local = new EventEmitter();
  private readonly publisher: Redis | null;
  private readonly subscriber: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.local.setMaxListeners(0);
    this.publisher = config.redisUrl ? new Redis(config.redisUrl, redisOptions) : null;
    this.subscriber = config.redisUrl ? new Redis(config.redisUrl, redisOptions) : null;
    for (const redis of [this.publisher, this.subscriber]) redis?.on('error', (error) => this.logger.warn(`Redis error: ${error.message}`));
    this.subscriber?.on('message', (_channel: string, message: string) => this.deliver(message));
    this.subscriber?.subscribe(CHANNEL).catch((error: Error) => this.logger.warn(`not subscribed: ${error.message}`));
  }

  /** Call only after the notification's transaction committed (NotificationFeedService.record does, through afterCommit). */
  publish(event: NotificationEvent): void {
    if (!this.publisher) {
      this.local.emit(String(event.userId), event);
      return;
    }
    this.publisher.publish(CHANNEL, JSON.stringify(event)).catch((error: Error) => this.logger.warn(`not published: ${error.message}`));
  }

  /** Listens for one member's notifications; answers the function that stops listening. */
  listen(userId: number, listener: (event: NotificationEvent) => void): () => void {
    this.local.on(String(userId), listener);
    return () => this.local.off(String(userId), listener);
  }

  /** Resolves once this instance hears Redis (at once without it): the tests' and a stream's readiness. */
  async ready(): Promise<void> {
    if (!this.subscriber) return;
    if (this.subscriber.status !== 'ready') await new Promise<void>((resolve) => this.subscriber!.once('ready', () => resolve()));
  }

  private deliver(message: string): void {
    try {
      const event = JSON.parse(message) as NotificationEvent;
      if (Number.isSafeInteger(event.userId)) this.local.emit(String(event.userId), event);
    } catch {
      this.logger.warn('an unreadable notification event was ignored');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.local.removeAllListeners();
    const connections = [this.publisher, this.subscriber].filter((redis): redis is Redis => redis !== null);
    await Promise.all(
      connections.map((redis) =>
        redis.quit().then(
          () => undefined,
          () => redis.disconnect(),
        ),
      ),
    );
  }
}
