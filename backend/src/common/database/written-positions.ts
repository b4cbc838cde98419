import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { Clock } from '../clock/clock';
import { GtidPosition } from './gtid-position';

const KEY = (accountId: number) => `replica-rw:${accountId}`;
/** The in-memory map is swept of expired entries once it holds this many accounts (then at twice what is left). */
const SWEEP_AT = 10_000;

/**
 * Read-your-writes: the primary's position right after each write of an account, kept for a short time. Until a
 * replica has applied it, that account reads from the primary, so nobody sees their own change vanish. In Redis when
 * REDIS_URL is set (the next request may reach another instance), in this instance's memory otherwise; Redis away
 * costs a replica read, never the request: memory is written too and answers when Redis does not.
 */
export class WrittenPositions {
  private readonly logger = new Logger('ReadReplicas');
  private readonly memory = new Map<number, { position: GtidPosition; until: number }>();
  private sweepAt = SWEEP_AT;
  private lastWarning = 0;

  constructor(
    private readonly clock: Clock,
    private readonly seconds: number,
    private readonly redis: Redis | null,
  ) {
    redis?.on('error', (error) => this.warn(`Redis error: ${error.message}`));
  }

  static connect(redisUrl: string | null, clock: Clock, seconds: number): WrittenPositions {
    const redis = redisUrl
      ? new Redis(redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          commandTimeout: 1000,
          retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
        })
      : null;
    return new WrittenPositions(clock, seconds, redis);
  }

  async remember(accountId: number, position: GtidPosition): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.memory.size >= this.sweepAt) {
      for (const [id, entry] of this.memory) if (entry.until <= now) this.memory.delete(id);
      this.sweepAt = Math.max(SWEEP_AT, 2 * this.memory.size);
    }
    this.memory.set(accountId, { position, until: now + this.seconds * 1000 });
    await this.redis?.set(KEY(accountId), position, 'EX', this.seconds).catch((error: Error) => this.warn(`remembered in memory only: ${error.message}`));
  }

  /** The position the account's last write reached, while it is remembered; null when it wrote nothing lately. */
  async of(accountId: number): Promise<GtidPosition | null> {
    if (this.redis) {
      try {
        return await this.redis.get(KEY(accountId));
      } catch (error) {
        this.warn(`read from memory, Redis did not answer: ${(error as Error).message}`);
      }
    }
    const entry = this.memory.get(accountId);
    return entry && entry.until > this.clock.now().getTime() ? entry.position : null;
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }

  private warn(message: string): void {
    if (Date.now() - this.lastWarning < 10_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(message);
  }
}
