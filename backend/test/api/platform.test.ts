import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';
import { User } from '../../src/modules/users/entities/user.entity';
import { TokenService } from '../../src/modules/sessions/token.service';

/** Whatever went wrong, a response never shows our code, our queries or our file paths. */
function assertNothingLeaks(body: unknown): void {
  const text = JSON.stringify(body);
  assert.doesNotMatch(text, /\bat .+\.(js|ts):\d+|node_modules|\/work\/|dist\/src/i, 'no stack trace');
  assert.doesNotMatch(text, /\b(SELECT|INSERT|UPDATE|DELETE)\b.+\b(FROM|INTO|SET)\b|SQLITE_|ER_[A-Z_]+|QueryFailedError/, 'no SQL');
}

describe(`platform: headers, CORS, errors, health (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp({ env: { CORS_ORIGINS: 'http://app.test,http://admin.test' } });
  });
  after(async () => sut.close());

  it('GET /api/health checks the database: 200 { status: "ok" }', async () => {
    const response = await sut.http.get('/api/health').expect(200);
    assert.deepEqual(response.body, { status: 'ok', database: 'up' });
  });

  it("sends helmet's security headers on API answers and Swagger UI", async () => {
    for (const url of ['/api/health', '/api/docs']) {
      const response = await sut.http.get(url).expect(200);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
      assert.equal(response.headers['strict-transport-security'], undefined, 'plain http: no HSTS (test/api/platform-https-headers.test.ts)');
      assert.match(response.headers['content-security-policy'], /default-src 'self'/);
      assert.match(response.headers['content-security-policy'], /object-src 'none'/);
      assert.equal(response.headers['x-powered-by'], undefined);
    }
  });

  describe('CORS', () => {
    it('answers an allowed origin with Access-Control-Allow-Origin and exposes Content-Range', async () => {
      for (const origin of ['http://app.test', 'http://admin.test']) {
        const response = await sut.http.get('/api/health').set('Origin', origin).expect(200);
        assert.equal(response.headers['access-control-allow-origin'], origin);
        assert.ok(response.headers['access-control-expose-headers'].split(/,\s*/).includes('Content-Range'));
        assert.equal(response.headers['access-control-allow-credentials'], undefined, 'bearer tokens, no cookies');
      }
    });

    it('lets an allowed origin preflight PUT, PATCH and DELETE with a bearer token', async () => {
      const response = await sut.http
        .options('/api/v1/auth/profile')
        .set('Origin', 'http://admin.test')
        .set('Access-Control-Request-Method', 'PATCH')
        .set('Access-Control-Request-Headers', 'authorization,content-type')
        .expect(204);
      assert.equal(response.headers['access-control-allow-origin'], 'http://admin.test');
      const methods = response.headers['access-control-allow-methods'].split(/,\s*/);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) assert.ok(methods.includes(method), method);
      assert.match(response.headers['access-control-allow-headers'], /authorization/i);
    });

    it('gives another origin no Access-Control-Allow-Origin', async () => {
      const response = await sut.http.get('/api/health').set('Origin', 'http://evil.test').expect(200);
      assert.equal(response.headers['access-control-allow-origin'], undefined);
      const preflight = await sut.http.options('/api/v1/auth/login').set('Origin', 'http://evil.test').set('Access-Control-Request-Method', 'POST');
      assert.equal(preflight.headers['access-control-allow-origin'], undefined);
    });
  });

  describe('every error answers error_message and leaks nothing', () => {
    const cases: Array<[string, () => Promise<{ status: number; body: any }>, number, string]> = [
      [
        'malformed JSON',
        () => sut.http.post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.co", "password": '),
        400,
        "Body is not valid JSON but content-type is set to 'application/json'",
      ],
      [
        'a body over 1 MB',
        () =>
          sut.http
            .post('/api/v1/auth/login')
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ email: 'a'.repeat(1_100_000) })),
        413,
        // Fastify's own sentence; the uploads' 413 uses the spec's image text instead.
        'Request body is too large',
      ],
      ['an invalid field', () => sut.http.post('/api/v1/auth/login').send({ email: 'nope', password: 'secret1' }), 400, MESSAGES.login.invalidEmail],
      ['no token', () => sut.http.get('/api/v1/auth/me'), 401, MESSAGES.http.unauthorized],
      ['a garbage token', () => sut.http.get('/api/v1/auth/me').auth('garbage', { type: 'bearer' }), 401, MESSAGES.http.unauthorized],
      ['an unknown API path', () => sut.http.get('/api/v1/no-such-thing'), 404, MESSAGES.http.notFound],
      ['an unknown method on a known path', () => sut.http.delete('/api/v1/auth/login'), 404, MESSAGES.http.notFound],
    ];
    for (const [what, send, status, message] of cases) {
      it(`${what}: ${status} "${message}"`, async () => {
        const response = await send();
        assert.equal(response.status, status);
        assert.equal(response.body.error_message, message);
        assert.equal(response.body.statusCode, status);
        assertNothingLeaks(response.body);
      });
    }
  });
});

describe(`platform: a broken database (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  it('answers an unexpected database error with 500 "Something went wrong" and no SQL', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    await sut.dataSource.query('DROP TABLE password_reset_tokens');
    const response = await sut.http.post('/api/v1/auth/forgot-password').send({ email: account.email }).expect(500);
    assert.equal(response.body.error_message, MESSAGES.http.internal);
    assertNothingLeaks(response.body);
    assert.doesNotMatch(JSON.stringify(response.body), /password_reset_tokens/);
  });

  it('GET /api/health answers 503 when the database is gone', async () => {
    await sut.dataSource.destroy();
    const response = await sut.http.get('/api/health').expect(503);
    assert.equal(response.body.error_message, MESSAGES.http.serviceUnavailable);
    assertNothingLeaks(response.body);
  });
});

