import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONTACT_SUBJECTS, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';

const LIMIT = 2;
const ORIGIN = 'http://partner.test';
const form = (n: number) => ({
  first_name: 'Rate',
  last_name: `Limit ${n}`,
  email: `rate.${n}@community.test`,
  phone_number: '5551234567',
  subject: CONTACT_SUBJECTS[0],
  message: 'Testing the limit headers',
});

/**
 * The rate limits as a script on another origin sees them: what is left and when to come back are headers, and a
 * browser hides every header Access-Control-Expose-Headers does not list. Each answer here also passes the
 * document's own declaration of these headers (support/response-contract.ts checks them on every response).
 */
describe(`platform: rate-limit headers across origins (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp({ env: { CORS_ORIGINS: ORIGIN, RATE_LIMIT_PUBLIC_FORMS: String(LIMIT) } });
  });
  after(async () => sut.close());

  const exposed = (headers: Record<string, string>) => (headers['access-control-expose-headers'] ?? '').split(/,\s*/).map((name) => name.toLowerCase());

  it('sends what is left of the limit, and Retry-After on the 429, all exposed to the other origin', async () => {
    for (let n = 1; n <= LIMIT; n += 1) {
      const counted = await sut.http.post('/api/v1/contact/contact-form').set('Origin', ORIGIN).send(form(n)).expect(201);
      assert.equal(counted.headers['access-control-allow-origin'], ORIGIN);
      assert.equal(counted.headers['x-ratelimit-limit-public-forms'], String(LIMIT));
      assert.equal(counted.headers['x-ratelimit-remaining-public-forms'], String(LIMIT - n));
      assert.ok(Number(counted.headers['x-ratelimit-reset-public-forms']) > 0);
      for (const name of ['x-ratelimit-limit-public-forms', 'x-ratelimit-remaining-public-forms', 'x-ratelimit-reset-public-forms']) {
        assert.ok(exposed(counted.headers).includes(name), `${name} is exposed`);
      }
    }
    const refused = await sut.http
      .post('/api/v1/contact/contact-form')
      .set('Origin', ORIGIN)
      .send(form(LIMIT + 1))
      .expect(429);
    assert.equal(refused.body.error_message, MESSAGES.http.tooManyRequests);
    assert.ok(Number(refused.headers['retry-after']) >= 1, `Retry-After ${refused.headers['retry-after']}`);
    assert.equal(refused.headers['retry-after-public-forms'], refused.headers['retry-after']);
    assert.ok(exposed(refused.headers).includes('retry-after'));
    assert.ok(exposed(refused.headers).includes('retry-after-public-forms'));
  });

  it('declares those headers in /api/docs-json for the operation, Retry-After required on its 429', async () => {
    const document = (await sut.http.get('/api/docs-json').expect(200)).body;
    const operation = document.paths['/api/v1/contact/contact-form'].post;
    assert.equal(operation['x-rate-limit'], 'public-forms');
    assert.deepEqual(Object.keys(operation.responses['201'].headers).sort(), [
      'X-RateLimit-Limit-public-forms',
      'X-RateLimit-Remaining-public-forms',
      'X-RateLimit-Reset-public-forms',
    ]);
    assert.equal(operation.responses['429'].headers['Retry-After'].required, true);
    assert.ok(operation.responses['429'].headers['Retry-After-public-forms']);
    // Every 429 of every operation, whichever rule answers it, says when to come back.
    const without = Object.entries(
      document.paths as Record<string, Record<string, { responses: Record<string, { headers?: Record<string, { required?: boolean }> }> }>>,
    ).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, op]) => op.responses['429'] && op.responses['429'].headers?.['Retry-After']?.required !== true)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual(without, []);
  });
});
