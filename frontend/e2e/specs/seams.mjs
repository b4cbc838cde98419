// Issue #24, "the seams between features": what a new member trips over where two features meet, tried as a person
// would in Chromium at 390 and 1280 px, with axe and screenshots (frontend/test-output/seams-*.png).
import assert from 'node:assert/strict';
import { ADMIN, DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';

const TECH = 'Technology, Engineering & Data';
const LEGAL = 'Government, Policy, Law & International Affairs';
const PHONE = { width: 390, height: 844 };

/** The header's height: one line of the bar is the toolbar's 64 px. */
const headerHeight = (page) => page.locator('header').evaluate((el) => Math.round(el.getBoundingClientRect().height));

export const seamTests = [
  {
    name: 'seams: the professional network shows Mentor / Seeker, filters by role, labels only mentors, no Contact on your own profile (1280 px, axe)',
    async run({ page, api }) {
      const helper = await api.demoMember('helper', TECH);
      const seeker = (await api.members('seeker')).find((u) => u.industry === TECH && u.email.endsWith('@community.example'));
      await signInPage(page, api, helper.email, DEMO_PASSWORD);
      await page.goto('/professionalnetwork');
      const list = page.getByRole('list', { name: 'Members' });
      await list.getByRole('listitem').first().waitFor();
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.get('q') === helper.name),
        page.getByLabel('Search by name or job title').fill(helper.name),
      ]);
      const own = list.getByRole('listitem').filter({ hasText: helper.name }).first();
      await own.getByText('You', { exact: true }).waitFor();
      await own.getByText('Mentor', { exact: true }).waitFor();
      assert.equal(await own.getByText('Accepting requests').count(), 0, 'no availability label on yourself');
      await own.getByRole('button', { name: `Profile: ${helper.name}` }).click();
      const profile = page.getByRole('dialog', { name: helper.name, exact: true });
      await profile.getByText('This is your profile', { exact: false }).waitFor();
      assert.equal(await profile.getByRole('button', { name: 'Contact' }).count(), 0, 'no Contact button on your own profile');
      await checkA11y(page, 'own profile');
      await profile.getByRole('button', { name: 'Close' }).click();
      await profile.waitFor({ state: 'hidden' });

      await page.getByLabel('Search by name or job title').fill('');
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.get('role') === 'seeker'),
        page.getByLabel('Show').selectOption('seeker'),
      ]);
      await list.getByText(seeker.name).first().waitFor();
      const rows = list.getByRole('listitem');
      const roles = await rows.evaluateAll((items) => items.map((item) => item.textContent));
      assert.ok(
        roles.length > 0 && roles.every((text) => text.includes('Seeker') && !text.includes('Mentor') && !/Accepting requests/.test(text)),
        roles.join(' | '),
      );
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.get('role') === 'helper'),
        page.getByLabel('Show').selectOption('helper'),
      ]);
      await page.waitForFunction(() => [...document.querySelectorAll('[aria-label="Members"] li')].every((li) => li.textContent.includes('Mentor')));
      await list.getByText('Accepting requests').first().waitFor();
      await checkA11y(page, 'professional network, mentors');
      await screenshot(page, 'seams-professional-network-mentors');
    },
  },
  {
    name: "seams: contacting a member who is not taking requests shows the API's reason in the dialog; the form knows your name and email",
    async run({ page, api, context }) {
      const [receiver, sender] = (await api.members('helper')).filter(
        (u) => u.industry === 'Education, Human Services & NonProfit' && u.email.endsWith('@community.example'),
      );
      // The receiver closes to new requests after the sender's page has listed them as open: the API refuses the send.
      await signInPage(page, api, sender.email, DEMO_PASSWORD);
      await page.goto('/professionalnetwork');
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.get('q') === receiver.name),
        page.getByLabel('Search by name or job title').fill(receiver.name),
      ]);
      await page
        .getByRole('button', { name: `Profile: ${receiver.name}` })
        .first()
        .click();
      const profile = page.getByRole('dialog', { name: receiver.name, exact: true });
      await profile.getByRole('button', { name: 'Contact' }).click();
      const contact = page.getByRole('dialog', { name: `Contact ${receiver.name}` });
      assert.equal(await contact.getByLabel('Name').inputValue(), sender.name);
      assert.equal(await contact.getByLabel('Email').inputValue(), sender.email);
      const { token } = await api.login(receiver.email, DEMO_PASSWORD);
      await api.call('PUT', '/account/availability', { token, body: { accepting_requests: false, capacity: 5 } });
      try {
        await contact.getByLabel('Message').fill('Are you free next week?');
        await contact.getByRole('button', { name: 'Send Message' }).click();
        await contact.getByText('This member is not taking new requests right now').waitFor();
        await contact.getByRole('button', { name: 'Send Message' }).waitFor();
        await checkA11y(page, 'contact refused');
        await screenshot(page, 'seams-contact-refused');
      } finally {
        await api.call('PUT', '/account/availability', { token, body: { accepting_requests: true, capacity: 5 } });
      }
      void context;
    },
  },
  {
    name: 'seams: legal assistance lists lawyers only (helpers); a client is listed nowhere',
    async run({ page, api }) {
      const client = await api.demoMember('seeker', LEGAL);
      const lawyers = (await api.members('helper')).filter((u) => u.industry === LEGAL && u.email.endsWith('@community.example'));
      const { token } = await api.login(client.email, DEMO_PASSWORD);
      const listed = await api.call('GET', `/info/get-users?industry_type=${encodeURIComponent(LEGAL)}`, { token });
      assert.deepEqual(
        listed.users.map((u) => u.role),
        listed.users.map(() => 'helper'),
      );
      assert.ok(lawyers.every((lawyer) => listed.users.some((u) => u.id === lawyer.id)));
      assert.ok(!listed.users.some((u) => u.id === client.id), 'a client is not listed');
      await signInPage(page, api, client.email, DEMO_PASSWORD);
      // The section is Coming Soon for members: the admin opens it for this test and closes it again.
      const admin = (await api.login(ADMIN.email, ADMIN.password)).token;
      await api.call('PUT', '/admin/settings/sections', { token: admin, body: { legal_assistance: 'open', virtual_clinic: 'coming_soon' } });
      try {
        await page.goto('/legalassistance');
        const table = page.getByRole('table', { name: 'Lawyers' });
        await table.getByText(lawyers[0].name).waitFor();
        const texts = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent));
        assert.ok(
          texts.every((text) => text.includes('Mentor')),
          texts.join(' | '),
        );
        assert.equal(await table.getByText(client.name).count(), 0);
        await checkA11y(page, 'legal assistance, lawyers only');
        await screenshot(page, 'seams-legal-lawyers');
      } finally {
        await api.call('PUT', '/admin/settings/sections', { token: admin, body: { legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon' } });
      }
    },
  },
  {
    name: 'seams: the bar stays on one line at 1024, 1280 and 1440 px for every role; More holds the rest',
    async run({ page, api }) {
      const accounts = [
        ['admin', ADMIN.email, ADMIN.password],
        ['helper', (await api.demoMember('helper', LEGAL)).email, DEMO_PASSWORD],
        ['seeker (legal)', (await api.demoMember('seeker', LEGAL)).email, DEMO_PASSWORD],
        ['seeker (tech)', (await api.demoMember('seeker', TECH)).email, DEMO_PASSWORD],
      ];
      for (const [role, email, password] of accounts) {
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        await signInPage(page, api, email, password);
        for (const width of [1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto('/');
          await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).waitFor();
          assert.equal(await headerHeight(page), 64, `${role} at ${width} px: the bar wrapped`);
        }
        if (role === 'admin') {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
          await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
          await checkA11y(page, 'More menu');
          await screenshot(page, 'seams-bar-admin-1440');
          await page.keyboard.press('Escape');
        }
      }
    },
  },
  {
    name: 'seams: on a phone the menu button shows and says the unread count (390 px, axe)',
    viewport: PHONE,
    async run({ page, api }) {
      const [receiver, sender] = (await api.members('helper')).filter(
        (u) => u.industry === 'Arts, Communication, Media & Design' && u.email.endsWith('@community.example'),
      );
      const { token } = await api.login(sender.email, DEMO_PASSWORD);
      await api.call('POST', '/issues/professional-network', {
        token,
        body: { receiver_id: receiver.id, full_name: sender.name, email: sender.email, description: 'Unread on a phone' },
      });
      await signInPage(page, api, receiver.email, DEMO_PASSWORD);
      await page.goto('/');
      const button = page.getByRole('button', { name: /^Open menu, \d+ unread(, \d+ notifications?)?$/ });
      await button.waitFor();
      await button.getByTestId('unread-dot').waitFor();
      await checkA11y(page, 'home with unread, phone');
      await screenshot(page, 'seams-phone-unread');
    },
  },
  {
    name: 'seams: a visitor reaches the Business Directory from the home page; reset password names its characters (390 px)',
    viewport: PHONE,
    async run({ page }) {
      await page.goto('/');
      await page.getByRole('link', { name: 'Browse the Business Directory' }).click();
      await page.waitForURL('**/business');
      await page.getByRole('heading', { name: 'Business Directory', level: 1 }).waitFor();
      await page.goto('/reset-password/some-token');
      const password = page.getByLabel('New Password', { exact: true });
      await password.waitFor();
      const described = await password.evaluate((el) =>
        el
          .getAttribute('aria-describedby')
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
      assert.match(described ?? '', /@ \$ ! % \* \? &/);
      await checkA11y(page, 'reset password with its hint');
      await screenshot(page, 'seams-reset-password-hint');
    },
  },
];
