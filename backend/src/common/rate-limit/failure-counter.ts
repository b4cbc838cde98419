import { OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { CounterStore } from './counter-store';

/** How many times something went wrong under one key in the current window, and when the window ends. */
export interface FailureCount {
  count: number;
  msLeft: number;
}

/**
 * Counts failures (not requests) per key in fixed windows. Reading does not count, so a caller can refuse
 * an attempt before spending work on it and count only the attempts that failed.
 */
export abstract class FailureCounter {
  abstract peek(key: string): Promise<FailureCount>;
  abstract add(key: string, windowMs: number): Promise<FailureCount>;
}

/** One instance's memory, on the app's clock. */
export class MemoryFailureCounter extends FailureCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly clock: Clock) {
    super();
  }

  async peek(key: string): Promise<FailureCount> {
    const window = this.current(key);
    return window ? { count: window.count, msLeft: window.endsAt - this.clock.now().getTime() } : { count: 0, msLeft: 0 };
  }

  async add(key: string, windowMs: number): Promise<FailureCount> {
    const now = this.clock.now().getTime();
    const window = this.current(key) ?? { count: 0, endsAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 10_000) this.forgetEnded(now);
    return { count: window.count, msLeft: window.endsAt - now };
  }

  private current(key: string): { count: number; endsAt: number } | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.clock.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

const ADD_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {hits, left}
`;
const KEY_PREFIX = 'cn:failures:';

/**
 * Shared by every instance through Redis (REDIS_URL); windows expire on Redis's clock. When Redis does not
 * answer, this instance counts in memory rather than refusing sign-ins, as the request throttler does.
 */
export class RedisFailureCounter extends FailureCounter implements OnApplicationShutdown {
  constructor(private readonly store: CounterStore, private readonly fallback: MemoryFailureCounter) {
    super();
    store.redis.defineCommand('cnFailureAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
  }

  peek(key: string): Promise<FailureCount> {
    return this.store.orInMemory(async () => {
      const [[, count], [, left]] = (await this.store.redis.multi().get(KEY_PREFIX + key).pttl(KEY_PREFIX + key).exec()) as [[unknown, string | null], [unknown, number]];
      return { count: Number(count ?? 0), msLeft: Math.max(0, left) };
    }, () => this.fallback.peek(key));
  }

  add(key: string, windowMs: number): Promise<FailureCount> {
    return this.store.orInMemory(async () => {
      const [count, msLeft] = await (this.store.redis as unknown as { cnFailureAdd(key: string, ms: number): Promise<number[]> }).cnFailureAdd(KEY_PREFIX + key, windowMs);
      return { count, msLeft };
    }, () => this.fallback.add(key, windowMs));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

export function createFailureCounter(redisUrl: string | null, clock: Clock): FailureCounter {
  const memory = new MemoryFailureCounter(clock);
  return redisUrl ? new RedisFailureCounter(CounterStore.connect(redisUrl), memory) : memory;
}
