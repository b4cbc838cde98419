import assert from 'node:assert/strict';
import { DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';

const TECH = 'Technology, Engineering & Data';

export const memberTests = [
  {
    name: 'professional network: list, filter, profile, contact cycle; the receiver reads it in the inbox (axe)',
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
      await page.goto('/inbox');
      const messages = page.getByRole('list', { name: 'Messages' });
      await messages.getByText('Happy to mentor you, e2e.').waitFor();
      await checkA11y(page, 'inbox');
      await screenshot(page, 'inbox');
      // Wait for the answer from before the click: a fast API can answer before a later listener exists.
      const markButtons = messages.getByRole('button', { name: `Mark as read: ${helper.name}` });
      const unread = await markButtons.count();
      await Promise.all([
        page.waitForResponse((r) => /\/issues\/\d+\/read/.test(r.url()) && r.ok()),
        markButtons.first().click(),
      ]);
      await page.waitForFunction(
        ([label, expected]) => document.querySelectorAll(`button[aria-label="${label}"]`).length === expected,
        [`Mark as read: ${helper.name}`, unread - 1],
      );
    },
  },
];
