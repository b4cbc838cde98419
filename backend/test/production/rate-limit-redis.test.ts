import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import Redis from 'ioredis';
import { RedisThrottlerStorage } from '../../src/common/rate-limit/throttler-storage';
import { MemoryFailureCounter, RedisFailureCounter } from '../../src/common/rate-limit/failure-counter';
import { CounterStore } from '../../src/common/rate-limit/counter-store';
import { Clock } from '../../src/common/clock/clock';
import { PrivateRedis } from './support/private-redis';
import { freePort, skipReason, sleep } from './support/services';

// Storage-level checks; the same counters seen through two app instances are in two-instances.test.ts.
// They do not touch the database, so they run in the SQLite pass only.
const reason = process.env.TEST_DB === 'mariadb' ? 'does not use the database; runs in the SQLite pass' : skipReason(PrivateRedis.unavailableReason());

describe('production: rate-limit counters in Redis', { skip: reason }, () => {
  let redis: PrivateRedis;
  const storages: RedisThrottlerStorage[] = [];
  const storage = (url: string) => {
    const created = RedisThrottlerStorage.fromUrl(url);
    storages.push(created);
    return created;
  };

  const counters: RedisFailureCounter[] = [];
  /** Connected before use: until then a counter falls back to its own memory (as the app does while Redis is away). */
  const failureCounter = async (url: string) => {
    const store = CounterStore.connect(url);
    const created = new RedisFailureCounter(store, new MemoryFailureCounter(new Clock()));
    counters.push(created);
    if (store.redis.status !== 'ready') await once(store.redis, 'ready');
    return created;
  };

  before(async () => {
    redis = await new PrivateRedis().start();
  });
  after(async () => {
    await Promise.all(storages.map((created) => created.onApplicationShutdown()));
    await Promise.all(counters.map((created) => created.onApplicationShutdown()));
    await redis?.stop();
  });

  it('counts one window across instances, blocks past the limit, and starts again after the block', async () => {
    const first = storage(redis.url);
    const second = storage(redis.url);
    const key = `login-${Date.now()}`;
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push(await (i % 2 ? second : first).increment(key, 60_000, 3, 700, 'auth'));
    assert.deepEqual(
      hits.map((hit) => [hit.totalHits, hit.isBlocked]),
      [
        [1, false],
        [2, false],
        [3, false],
      ],
    );
    assert.ok(hits[0].timeToExpire > 55 && hits[0].timeToExpire <= 60);

    const fourth = await second.increment(key, 60_000, 3, 700, 'auth');
    assert.equal(fourth.isBlocked, true);
    assert.equal(fourth.timeToBlockExpire, 1);
    assert.equal((await first.increment(key, 60_000, 3, 700, 'auth')).isBlocked, true, 'the other instance sees the block');

    await sleep(800);
    const afterBlock = await first.increment(key, 60_000, 3, 700, 'auth');
    assert.deepEqual([afterBlock.totalHits, afterBlock.isBlocked], [1, false]);
  });

  it('lets the window expire in Redis', async () => {
    const sut = storage(redis.url);
    const key = `expiring-${Date.now()}`;
    await sut.increment(key, 300, 5, 300, 'auth');
    const client = new Redis(redis.url);
    const ttl = await client.pttl(`cn:throttle:${key}`);
    await client.quit();
    assert.ok(ttl > 0 && ttl <= 300, `window ttl ${ttl} ms`);
    await sleep(400);
    assert.equal((await sut.increment(key, 300, 5, 300, 'auth')).totalHits, 1);
  });

  it('sign-in failures: 200 reservations at once from two instances get exactly the limit, a release gives one back, the window expires', async () => {
    const first = await failureCounter(redis.url);
    const second = await failureCounter(redis.url);
    const key = `signin:account:burst-${Date.now()}`;
    const reservations = await Promise.all(Array.from({ length: 200 }, (_, index) => (index % 2 ? second : first).reserve(key, 5, 600)));
    assert.equal(reservations.filter((reservation) => reservation.granted).length, 5);
    assert.deepEqual([...new Set(reservations.filter((reservation) => reservation.granted).map((reservation) => reservation.count))].sort(), [1, 2, 3, 4, 5]);
    assert.ok(
      reservations
        .filter((reservation) => !reservation.granted)
        .every((reservation) => reservation.count === 5 && reservation.msLeft > 0 && reservation.msLeft <= 600),
    );

    await second.release(key);
    assert.equal((await first.reserve(key, 5, 600)).granted, true, 'a success gave its place back');
    assert.equal((await second.reserve(key, 5, 600)).granted, false);
    await sleep(700);
    assert.deepEqual(await first.reserve(key, 5, 600).then((reservation) => [reservation.granted, reservation.count]), [true, 1]);
  });

  it('keeps counting in memory, quickly, when Redis does not answer', async () => {
    const sut = storage(`redis://127.0.0.1:${await freePort()}`);
    const startedAt = Date.now();
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push(await sut.increment('offline', 60_000, 2, 60_000, 'auth'));
    assert.ok(Date.now() - startedAt < 1_000, `took ${Date.now() - startedAt} ms`);
    assert.deepEqual(
      hits.map((hit) => hit.isBlocked),
      [false, false, true],
    );
  });
});
