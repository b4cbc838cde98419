// Notifications (issue #26) in the browser: two members in two contexts; the helper's bell and Messages list follow a
// new request without a reload, the seeker's thread shows the reply without a reload, and a push subscription made
// with Chromium's real Push API (its GCM check-in and registration answered by support/gcm-stand-in.mjs) is stored.
import assert from 'node:assert/strict';
import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';
import { startGcmStandIn } from '../support/gcm-stand-in.mjs';

const TECH = 'Technology, Engineering & Data';
const PHONE = { width: 390, height: 844 };
const run = Date.now().toString(36);

/** A helper who takes requests and a seeker who has not asked them yet (the other journeys use the first pairs). */
async function freshPair(api) {
  const helpers = (await api.members('helper')).filter((u) => u.industry === TECH && u.email.endsWith('@community.example'));
  const seekers = (await api.members('seeker')).filter((u) => u.industry === TECH && u.email.endsWith('@community.example'));
  return { helper: helpers[helpers.length - 1], seeker: seekers[seekers.length - 1] };
}

/** Polls `check` (every 100 ms, up to 10 s) for what happens outside the page, such as Chromium's own requests. */
async function waitUntil(check, what) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Marks the page, so a later check proves it was never reloaded. */
const mark = (page) => page.evaluate(() => (window.__noReload = 'still here'));
const assertNotReloaded = async (page) => assert.equal(await page.evaluate(() => window.__noReload), 'still here', 'the page was reloaded');

/** The bell's count from its accessible name ("Notifications, 2 unread"); 0 for "Notifications". */
async function bellCount(page) {
  const name = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  return Number(/, (\d+) unread/.exec(name ?? '')?.[1] ?? 0);
}

