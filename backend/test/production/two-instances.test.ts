import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { Account, createAccount } from '../support/accounts';
import { adFields, picture, sendAdForm } from '../support/images';
import { SmtpCatcher } from '../support/smtp-catcher';
import { PrivateRedis } from './support/private-redis';
import { skipReason } from './support/services';

// Two app instances as a load balancer would see them: one MariaDB database, one Redis, one uploads
// folder (the shared-folder option of docs/scaling.md), nothing else in common.
const reason =
  process.env.TEST_DB !== 'mariadb'
    ? 'two instances share a MariaDB database; runs in the MariaDB pass (TEST_DB=mariadb)'
    : skipReason(PrivateRedis.unavailableReason());

const AUTH_LIMIT = 6;

describe('production: two instances behind one load balancer', { skip: reason }, () => {
  let redis: PrivateRedis;
  let database: TestDatabase;
  let mail: SmtpCatcher;
  let uploadsDir: string;
  let first: TestApp;
  let second: TestApp;
  let poster: Account;
  let admin: Account;
  let signInsSoFar = 0;

  before(async () => {
    redis = await new PrivateRedis().start();
    database = await createTestDatabase('mariadb');
    mail = await new SmtpCatcher().start();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-shared-uploads-'));
    // Only failed sign-ins count now (per account, across instances through Redis).
    const env = { REDIS_URL: redis.url, UPLOADS_DIR: uploadsDir, RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: String(AUTH_LIMIT) };
    first = await startTestApp({ database, mail, env });
    second = await startTestApp({ database, mail, env });
    poster = await createAccount(first, { role: 'seeker', industry: 'Technology, Engineering & Data' });
    admin = await createAccount(second, { role: 'admin', industry: null });
    // The accounts above signed in successfully, which no longer counts.
    signInsSoFar = 0;
  });
  after(async () => {
    await first?.close();
    await second?.close();
    await mail?.stop();
    await database?.drop();
    await redis?.stop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('accepts a token issued by one instance on the other', async () => {
    const me = await second.http.get('/api/v1/auth/me').auth(poster.token, { type: 'bearer' }).expect(200);
    assert.equal(me.body.user_details.email, poster.email);
    await first.http.get('/api/v1/auth/me').auth(admin.token, { type: 'bearer' }).expect(200);
  });

  it('posts an ad through one instance, approves it through the other, and both serve its pictures', async () => {
    const images = await Promise.all(['#c33', '#3c3', '#33c'].map((color) => picture({ color })));
    const posted = await sendAdForm(
      first.http.post('/api/v1/issues/business-network').auth(poster.token, { type: 'bearer' }),
      adFields({ title: 'Shared between instances' }),
      images,
    ).expect(201);
    const id = posted.body.id;

    const approved = await second.http.post('/api/v1/admin/approve-business-network').auth(admin.token, { type: 'bearer' }).send({ id }).expect(200);
    assert.equal(approved.body.message, MESSAGES.moderation.adApproved);

    const board = await first.http.get('/api/v1/admin/get-business-network?status_all=approved').auth(poster.token, { type: 'bearer' }).expect(200);
    const ad = board.body.data.find((item: { id: number }) => item.id === id);
    assert.equal(ad?.status, 'approved');
    const keys: string[] = [...JSON.parse(ad.image_url), ...JSON.parse(ad.thumbnail_url)];
    assert.equal(keys.length, 6);
    for (const key of keys) {
      for (const instance of [first, second]) {
        const response = await instance.http.get(`/uploads/${key}`).buffer(true).expect(200);
        assert.equal(response.headers['content-type'], 'image/webp');
        assert.ok(Number(response.headers['content-length']) > 0);
      }
    }
  });

  it('counts the sign-in rate limit across both instances (Redis)', async () => {
    const attempt = (instance: TestApp) => instance.http.post('/api/v1/auth/login').send({ email: poster.email, password: 'Wrong#Pass1' });
    const statuses: number[] = [];
    // Each instance alone would allow AUTH_LIMIT failed sign-ins for the account; together they allow AUTH_LIMIT in all.
    for (let i = signInsSoFar; i < AUTH_LIMIT; i += 1) statuses.push((await attempt(i % 2 ? second : first)).status);
    assert.deepEqual(statuses, Array(AUTH_LIMIT - signInsSoFar).fill(401));
    for (const instance of [first, second]) {
      const refused = await attempt(instance);
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error_message, MESSAGES.http.tooManyRequests);
    }
  });
});
