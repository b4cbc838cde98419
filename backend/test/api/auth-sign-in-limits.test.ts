import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Redis from 'ioredis';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { User } from '../../src/modules/users/entities/user.entity';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service';
import { Clock } from '../../src/common/clock/clock';
import { loadConfig } from '../../src/config/app-config';
import { TEST_PASSWORD } from '../support/accounts';
import { TestApp, startTestApp } from '../support/test-app';
import { PrivateRedis } from '../production/support/private-redis';
import { skipReason } from '../production/support/services';

const WINDOW_MS = 15 * 60 * 1000;

/** Members inserted directly with one precomputed hash: argon2 per row would dominate the test. */
async function insertMembers(sut: TestApp, prefix: string, count: number): Promise<string[]> {
  const passwordHash = await new PasswordHasher().hash(TEST_PASSWORD);
  const emails = Array.from({ length: count }, (_, index) => `${prefix}.${index}@community.test`);
  const rows = emails.map((email, index) => ({
    name: `Member ${prefix} ${index}`,
    email,
    passwordHash,
    role: 'helper' as const,
    industry: 'Technology, Engineering & Data',
    profileComplete: true,
  }));
  for (let start = 0; start < rows.length; start += 50) {
    await sut.dataSource.getRepository(User).insert(rows.slice(start, start + 50));
  }
  return emails;
}

describe(`auth: sign-in limits (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let clock: Clock;
  const login = (email: string, password: string, forwardedFor?: string) => {
    const call = sut.http.post('/api/v1/auth/login').send({ email, password });
    return forwardedFor ? call.set('X-Forwarded-For', forwardedFor) : call;
  };

  before(async () => {
    // The shipped defaults, not the test harness's generous ones; the test client connects from the one trusted proxy.
    sut = await startTestApp({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_AUTH: '10',
        RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5',
        RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS: '100',
        RATE_LIMIT_SIGNIN_WINDOW_SECONDS: '900',
      },
    });
    clock = sut.app.get(Clock);
  });
  after(async () => sut.close());

  it('lets 60 members sign in from one address within a minute', async () => {
    const emails = await insertMembers(sut, 'congregation', 60);
    const statuses = [];
    for (const email of emails) statuses.push((await login(email, TEST_PASSWORD, '192.0.2.60')).status);
    assert.deepEqual(
      statuses,
      emails.map(() => 200),
    );
  });

  it('limits 20 wrong passwords for one account from 20 addresses, with Retry-After, until the window ends', async () => {
    const [target] = await insertMembers(sut, 'target', 1);
    const statuses: number[] = [];
    let refused;
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await login(target, `Guess#${attempt}x`, `198.51.100.${attempt}`);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    assert.deepEqual(statuses, [...Array(5).fill(401), ...Array(15).fill(429)]);
    assert.equal(refused!.body.error_message, MESSAGES.http.tooManyRequests);
    const retryAfter = Number(refused!.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 900, `Retry-After ${refused!.headers['retry-after']}`);

    // Even the right password waits: the guesser must not learn it by trying during the pause.
    const paused = await login(target, TEST_PASSWORD, '203.0.113.7').expect(429);
    assert.equal(paused.body.error_message, MESSAGES.http.tooManyRequests);
    // Other accounts on those addresses are not affected.
    const [neighbour] = await insertMembers(sut, 'neighbour', 1);
    await login(neighbour, TEST_PASSWORD, '198.51.100.20').expect(200);

    clock.set(new Date(Date.now() + WINDOW_MS + 1000));
    try {
      await login(target, TEST_PASSWORD, '203.0.113.7').expect(200);
    } finally {
      clock.set(null);
    }
  });

  it('limits a spray of one password over 200 accounts from one address', async () => {
    const emails = await insertMembers(sut, 'spray', 200);
    const statuses = [];
    for (const email of emails) statuses.push((await login(email, 'Summer#2026', '192.0.2.200')).status);
    assert.deepEqual(statuses, [...Array(100).fill(401), ...Array(100).fill(429)]);
    // The accounts themselves are not paused: their owners sign in from elsewhere.
    await login(emails[150], TEST_PASSWORD, '192.0.2.201').expect(200);
  });

  it('takes the address the trusted proxy saw, not the left-most X-Forwarded-For entry the client wrote', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 101; attempt += 1) {
      // The client forges a new left-most entry each time; the proxy appends the address it really saw.
      const response = await login(`nobody.${attempt}@community.test`, 'Wrong#pass1', `10.9.${attempt}.1, 192.0.2.77`);
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [...Array(100).fill(401), 429]);
  });
});