export const notificationTests = [
  {
    name: 'notifications: the helper’s bell and Messages list follow a new request live, and the seeker’s thread shows the reply live (two contexts; 390 px and desktop)',
    async run({ page, context, api, app }) {
      const { helper, seeker } = await freshPair(api);
      assert.ok(helper && seeker, 'demo helper and seeker in Technology');
      // The helper, signed in on Messages, in this context.
      await signInPage(page, api, helper.email, DEMO_PASSWORD);
      await page.goto('/messages');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await bell.waitFor();
      const before = await bellCount(page);
      await mark(page);

      // The seeker in a second context, on their own session.
      const seekerContext = await context.browser().newContext({ baseURL: app.baseURL, viewport: PHONE, bypassCSP: true });
      try {
        const seekerPage = await seekerContext.newPage();
        const { token: seekerToken, user: seekerUser } = await signInPage(seekerPage, api, seeker.email, DEMO_PASSWORD);
        const text = `Could you review my backend design? ${run}`;
        const sent = await api.call('POST', '/issues/professional-network', {
          token: seekerToken,
          body: { receiver_id: helper.id, full_name: seekerUser.name, email: seekerUser.email, description: text },
        });
        assert.ok(sent.conversation_id, `the request answered ${JSON.stringify(sent)}`);

        // The helper's bell counts it and the Received list shows it, without a reload.
        await page.waitForFunction(
          (count) =>
            /, (\d+) unread/.test(document.querySelector('#notifications-button')?.getAttribute('aria-label') ?? '') &&
            Number(/, (\d+) unread/.exec(document.querySelector('#notifications-button').getAttribute('aria-label'))[1]) > count,
          before,
          { timeout: 20_000 },
        );
        const received = page.getByRole('list', { name: 'Received conversations' });
        await received
          .getByRole('button', { name: new RegExp(seekerUser.name) })
          .first()
          .waitFor({ timeout: 20_000 });
        await assertNotReloaded(page);
        await bell.click();
        const menu = page.getByRole('menu', { name: 'Your notifications' });
        await menu.getByRole('menuitem').first().waitFor();
        await screenshot(page, 'notifications-helper-bell-desktop');
        await checkA11y(page, 'notifications menu');
        await page.keyboard.press('Escape');

        // The seeker opens the thread on a phone; the helper replies; the thread shows it without a reload.
        await seekerPage.goto(`/messages/${sent.conversation_id}?box=sent`);
        const thread = seekerPage.getByRole('article', { name: helper.name });
        await thread.waitFor();
        await seekerPage.getByRole('button', { name: /^Notifications/ }).waitFor();
        await mark(seekerPage);
        const { token: helperToken } = await api.login(helper.email, DEMO_PASSWORD);
        const reply = `Happy to, send me the diagram ${run}`;
        await api.call('POST', `/conversations/${sent.conversation_id}/replies`, { token: helperToken, body: { body: reply } });
        await thread.getByText(reply).waitFor({ timeout: 20_000 });
        await assertNotReloaded(seekerPage);
        await screenshot(seekerPage, 'notifications-seeker-thread-live-390');
        // The phone's menu button says it too.
        await seekerPage.getByRole('button', { name: /^Open menu, .*notification/ }).waitFor();
      } finally {
        await seekerContext.close();
      }
    },
  },
  {
    name: 'push: a subscription made with Chromium’s real Push API (through a local GCM check-in and registration) is stored exactly',
    async run({ api, app }) {
      const { seeker } = await freshPair(api);
      // Chromium's pushManager.subscribe() first checks in with GCM and registers an instance-ID token for the
      // applicationServerKey; both are Google services this machine cannot reach, so Chromium's own switches point
      // them at a local stand-in (support/gcm-stand-in.mjs) that checks and records what Chromium sends.
      const gcm = await startGcmStandIn();
      // Playwright's ordinary contexts are incognito-like, where Chromium refuses the Push API ("Chrome currently does
      // not support the Push API in incognito mode"): this test runs in a persistent profile of its own.
      const profile = mkdtempSync(join(tmpdir(), 'push-profile-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', ...gcm.chromiumArgs],
        baseURL: app.baseURL,
        viewport: PHONE,
        bypassCSP: true,
        permissions: ['notifications'],
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        // Signed in through the sign-in form, as the member would.
        await page.goto('/signin');
        await page.getByLabel('Email').fill(seeker.email);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.waitForURL((url) => url.pathname !== '/signin');
        const { token } = await api.login(seeker.email, DEMO_PASSWORD);
        await page.goto('/account?tab=notifications');
        // Registered after sign-in only: the service worker from /sw.js, at the root scope.
        const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
        assert.equal(scope, `${app.baseURL}/`);
        assert.deepEqual(gcm.requests, [], 'no GCM traffic before the member turns push on');

        const key = await api.call('GET', '/push/key', { token });
        assert.equal(Buffer.from(key.publicKey, 'base64url').length, 65, 'a P-256 public key');
        const stored = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().endsWith('/api/v1/push/subscriptions')) stored.push(request.postDataJSON());
        });
        // The app's own button: Notification.requestPermission(), GET /push/key, the real pushManager.subscribe(),
        // then POST /push/subscriptions with the subscription's toJSON().
        const panel = page.getByRole('tabpanel', { name: 'Notifications' });
        await panel.getByRole('button', { name: 'Turn on notifications' }).click();
        const outcome = await panel.getByText(/Notifications are on for this device|Notifications could not be turned on/).textContent({ timeout: 30_000 });
        assert.equal(
          outcome,
          'Notifications are on for this device.',
          `GCM stand-in saw: ${JSON.stringify(gcm.requests, (k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
        );
        await screenshot(page, 'push-settings-390');

        // What Chromium sent: one check-in as a Chrome browser on Linux, then one registration whose sender is the
        // API's VAPID key (the applicationServerKey), with the device credentials the check-in issued.
        const checkins = gcm.requests.filter((r) => r.kind === 'checkin');
        assert.equal(checkins.length, 1, 'one check-in');
        assert.equal(checkins[0].androidId, 0n, 'a first check-in (a new device)');
        assert.equal(checkins[0].deviceType, 3, 'DEVICE_CHROME_BROWSER');
        assert.equal(checkins[0].platform, 3, 'PLATFORM_LINUX');
        const major = await page.evaluate(() => /Chrome\/(\d+)/.exec(navigator.userAgent)[1]);
        assert.match(checkins[0].chromeVersion, new RegExp(`^${major}\\.\\d+\\.\\d+\\.\\d+$`));
        // (Chromium's own account mapper also registers, without an instance ID: not the site's subscription.)
        const registrations = gcm.requests.filter((r) => r.kind === 'register' && r.form.appid);
        assert.equal(registrations.length, 1, 'one instance-ID token registration');
        const [registration] = registrations;
        assert.equal(registration.form.sender, key.publicKey, 'the registration carries the applicationServerKey');
        assert.equal(registration.form.scope, 'GCM');
        assert.equal(registration.form.gmsv, major);
        assert.match(registration.form['X-subtype'], new RegExp(`^wp:${app.baseURL.replace(/[.]/g, '\\.')}/#`), 'the push app id names the site');

        // What Chromium returned: the push service's https endpoint ending in the stand-in's token, and real keys.
        const subscription = await page.evaluate(async () => {
          const found = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
          const base64url = (buffer) =>
            btoa(String.fromCharCode(...new Uint8Array(buffer)))
              .replace(/\+/g, '-')
              .replace(/\//g, '_')
              .replace(/=+$/, '');
          return found && { endpoint: found.endpoint, p256dh: base64url(found.getKey('p256dh')), auth: base64url(found.getKey('auth')) };
        });
        console.log(`     Chromium's subscription endpoint: ${subscription?.endpoint.slice(0, 60)}…`);
        assert.ok(subscription, 'the browser holds a subscription');
        assert.ok(subscription.endpoint.endsWith(`/${registration.token}`), 'the endpoint ends in the token the stand-in issued');
        assert.match(subscription.endpoint, /^https:\/\/[a-z0-9.-]+\.google(apis)?\.com\/(fcm\/send|wp|preprod\/wp)\//);
        const p256dh = Buffer.from(subscription.p256dh, 'base64url');
        assert.equal(p256dh.length, 65);
        assert.equal(p256dh[0], 0x04, 'an uncompressed point');
        // A point on P-256 (computeSecret refuses any other), so the sender can encrypt to it.
        const sender = createECDH('prime256v1');
        sender.generateKeys();
        assert.equal(sender.computeSecret(p256dh).length, 32);
        assert.equal(Buffer.from(subscription.auth, 'base64url').length, 16);

        // Sent by the app and stored by the API exactly: the database row has Chromium's endpoint and keys.
        assert.equal(stored.length, 1, 'the app stored one subscription');
        assert.deepEqual({ endpoint: stored[0].endpoint, p256dh: stored[0].keys?.p256dh, auth: stored[0].keys?.auth }, subscription);
        const rows = await app.query('SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ?', [seeker.id]);
        assert.deepEqual(
          rows.map((row) => ({ ...row })),
          [subscription],
        );
        const exported = await api.call('GET', '/account/export', { token });
        assert.deepEqual(
          exported.push.subscriptions.map((s) => s.endpoint_host),
          [new URL(subscription.endpoint).host],
        );

        // Push per kind: replies off, saved at once.
        await panel.getByLabel('New replies').click();
        await panel.getByText('Push settings saved.').waitFor();
        assert.deepEqual(await api.call('GET', '/push/settings', { token }), { new_request: true, reply: false });

        // Off again through the app: the API forgets the device, and Chromium deletes its token at the stand-in.
        await panel.getByRole('button', { name: 'Turn off on this device' }).click();
        await panel.getByRole('button', { name: 'Turn on notifications' }).waitFor();
        assert.deepEqual(await app.query('SELECT id FROM push_subscriptions WHERE user_id = ?', [seeker.id]), []);
        await waitUntil(() => gcm.requests.some((r) => r.kind === 'delete'), 'Chromium deletes its token');
        const deletion = gcm.requests.find((r) => r.kind === 'delete');
        assert.deepEqual(deletion.deletedTokens, [registration.token]);
        assert.equal(deletion.form.appid, registration.form.appid);
      } finally {
        await context.close();
        await gcm.close();
        rmSync(profile, { recursive: true, force: true });
      }
    },
  },
];
