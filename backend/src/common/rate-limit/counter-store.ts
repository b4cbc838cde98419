import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/**
 * The Redis connection behind the shared counters (the request throttler and the sign-in failure counter).
 * A counter must never break a request because Redis is away: each command falls back to this instance's
 * memory, and the outage is logged at most once every 10 s so it does not flood the log.
 */
export class CounterStore {
  private readonly logger = new Logger('RateLimit');
  private lastWarning = 0;

  constructor(readonly redis: Redis) {
    // ioredis reconnects by itself; the error event only needs to be observed (and not crash the process).
    redis.on('error', (error) => this.warn(`Redis error: ${error.message}`));
  }

  /** Fails fast while Redis is away instead of queueing requests behind a reconnect. */
  static connect(url: string): CounterStore {
    return new CounterStore(
      new Redis(url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 1000,
        lazyConnect: false,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      }),
    );
  }

  async orInMemory<T>(viaRedis: () => Promise<T>, inMemory: () => T | Promise<T>): Promise<T> {
    try {
      return await viaRedis();
    } catch (error) {
      this.warn(`counting in memory, Redis did not answer: ${(error as Error).message}`);
      return inMemory();
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private warn(message: string): void {
    const now = Date.now();
    if (now - this.lastWarning < 10_000) return;
    this.lastWarning = now;
    this.logger.warn(message);
  }
}