describe(`platform: rate limits (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp({ env: { RATE_LIMIT_AUTH: '3' } });
  });
  after(async () => sut.close());

  const limited: Array<[string, Record<string, unknown>]> = [
    ['/api/v1/auth/register', { email: 'bad' }],
    ['/api/v1/auth/business-register', { email: 'bad' }],
    ['/api/v1/auth/google-auth', { token: 'not-a-google-token' }],
    ['/api/v1/auth/forgot-password', { email: 'nobody@example.com' }],
    ['/api/v1/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'N3w@pass' }],
    ['/api/v1/auth/confirm-email/new-password', { token: 'x'.repeat(43), newPassword: 'N3w@pass' }],
  ];
  for (const [path, body] of limited) {
    it(`POST ${path}: the 4th call in the window gets 429 "${MESSAGES.http.tooManyRequests}"`, async () => {
      for (let call = 1; call <= 3; call += 1) {
        const response = await sut.http.post(path).send(body);
        assert.notEqual(response.status, 429, `call ${call}`);
      }
      const refused = await sut.http.post(path).send(body).expect(429);
      assert.equal(refused.body.error_message, MESSAGES.http.tooManyRequests);
      assert.equal(refused.body.statusCode, 429);
    });
  }

  it('counts per route, and leaves signed-in calls alone', async () => {
    // Signed in without the (now exhausted) login route.
    const user = await sut.dataSource.getRepository(User).save(
      Object.assign(new User(), {
        name: 'Rate Tester',
        email: 'rate.tester@community.test',
        passwordHash: null,
        role: 'helper',
        industry: INDUSTRIES[0],
        profileComplete: true,
      }),
    );
    const token = await sut.app.get(TokenService).issue(user);
    for (let call = 1; call <= 6; call += 1) {
      await sut.http.get('/api/v1/auth/me').auth(token, { type: 'bearer' }).expect(200);
    }
    await sut.http.get('/api/health').expect(200);
  });
});
