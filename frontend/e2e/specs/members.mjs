import assert from 'node:assert/strict';
import { DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';

const TECH = 'Technology, Engineering & Data';

export const memberTests = [
  {
    name: 'member page frames: pre-rendered, they hydrate signed in with one early list request; signed out they go to /signin unasked',
    async run({ page, api }) {
      const helper = await api.demoMember('helper', TECH);
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      const listRequests = [];
      page.on('request', (request) => {
        if (/\/api\/v1\/(info\/get-users|admin\/get-business-network)/.test(request.url())) listRequests.push(request);
      });
      for (const [route, heading] of [
        ['/professionalnetwork', 'Professional Network'],
        ['/businessnetwork', 'Ads and Services'],
      ]) {
        // Signed out: the frame (heading, no data) is the served HTML; the guard sends the visitor on, asking nothing.
        const html = await (await page.request.get(route)).text();
        assert.match(html, new RegExp(`<h1[^>]*>${heading}</h1>`));
        assert.match(html, /data-needs-session/);
        await page.goto(route);
        await page.waitForURL('**/signin');
        assert.equal(listRequests.length, 0, route);
      }
      await signInPage(page, api, helper.email, DEMO_PASSWORD);
      for (const [route, loading] of [
        ['/professionalnetwork', 'Loading...'],
        ['/businessnetwork', 'Fetching Ads...'],
      ]) {
        listRequests.length = 0;
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await page.getByRole('main').getByText(loading).waitFor({ state: 'hidden' });
        // The inline script's request, sent with the session's token, is the one the page used: no second request.
        assert.equal(listRequests.length, 1, route);
        assert.match(listRequests[0].headers().authorization ?? '', /^Bearer /);
        assert.equal(await page.evaluate(() => window.__earlyApiRequest), undefined);
      }
      assert.deepEqual(problems, []);
    },
  },
  {
    name: 'professional network: list, filter, profile, contact cycle; the receiver reads it in Messages (axe)',
    async run({ page, context, api }) {
      const helper = await api.demoMember('helper', TECH);
      await signInPage(page, api, helper.email, DEMO_PASSWORD);
      await page.goto('/professionalnetwork');
      const list = page.getByRole('list', { name: 'Members' });
      await list.waitFor();
      await checkA11y(page, 'professional network');
      await screenshot(page, 'professional-network');
      const region = page.getByRole('region', { name: 'Member list' });
      assert.equal(await region.evaluate((el) => getComputedStyle(el).maxHeight), '400px');

      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.getAll('industry_type').join() === TECH),
        page.getByLabel('Industry').selectOption(TECH),
      ]);
      const receiver = (await api.members('seeker')).find((u) => u.industry === TECH && u.email.endsWith('@community.example'));
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.get('q') === receiver.name),
        page.getByLabel('Search by name or job title').fill(receiver.name),
      ]);
      const profileButton = page.getByRole('button', { name: `Profile: ${receiver.name}` });
      await profileButton.first().click();
      const profile = page.getByRole('dialog', { name: receiver.name, exact: true });
      await profile.waitFor();
      await checkA11y(page, 'member profile modal');
      await profile.getByRole('button', { name: 'Contact' }).click();
      const contact = page.getByRole('dialog', { name: `Contact ${receiver.name}` });
      await contact.waitFor();
      await profile.waitFor({ state: 'hidden' });
      await contact.getByLabel('Name').fill(helper.name);
      await contact.getByLabel('Email').fill(helper.email);
      await contact.getByLabel('Message').fill('Happy to mentor you, e2e.');
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await contact.getByRole('button', { name: 'Submitted' }).waitFor();
      await contact.getByText('Your message has been sent successfully!').waitFor();
      await checkA11y(page, 'contact modal submitted');
      await screenshot(page, 'professional-network-contact-submitted');
      await contact.waitFor({ state: 'hidden', timeout: 6000 });

      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signInPage(page, api, receiver.email, DEMO_PASSWORD);
      // The inbox became Messages (issue #10): /inbox still arrives there, and the message opens as a thread.
      await page.goto('/inbox');
      await page.waitForURL((url) => url.pathname === '/messages');
      const rows = page.getByRole('list', { name: 'Received conversations' });
      await rows
        .getByRole('button', { name: new RegExp(helper.name) })
        .first()
        .click();
      const thread = page.getByRole('article', { name: helper.name });
      await thread.getByText('Happy to mentor you, e2e.').waitFor();
      await checkA11y(page, 'messages thread');
      await screenshot(page, 'inbox');
    },
  },
];
