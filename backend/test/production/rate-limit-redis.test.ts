import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Redis from 'ioredis';
import { RedisThrottlerStorage } from '../../src/common/rate-limit/throttler-storage';
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

  before(async () => {
    redis = await new PrivateRedis().start();
  });
  after(async () => {
    await Promise.all(storages.map((created) => created.onApplicationShutdown()));
    await redis?.stop();
  });

  it('counts one window across instances, blocks past the limit, and starts again after the block', async () => {
    const first = storage(redis.url);
    const second = storage(redis.url);
    const key = `login-${Date.now()}`;
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push(await (i % 2 ? second : first).increment(key, 60_000, 3, 700, 'auth'));
    assert.deepEqual(hits.map((hit) => [hit.totalHits, hit.isBlocked]), [[1, false], [2, false], [3, false]]);
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

  it('keeps counting in memory, quickly, when Redis does not answer', async () => {
    const sut = storage(`redis://127.0.0.1:${await freePort()}`);
    const startedAt = Date.now();
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push(await sut.increment('offline', 60_000, 2, 60_000, 'auth'));
    assert.ok(Date.now() - startedAt < 1_000, `took ${Date.now() - startedAt} ms`);
    assert.deepEqual(hits.map((hit) => hit.isBlocked), [false, false, true]);
  });
});
