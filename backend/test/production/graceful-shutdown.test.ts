import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '@community/vocabulary';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { AppProcess } from './support/app-process';
import { RawResult, rawRequest } from './support/raw-http';
import { sleep, waitFor } from './support/services';

const ADMIN = { email: 'admin@shutdown.test', password: 'Shutdown#Pass1' };
const SLOW_REQUESTS = 16;
const BURST_WORKERS = 6;
/** Connection-level outcomes of a request the app never received (checked against its log). */
const NOT_ACCEPTED = new Set(['ECONNREFUSED', 'ECONNRESET']);

describe(`production: the app process's log and its shutdown (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let database: TestDatabase;
  let sut: AppProcess;

  before(async () => {
    database = await createTestDatabase();
    sut = await new AppProcess({
      ...database.env,
      LOG_LEVEL: 'debug',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH: '100000',
      // Sixteen sign-ins of one account in flight at once: each takes a place under the per-account limit until its
      // password is checked (docs/security.md, "Rate limits"), so the shipped 5 would refuse 11 of them with 429.
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '100',
      // The in-flight sign-ins must end in a token: production's default would answer the admin a two-factor challenge.
      ADMIN_TWO_FACTOR: 'optional',
    }).start();
  });
  after(async () => {
    await sut?.stop();
    await database?.drop();
  });

  it('writes one JSON line per request with its request id, and no password, token or cookie', async () => {
    const secrets = { password: 'Leak#Check-Password9', bearer: 'leak-check-bearer-token', code: 'leak-check-oauth-code', cookie: 'leak-check-cookie' };
    const wrong = await rawRequest(sut.url, 'POST', '/api/v1/auth/login', {
      body: { email: ADMIN.email, password: secrets.password },
      headers: { cookie: `session=${secrets.cookie}`, 'x-request-id': 'client-chosen-id-123' },
    });
    assert.equal(wrong.status, 401);
    const requestId = wrong.headers?.['x-request-id'] as string;
    assert.match(requestId, /^[0-9a-f-]{36}$/, 'a new id: the client is not a trusted proxy');
    const signedIn = await rawRequest(sut.url, 'POST', '/api/v1/auth/login', { body: ADMIN });
    assert.equal(signedIn.status, 200);
    const me = await rawRequest(sut.url, 'GET', '/api/v1/auth/me', { headers: { authorization: `Bearer ${secrets.bearer}` } });
    assert.equal(me.status, 401);
    await rawRequest(sut.url, 'GET', `/api/v1/auth/google/callback?code=${secrets.code}&scope=email`);

    const lines = sut.logLines();
    const completed = lines.find((line) => line.reqId === requestId && line.msg === 'request completed');
    assert.ok(completed, 'a completed line carries the id the client saw');
    assert.equal(completed.level, 'info');
    assert.deepEqual(
      { method: completed.req?.method, url: completed.req?.url, status: completed.res?.statusCode },
      { method: 'POST', url: '/api/v1/auth/login', status: 401 },
    );
    assert.equal(typeof completed.responseTime, 'number');
    for (const secret of [...Object.values(secrets), ADMIN.password, signedIn.body.AuthToken]) {
      assert.ok(!sut.stdout.includes(secret) && !sut.stderr.includes(secret), `the log must not contain ${secret}`);
    }
    assert.ok(lines.some((line) => typeof line.req?.url === 'string' && line.req.url.includes('code=[Redacted]&scope=email')));
  });

  it('finishes every request it accepted, refuses the rest clearly, and exits 0 within 10 s', async () => {
    const burstStartedAt = Date.now();
    const results: Array<RawResult & { sentAt: number }> = [];
    let bursting = true;
    const burst = Array.from({ length: BURST_WORKERS }, async () => {
      while (bursting) {
        const sentAt = Date.now();
        results.push({ ...(await rawRequest(sut.url, 'GET', '/api/health')), sentAt });
      }
    });
    await sleep(300);

    // Sign-ins hash a password (tens of ms each), so these are still being served at the signal.
    const signInsBefore = sut.logLines().filter((line) => line.msg === 'request received' && line.req?.url === '/api/v1/auth/login').length;
    const slow = Array.from({ length: SLOW_REQUESTS }, () => rawRequest(sut.url, 'POST', '/api/v1/auth/login', { body: ADMIN }));
    let signalAt = 0;
    let exit: Awaited<ReturnType<AppProcess['exited']>>;
    try {
      await waitFor(
        'the app to have received every sign-in',
        async () => {
          const received = sut.logLines().filter((line) => line.msg === 'request received' && line.req?.url === '/api/v1/auth/login').length;
          return received - signInsBefore >= SLOW_REQUESTS ? true : undefined;
        },
        15_000,
        2,
      );
      signalAt = sut.signal('SIGTERM');
      exit = await sut.exited();
    } finally {
      bursting = false;
      await Promise.all(burst);
    }
    const signIns = await Promise.all(slow);

    assert.equal(exit.code, 0, `exit code (stderr: ${sut.stderr})`);
    assert.ok(exit.at - signalAt < 10_000, `exited ${exit.at - signalAt} ms after SIGTERM`);

    for (const signIn of signIns) {
      assert.equal(signIn.status, 200, `a sign-in in flight at SIGTERM: ${JSON.stringify(signIn)}`);
      assert.equal(typeof signIn.body.AuthToken, 'string');
    }

    const accepted = results.filter((result) => result.status === 200);
    const refusedWith503 = results.filter((result) => result.status === 503);
    const notAccepted = results.filter((result) => result.error && NOT_ACCEPTED.has(result.error));
    const other = results.filter((result) => !accepted.includes(result) && !refusedWith503.includes(result) && !notAccepted.includes(result));
    assert.deepEqual(other, [], 'every request was answered 200, refused with 503, or found the port closed');
    for (const refused of refusedWith503) {
      assert.equal(refused.body.error_message, MESSAGES.http.serviceUnavailable, JSON.stringify(refused));
      assert.equal(refused.headers?.connection, 'close');
    }
    assert.ok(accepted.some((result) => result.sentAt > signalAt) || refusedWith503.length + notAccepted.length > 0, 'requests after SIGTERM were seen');
    assert.ok(refusedWith503.length + notAccepted.length > 0, 'new requests were refused after SIGTERM');

    // The log is the server's own account: every request it received got an answer to the client.
    const answeredIds = new Set([...results, ...signIns].map((result) => result.headers?.['x-request-id']).filter(Boolean));
    const received = sut.logLines().filter((line) => line.msg === 'request received' && Date.parse(line.time as string) >= burstStartedAt);
    const unanswered = received.filter((line) => !answeredIds.has(line.reqId));
    assert.deepEqual(unanswered, [], 'no request the app received went unanswered');
    const lines = sut.logLines();
    assert.ok(lines.some((line) => line.context === 'Shutdown' && /stopped cleanly/.test(line.msg)));
    console.log(
      `# shutdown: ${accepted.length} answered 200, ${refusedWith503.length} refused 503, ${notAccepted.length} found the port closed; exit ${exit.at - signalAt} ms after SIGTERM`,
    );
  });
});
