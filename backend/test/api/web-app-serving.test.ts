import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { TestApp, startTestApp } from '../support/test-app';

/** The one port serves the built web app beside the API: assets cached for good, client routes answered by index.html. */
describe('web app serving', () => {
  let sut: TestApp;
  let webDir: string;

  before(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Community</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("push", () => {});');
    fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Community Network","start_url":"/messages","display":"standalone"}');
    sut = await startTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  after(async () => {
    await sut.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers / with index.html, not cached', async () => {
    const response = await sut.http.get('/').expect(200);
    assert.match(response.headers['content-type'], /text\/html/);
    assert.match(response.text, /<title>Community<\/title>/);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('serves fingerprinted assets with a one-year immutable cache', async () => {
    const response = await sut.http.get('/assets/index-abc123.js').expect(200);
    assert.match(response.headers['cache-control'], /max-age=31536000, immutable/);
    assert.equal(response.text, 'console.log("app")');
  });

  for (const route of ['/professionalnetwork', '/reset-password/abc', '/dashboard/helpers', '/no/such/page']) {
    it(`answers the client route ${route} with index.html`, async () => {
      const response = await sut.http.get(route).expect(200);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(response.text, /<div id="root">/);
    });
  }

  it('keeps unknown API paths as JSON 404s with error_message', async () => {
    const response = await sut.http.get('/api/v1/no-such-endpoint').expect(404);
    assert.equal(response.body.error_message, 'Not found');
  });

  it('serves the service worker and the app manifest with their types, asked again each time, under a policy that allows both (issue #26)', async () => {
    const worker = await sut.http.get('/sw.js').expect(200);
    assert.match(worker.headers['content-type'], /^(text|application)\/javascript/);
    assert.equal(worker.headers['cache-control'], 'no-cache');
    // At the root its scope is the whole site; no Service-Worker-Allowed header is needed or sent.
    assert.equal(worker.headers['service-worker-allowed'], undefined);
    assert.match(worker.text, /addEventListener\("push"/);
    const manifest = await sut.http.get('/manifest.webmanifest').expect(200);
    assert.match(manifest.headers['content-type'], /^application\/manifest\+json/);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(JSON.parse(manifest.text).display, 'standalone');
    // worker-src and manifest-src fall back to default-src 'self'; the stream (EventSource) is connect-src 'self'.
    const policy = manifest.headers['content-security-policy'];
    assert.match(policy, /default-src 'self'/);
    assert.doesNotMatch(policy, /worker-src|manifest-src/);
    assert.match(policy, /connect-src 'self'/);
  });

  it('does not ask browsers to upgrade http requests (TLS ends at the proxy)', async () => {
    const response = await sut.http.get('/').expect(200);
    assert.doesNotMatch(response.headers['content-security-policy'], /upgrade-insecure-requests/);
  });
});

/** A build with pre-rendered public pages: each answers its own HTML, every other client route the empty shell. */
describe('web app serving with pre-rendered pages', () => {
  let sut: TestApp;
  let webDir: string;
  const page = (heading: string) => `<!doctype html><title>Community</title><div id="root"><h1>${heading}</h1></div>`;
  // A pre-rendered page's early API request (frontend/src/lib/early-request.ts) is the build's one inline script.
  const earlyScript = 'window.__earlyApiRequest={url:document.currentScript.getAttribute("data-api-url")}';
  const earlyPage = (heading: string) =>
    `<!doctype html><title>Community</title><script data-api-url="/api/v1/x">${earlyScript}</script><div id="root"><h1>${heading}</h1></div>`;

  before(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), page('Community Network'));
    fs.writeFileSync(path.join(webDir, 'app-shell.html'), '<!doctype html><title>Community</title><div id="root"></div>');
    for (const [dir, heading] of [
      ['business', 'Business Directory'],
      ['signin', 'Sign In'],
      ['forgot-password', 'Forgot Password'],
    ]) {
      fs.mkdirSync(path.join(webDir, dir));
      fs.writeFileSync(path.join(webDir, dir, 'index.html'), dir === 'business' ? earlyPage(heading) : page(heading));
    }
    // The Arabic pages (frontend/scripts/prerender.mjs): i18n/ar/<route>/index.html and their own app shell.
    const arabic = path.join(webDir, 'i18n', 'ar');
    fs.mkdirSync(path.join(arabic, 'signin'), { recursive: true });
    fs.writeFileSync(path.join(arabic, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><div id="root"><h1>شبكة المجتمع</h1></div>');
    fs.writeFileSync(path.join(arabic, 'signin', 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><div id="root"><h1>تسجيل الدخول</h1></div>');
    fs.writeFileSync(path.join(arabic, 'app-shell.html'), '<!doctype html><html lang="ar" dir="rtl"><div id="root"></div>');
    // The build's compressed copies (frontend/scripts/compress-dist.mjs).
    const script = 'console.log("app");'.repeat(100);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-def456.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-def456.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(webDir, 'assets', 'index-def456.js.gz'), zlib.gzipSync(script));
    const business = fs.readFileSync(path.join(webDir, 'business', 'index.html'));
    fs.writeFileSync(path.join(webDir, 'business', 'index.html.br'), zlib.brotliCompressSync(business));
    sut = await startTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  after(async () => {
    await sut.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves an asset pre-compressed to a browser that accepts brotli or gzip, plain to one that does not', async () => {
    const brotli = await sut.http.get('/assets/index-def456.js').set('Accept-Encoding', 'br, gzip').expect(200);
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(brotli.headers['cache-control'], /immutable/);
    assert.equal(brotli.text, 'console.log("app");'.repeat(100));
    const gzip = await sut.http.get('/assets/index-def456.js').set('Accept-Encoding', 'gzip').expect(200);
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const plain = await sut.http.get('/assets/index-def456.js').set('Accept-Encoding', 'identity').expect(200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.text, 'console.log("app");'.repeat(100));
  });

  it('answers a pre-rendered page pre-compressed when the copy exists, and plain when it does not', async () => {
    const compressed = await sut.http.get('/business').set('Accept-Encoding', 'br').expect(200);
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.equal(compressed.headers['cache-control'], 'no-cache');
    assert.match(compressed.text, /<h1>Business Directory<\/h1>/);
    const noCopy = await sut.http.get('/signin').set('Accept-Encoding', 'br').expect(200);
    assert.equal(noCopy.headers['content-encoding'], undefined);
    assert.match(noCopy.text, /<h1>Sign In<\/h1>/);
  });

  const prerendered = [
    ['/', 'Community Network'],
    ['/business', 'Business Directory'],
    ['/business/', 'Business Directory'],
    ['/business?page=2', 'Business Directory'],
    ['/signin', 'Sign In'],
    ['/forgot-password', 'Forgot Password'],
  ];
  for (const [route, heading] of prerendered) {
    it(`answers ${route} with its pre-rendered page, not cached`, async () => {
      const response = await sut.http.get(route).expect(200);
      assert.match(response.headers['content-type'], /text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(response.text, new RegExp(`<h1>${heading}</h1>`));
    });
  }

  for (const route of ['/professionalnetwork', '/inbox', '/reset-password/abc', '/business/extra', '/dashboard/helpers', '/no/such/page']) {
    it(`answers the client route ${route} with the empty app shell`, async () => {
      const response = await sut.http.get(route).expect(200);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(response.text, /<div id="root"><\/div>/);
    });
  }

  describe('in the language the visitor reads (issue #28)', () => {
    it('answers Accept-Language: ar with the Arabic page, <html lang="ar" dir="rtl"> in its first bytes, and says it varies', async () => {
      const response = await sut.http.get('/').set('Accept-Language', 'ar-EG,ar;q=0.9,en;q=0.8').expect(200);
      assert.match(response.text.slice(0, 60), /<html lang="ar" dir="rtl">/);
      assert.match(response.text, /<h1>شبكة المجتمع<\/h1>/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(response.headers.vary, /^Cookie, Accept-Language\b/);
      const signin = await sut.http.get('/signin/?next=1').set('Accept-Language', 'ar').expect(200);
      assert.match(signin.text, /<h1>تسجيل الدخول<\/h1>/);
    });

    it('prefers the lang cookie the switch writes to Accept-Language, both ways', async () => {
      const english = await sut.http.get('/signin').set('Accept-Language', 'ar').set('Cookie', 'theme=x; lang=en').expect(200);
      assert.match(english.text, /<h1>Sign In<\/h1>/);
      const arabic = await sut.http.get('/signin').set('Accept-Language', 'en-US,en').set('Cookie', 'lang=ar').expect(200);
      assert.match(arabic.text, /<h1>تسجيل الدخول<\/h1>/);
    });

    it('keeps English for English, other and no Accept-Language, an unknown cookie, and q=0 Arabic', async () => {
      for (const [header, cookie] of [
        ['en-GB', ''],
        ['fr-FR,de;q=0.5', ''],
        ['', ''],
        ['ar;q=0, en', ''],
        ['', 'lang=xx'],
      ]) {
        const request = sut.http.get('/');
        if (header) request.set('Accept-Language', header);
        if (cookie) request.set('Cookie', cookie);
        assert.match((await request.expect(200)).text, /<h1>Community Network<\/h1>/, `${header} ${cookie}`);
      }
    });

    it('answers an Arabic reader the Arabic app shell for a member route, and the English page where the build has no Arabic one', async () => {
      const shell = await sut.http.get('/inbox').set('Accept-Language', 'ar').expect(200);
      assert.match(shell.text, /<html lang="ar" dir="rtl"><div id="root"><\/div>/);
      const onlyEnglish = await sut.http.get('/forgot-password').set('Accept-Language', 'ar').expect(200);
      assert.match(onlyEnglish.text, /<h1>Forgot Password<\/h1>/);
    });

    it('does not answer the i18n folder as routes of their own', async () => {
      const response = await sut.http.get('/i18n/ar').expect(200);
      assert.match(response.text, /<div id="root"><\/div>/);
    });
  });

  it("allows the build's own inline script by its sha256, and no other inline script", async () => {
    const policy = (await sut.http.get('/business').expect(200)).headers['content-security-policy'];
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    const hash = `'sha256-${createHash('sha256').update(earlyScript).digest('base64')}'`;
    // Exactly these sources: no 'unsafe-inline'.
    assert.deepEqual(scriptSrc, ["'self'", 'https://accounts.google.com', hash]);
  });

  it('keeps API paths and non-GET requests out of the web app', async () => {
    const api = await sut.http.get('/api/v1/no-such-endpoint').expect(404);
    assert.equal(api.body.error_message, 'Not found');
    const post = await sut.http.post('/business').send({}).expect(404);
    assert.equal(post.body.error_message, 'Not found');
  });
});
