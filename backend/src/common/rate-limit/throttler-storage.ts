import { OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { CounterStore } from './counter-store';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One fixed window per key, counted atomically in Redis so that every instance sees the same count.
 * Past the limit the key is blocked for blockDuration and its count starts again afterwards,
 * as @nestjs/throttler's in-memory store does.
 * Returns { totalHits, msToExpire, blocked (0|1), msToBlockExpire }.
 */
const INCREMENT_SCRIPT = `
local hitsKey = KEYS[1]
local blockKey = KEYS[2]
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local blockDuration = tonumber(ARGV[3])
local blockLeft = redis.call('PTTL', blockKey)
if blockLeft > 0 then
  return {limit + 1, blockLeft, 1, blockLeft}
end
local hits = redis.call('INCR', hitsKey)
if hits == 1 then redis.call('PEXPIRE', hitsKey, ttl) end
local left = redis.call('PTTL', hitsKey)
if left < 0 then
  redis.call('PEXPIRE', hitsKey, ttl)
  left = ttl
end
if hits > limit and blockDuration > 0 then
  redis.call('SET', blockKey, '1', 'PX', blockDuration)
  redis.call('DEL', hitsKey)
  return {hits, left, 1, blockDuration}
end
return {hits, left, 0, 0}
`;

const KEY_PREFIX = 'cn:throttle:';

const FIRST_CONNECTION_WAIT_MS = 1000;

/**
 * Rate-limit counters shared by every instance through Redis (REDIS_URL). When Redis does not
 * answer, requests are counted in this instance's memory instead of failing: a login must not
 * break because the counter store is down, and the limit still holds per instance.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly fallback = new ThrottlerStorageService();
  /** Settles when the first connection attempt succeeds or fails; until then a request waits briefly for it. */
  private readonly firstConnection: Promise<void>;

  constructor(private readonly store: CounterStore) {
    const redis = store.redis;
    redis.defineCommand('cnThrottleIncrement', { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
    this.firstConnection = new Promise((resolve) => {
      if (redis.status === 'ready') return resolve();
      redis.once('ready', () => resolve());
      redis.once('error', () => resolve());
    });
  }

  static fromUrl(url: string): RedisThrottlerStorage {
    return new RedisThrottlerStorage(CounterStore.connect(url));
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    return this.store.orInMemory(
      async () => {
        if (this.store.redis.status !== 'ready') await this.waitForFirstConnection();
        const [totalHits, msToExpire, blocked, msToBlockExpire] = (await (this.store.redis as unknown as RedisWithScript).cnThrottleIncrement(
          `${KEY_PREFIX}${key}`,
          `${KEY_PREFIX}${key}:blocked`,
          ttl,
          limit,
          blockDuration,
        )) as number[];
        return {
          totalHits,
          timeToExpire: Math.ceil(msToExpire / 1000),
          isBlocked: blocked === 1,
          timeToBlockExpire: Math.ceil(msToBlockExpire / 1000),
        };
      },
      () => this.fallback.increment(key, ttl, limit, blockDuration, throttlerName),
    );
  }

  private async waitForFirstConnection(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS)));
    await Promise.race([this.firstConnection, timeout]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback.onApplicationShutdown();
    await this.store.close();
  }
}

interface RedisWithScript {
  cnThrottleIncrement(hitsKey: string, blockKey: string, ttl: number, limit: number, blockDuration: number): Promise<unknown>;
}

/** In memory on one instance; the Redis-backed store (REDIS_URL) shares counters between instances. */
export function createThrottlerStorage(config: AppConfig): ThrottlerStorage {
  return config.redisUrl ? RedisThrottlerStorage.fromUrl(config.redisUrl) : new ThrottlerStorageService();
}
