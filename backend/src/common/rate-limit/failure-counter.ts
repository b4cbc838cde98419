import { OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { CounterStore } from './counter-store';

/** An attempt's place under one key: granted while fewer than the limit are counted in the window. */
export interface Reservation {
  granted: boolean;
  /** Attempts counted in the window, this one included when granted. */
  count: number;
  msLeft: number;
}

/**
 * Counts attempts that may fail (a password or a code checked) per key in fixed windows. An attempt is counted
 * BEFORE it is checked, by one atomic step that refuses once `limit` are counted (`reserve`): N attempts sent at
 * the same moment get at most `limit` places, so at most `limit` are ever checked. An attempt that succeeded gives
 * its place back (`release`), so successes are never counted; the limit's safety does not depend on that refund:
 * a lost one (a crash between check and release, Redis away) counts one success as a failure, never lets an extra
 * guess through. The signed-out resend of the confirmation link counts its requests here too, per address, and never
 * releases them (auth/confirmation-resend-limit.ts).
 */
export abstract class FailureCounter {
  abstract reserve(key: string, limit: number, windowMs: number): Promise<Reservation>;
  abstract release(key: string): Promise<void>;
}

/** One instance's memory, on the app's clock. Each call runs without awaiting, so it is atomic on the event loop. */
export class MemoryFailureCounter extends FailureCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly clock: Clock) {
    super();
  }

  async reserve(key: string, limit: number, windowMs: number): Promise<Reservation> {
    const now = this.clock.now().getTime();
    const window = this.current(key, now) ?? { count: 0, endsAt: now + windowMs };
    if (window.count >= limit) return { granted: false, count: window.count, msLeft: window.endsAt - now };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 10_000) this.forgetEnded(now);
    return { granted: true, count: window.count, msLeft: window.endsAt - now };
  }

  async release(key: string): Promise<void> {
    const window = this.current(key, this.clock.now().getTime());
    if (window && window.count > 0) window.count -= 1;
  }

  private current(key: string, now: number): { count: number; endsAt: number } | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** Read, compare and increment in one script: Redis runs it alone, so instances racing on one key cannot all pass. */
const RESERVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local left = redis.call('PTTL', KEYS[1])
if count >= tonumber(ARGV[1]) then
  return {0, count, math.max(left, 0)}
end
count = redis.call('INCR', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  left = tonumber(ARGV[2])
end
return {1, count, left}
`;
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;
const KEY_PREFIX = 'cn:failures:';

interface FailureCommands {
  cnFailureReserve(key: string, limit: number, windowMs: number): Promise<[number, number, number]>;
  cnFailureRelease(key: string): Promise<number>;
}

/**
 * Shared by every instance through Redis (REDIS_URL); windows expire on Redis's clock. When Redis does not
 * answer, this instance counts in memory rather than refusing sign-ins, as the request throttler does.
 */
export class RedisFailureCounter extends FailureCounter implements OnApplicationShutdown {
  private readonly commands: FailureCommands;

  constructor(
    private readonly store: CounterStore,
    private readonly fallback: MemoryFailureCounter,
  ) {
    super();
    store.redis.defineCommand('cnFailureReserve', { numberOfKeys: 1, lua: RESERVE_SCRIPT });
    store.redis.defineCommand('cnFailureRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    this.commands = store.redis as unknown as FailureCommands;
  }

  reserve(key: string, limit: number, windowMs: number): Promise<Reservation> {
    return this.store.orInMemory(
      async () => {
        const [granted, count, msLeft] = await this.commands.cnFailureReserve(KEY_PREFIX + key, limit, windowMs);
        return { granted: granted === 1, count, msLeft };
      },
      () => this.fallback.reserve(key, limit, windowMs),
    );
  }

  release(key: string): Promise<void> {
    return this.store.orInMemory(
      async () => void (await this.commands.cnFailureRelease(KEY_PREFIX + key)),
      () => this.fallback.release(key),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

export function createFailureCounter(redisUrl: string | null, clock: Clock): FailureCounter {
  const memory = new MemoryFailureCounter(clock);
  return redisUrl ? new RedisFailureCounter(CounterStore.connect(redisUrl), memory) : memory;
}
