// Notifications (issue #26) in the browser: two members in two contexts; the helper's bell and Messages list follow a
// new request without a reload, the seeker's thread shows the reply without a reload, and a push subscription made
// with Chromium's real Push API is stored.
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';

const TECH = 'Technology, Engineering & Data';
const PHONE = { width: 390, height: 844 };
const run = Date.now().toString(36);

/** A helper who takes requests and a seeker who has not asked them yet (the other journeys use the first pairs). */
async function freshPair(api) {
  const helpers = (await api.members('helper')).filter((u) => u.industry === TECH && u.email.endsWith('@community.example'));
  const seekers = (await api.members('seeker')).filter((u) => u.industry === TECH && u.email.endsWith('@community.example'));
  return { helper: helpers[helpers.length - 1], seeker: seekers[seekers.length - 1] };
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
    name: 'push: a subscription made with Chromium’s real Push API (notifications granted) is stored (a local subscription when headless Chromium reaches no push service)',
    async run({ api, app }) {
      const { seeker } = await freshPair(api);
      // Playwright's ordinary contexts are incognito-like, where Chromium refuses the Push API ("Chrome currently does
      // not support the Push API in incognito mode"): this test runs in a persistent profile of its own.
      const profile = mkdtempSync(join(tmpdir(), 'push-profile-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu'],
        baseURL: app.baseURL,
        viewport: PHONE,
        bypassCSP: true,
        permissions: ['notifications'],
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const { token } = await signInPage(page, api, seeker.email, DEMO_PASSWORD);
        await page.goto('/account?tab=notifications');
        // Registered after sign-in only: the service worker from /sw.js, at the root scope.
        const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
        assert.equal(scope, `${app.baseURL}/`);

        // The API's own key (GET /push/key), and the subscription goes to the real POST /push/subscriptions.
        const key = await api.call('GET', '/push/key', { token });
        assert.equal(Buffer.from(key.publicKey, 'base64url').length, 65, 'a P-256 public key');
        const stored = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().endsWith('/api/v1/push/subscriptions')) stored.push(request.postDataJSON());
        });
        // First the real Push API. Headless Chromium on a machine without a push service may never answer
        // (here: no answer within the wait, permission granted); then, as the fallback, the page's PushManager
        // hands out a local subscription and the rest (the app's request, the stored body) is the same.
        const real = await page.evaluate(async (publicKey) => {
          const registration = await navigator.serviceWorker.ready;
          const bytes = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
          return Promise.race([
            registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes }).then(
              (subscription) => `subscribed: ${subscription.endpoint}`,
              (error) => `${error.name}: ${error.message}`,
            ),
            new Promise((resolve) => setTimeout(() => resolve(`no answer within 20 s (permission ${Notification.permission})`), 20_000)),
          ]);
        }, key.publicKey);
        console.log(`     Chromium's pushManager.subscribe: ${real}`);
        const realPush = real.startsWith('subscribed');
        if (!realPush) {
          // Keys a browser would make (a P-256 point and a 16-byte secret): the API checks their lengths.
          const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
          await context.addInitScript((keys) => {
            const subscription = {
              endpoint: 'https://127.0.0.1/push/local-stand-in',
              expirationTime: null,
              toJSON() {
                return { endpoint: this.endpoint, expirationTime: null, keys };
              },
              unsubscribe: async () => true,
            };
            let current = null;
            PushManager.prototype.getSubscription = async () => current;
            PushManager.prototype.subscribe = async (options) => {
              if (!options?.userVisibleOnly || !(options.applicationServerKey?.byteLength === 65)) throw new Error('bad options');
              current = subscription;
              return subscription;
            };
          }, keys);
          await page.reload();
        }
        const panel = page.getByRole('tabpanel', { name: 'Notifications' });
        await panel.getByRole('button', { name: 'Turn on notifications' }).click();
        await panel.getByText(/Notifications are on for this device|Notifications could not be turned on/).waitFor({ timeout: 30_000 });
        await screenshot(page, 'push-settings-390');
        assert.equal(stored.length, 1, 'the app stored one subscription');
        if (!realPush) assert.equal(stored[0].endpoint, 'https://127.0.0.1/push/local-stand-in');
        assert.match(stored[0].endpoint, /^https:\/\//);
        assert.ok(stored[0].keys?.p256dh && stored[0].keys?.auth, `keys in ${JSON.stringify(stored[0])}`);
        await panel.getByText('Notifications are on for this device.').waitFor();
        // Stored by the API: the data export lists the device (its push service's host only).
        const exported = await api.call('GET', '/account/export', { token });
        assert.equal(exported.push.subscriptions.length, 1);
        assert.equal(exported.push.subscriptions[0].endpoint_host, new URL(stored[0].endpoint).host);
        // Push per kind: replies off, saved at once.
        await panel.getByLabel('New replies').click();
        await panel.getByText('Push settings saved.').waitFor();
        assert.deepEqual(await api.call('GET', '/push/settings', { token }), { new_request: true, reply: false });
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    },
  },
];