/**
 * 200 wrong passwords sent at once at one account, from 200 addresses, with the right password last in the burst:
 * each attempt takes its place before its password is checked, so exactly 5 are checked (401) and every other one,
 * the right password included, is refused (429). Checking first and counting after let 48-194 through (issue #23).
 */
async function burstAtOneAccount(sut: TestApp, email: string): Promise<void> {
  const passwords = [...Array.from({ length: 200 }, (_, index) => `Guess#${index}a`), TEST_PASSWORD];
  const answers = await Promise.all(
    passwords.map((password, index) =>
      sut.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', `198.18.${index >> 8}.${index & 255}`)
        .send({ email, password }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  assert.deepEqual([statuses.filter((status) => status === 401).length, statuses.filter((status) => status === 429).length], [5, 196]);
  assert.equal(statuses[200], 429, 'the right password inside the burst does not sign in');
  assert.ok(answers.every((answer) => answer.body.AuthToken === undefined));
  assert.equal(answers[200].body.error_message, MESSAGES.http.tooManyRequests);
}

describe(`auth: sign-in limits against a burst, in memory (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5', RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS: '100' } });
  });
  after(async () => sut.close());

  it('200 wrong passwords at once at one account: exactly 5 are checked, and the right one in the burst is refused', async () => {
    const [target] = await insertMembers(sut, 'burst', 1);
    await burstAtOneAccount(sut, target);
  });

  it(`a wrong current password at PUT /account/password counts against the same limit: 429 once used up, and sign-in too`, async () => {
    const [member] = await insertMembers(sut, 'changer', 1);
    const session = (await sut.http.post('/api/v1/auth/login').send({ email: member, password: TEST_PASSWORD }).expect(200)).body.AuthToken as string;
    const change = (currentPassword: string) =>
      sut.http.put('/api/v1/account/password').auth(session, { type: 'bearer' }).send({ currentPassword, newPassword: 'N3w!passw0rd' });
    // Sent together too: a stolen session guessing the password through this door gets no more than sign-in does.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => change(`Guess#${index}a`)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [...Array(5).fill(400), ...Array(15).fill(429)]);
    assert.ok(answers.filter((answer) => answer.status === 400).every((answer) => answer.body.error_message === ACCOUNT_TEXTS.wrongPassword));
    const right = await change(TEST_PASSWORD).expect(429);
    assert.equal(right.body.error_message, MESSAGES.http.tooManyRequests);
    assert.ok(Number(right.headers['retry-after']) > 0);
    await sut.http.post('/api/v1/auth/login').send({ email: member, password: TEST_PASSWORD }).expect(429);
  });
});

describe(
  `auth: sign-in limits against a burst, counted in Redis (${process.env.TEST_DB ?? 'sqlite'})`,
  { skip: skipReason(PrivateRedis.unavailableReason()) },
  () => {
    let redis: PrivateRedis;
    let sut: TestApp;
    before(async () => {
      redis = await new PrivateRedis().start();
      sut = await startTestApp({
        env: { REDIS_URL: redis.url, TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5', RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS: '100' },
      });
    });
    after(async () => {
      await sut?.close();
      await redis?.stop();
    });

    it('200 wrong passwords at once at one account: exactly 5 are checked, and the right one in the burst is refused', async () => {
      const [target] = await insertMembers(sut, 'redis-burst', 1);
      await burstAtOneAccount(sut, target);
      // The count is Redis's, not this instance's memory: the key holds the five failures.
      const [key] = await redisKeys(redis.url);
      assert.match(key, /^cn:failures:signin:account:[0-9a-f]{64}$/);
    });
  },
);

async function redisKeys(url: string): Promise<string[]> {
  const client = new Redis(url);
  try {
    const keys = await client.keys('cn:failures:signin:account:*');
    assert.equal(keys.length, 1);
    assert.equal(await client.get(keys[0]), '5');
    return keys;
  } finally {
    await client.quit();
  }
}

describe('config: TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
  it('reads false, true (one hop), a hop count, and proxy addresses', () => {
    assert.equal(trust('false'), false);
    assert.equal(trust('0'), false);
    assert.equal(trust('true'), 1);
    assert.equal(trust('2'), 2);
    assert.deepEqual(trust('10.0.0.5, 172.16.0.0/12,::1'), ['10.0.0.5', '172.16.0.0/12', '::1']);
  });
  it('refuses anything else, naming the variable', () => {
    for (const value of ['sometimes', '10.0.0.300', '10.0.0.0/40', '11']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }),
        (error: Error) => error.message.startsWith('TRUST_PROXY must be'),
        value,
      );
    }
  });
});
