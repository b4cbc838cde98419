import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('platform: scripts only from files, HSTS only over https', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  before(async () => {
    // The test client is the one trusted proxy of the first app; the second trusts no proxy.
    behindProxy = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    direct = await startTestApp({ env: { TRUST_PROXY: 'false' } });
  });
  after(async () => {
    await behindProxy.close();
    await direct.close();
  });

  it("allows scripts from the app and Google's sign-in only, never inline", async () => {
    const policy = (await direct.http.get('/api/health').expect(200)).headers['content-security-policy'];
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    assert.deepEqual(scriptSrc, ["'self'", 'https://accounts.google.com']);
    assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/);
  });

  it('serves Swagger UI without inline scripts, so it works under that policy', async () => {
    const page = await direct.http.get('/api/docs').expect(200);
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length > 0);
    for (const [, attributes, body] of scripts) {
      assert.match(attributes, /src=/, 'every script is a file');
      assert.equal(body.trim(), '');
      const src = /src="([^"]+)"/.exec(attributes)![1];
      await direct.http.get(new URL(src, `${direct.url}/api/docs/`).pathname).expect(200);
    }
  });

  it('sends HSTS when a trusted proxy says the client used https', async () => {
    const response = await behindProxy.http.get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    assert.equal(response.headers['strict-transport-security'], HSTS);
  });

  it('sends no HSTS over plain http', async () => {
    const response = await behindProxy.http.get('/api/health').expect(200);
    assert.equal(response.headers['strict-transport-security'], undefined);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const response = await direct.http.get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    assert.equal(response.headers['strict-transport-security'], undefined);
  });
});
