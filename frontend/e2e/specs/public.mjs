import assert from 'node:assert/strict';
import { checkA11y, screenshot, tabAndPress, tabAndSelect, tabAndType } from '../support/browser.mjs';

const TYPED_NOTE_END = 'Virtual Clinic and Legal Assistance.';
// Each pre-rendered page (frontend/src/prerender/prerendered-routes.ts) and its main heading.
const PUBLIC_PAGE_HEADINGS = [
  ['/', 'Community Network'],
  ['/business', 'Business Directory'],
  ['/signin', 'Sign In'],
  ['/signup', 'Join our network'],
  ['/business-signup', 'Register your Business'],
  ['/contact', 'Contact Us'],
  ['/forgot-password', 'Forgot Password'],
  ['/accessibility', 'Accessibility statement'],
];

export const publicTests = [
  {
    name: 'home: mission, buttons, typed note, news modal, clinic teaser (axe)',
    async run({ page }) {
      await page.goto('/');
      await page.getByText(/encourage professional collaboration and resource sharing/).waitFor();
      await page.getByRole('button', { name: 'Join our network' }).waitFor();
      await page.getByRole('button', { name: 'Register your Business!' }).waitFor();
      const note = page.getByTestId('typed-note');
      const early = await note.textContent();
      assert.ok(early.length < 40, `the note types out gradually (had ${early.length} characters at first look)`);
      await page.waitForFunction((end) => document.querySelector('[data-testid="typed-note"]')?.textContent.endsWith(end), TYPED_NOTE_END, { timeout: 15_000 });
      assert.equal(await page.getByRole('article').count(), 3);
      await page.getByText('Coming Soon').first().waitFor();
      await checkA11y(page, 'home');
      await screenshot(page, 'home-desktop');
      await page.getByRole('button', { name: 'Read More: We Are Live' }).click();
      const dialog = page.getByRole('dialog', { name: 'We Are Live' });
      await dialog.waitFor();
      await checkA11y(page, 'home news modal');
      await screenshot(page, 'home-news-modal');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Join our network' }).click();
      await page.waitForURL('**/signup');
    },
  },
  {
    name: 'home on a phone: side menu with the same links (axe)',
    viewport: { width: 390, height: 844 },
    async run({ page }) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile menu' });
      await menu.waitFor();
      for (const name of ['Home', 'Contact Us', 'Sign In']) await menu.getByRole('link', { name }).waitFor();
      await checkA11y(page, 'mobile side menu');
      await screenshot(page, 'home-mobile-menu');
    },
  },
  {
    name: 'business directory (signed out): table, https:// website, profile, contact cycle (axe)',
    async run({ page }) {
      await page.goto('/business');
      const table = page.getByRole('table', { name: 'Business groups' });
      await table.waitFor();
      const link = table.getByRole('link', { name: 'crescentbakery.example' });
      assert.equal(await link.getAttribute('href'), 'https://crescentbakery.example');
      assert.equal(await page.getByText('Olive Grove Accounting').count(), 0, 'pending groups are not listed');
      await checkA11y(page, 'business directory');
      await screenshot(page, 'business-directory');
      await page.getByRole('button', { name: 'Profile: Crescent Bakery' }).click();
      await page.getByRole('dialog', { name: 'Crescent Bakery' }).getByRole('button', { name: 'Contact' }).click();
      const contact = page.getByRole('dialog', { name: 'Contact Crescent Bakery' });
      await contact.waitFor();
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await contact.getByText('Message cannot be empty').waitFor();
      await checkA11y(page, 'business contact form with errors');
      await contact.getByLabel('Name').fill('Visitor');
      await contact.getByLabel('Email').fill('visitor@example.com');
      await contact.getByLabel('Message').fill('Do you bake for weddings?');
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await contact.getByRole('button', { name: 'Submitted' }).waitFor();
      await screenshot(page, 'business-contact-submitted');
      await contact.waitFor({ state: 'hidden', timeout: 6000 });
    },
  },
  {
    name: 'business directory on a phone: two columns that fit, description and website under the name (axe)',
    viewport: { width: 390, height: 844 },
    async run({ page }) {
      await page.goto('/business');
      const table = page.getByRole('table', { name: 'Business groups' });
      await table.getByRole('button', { name: 'Profile: Crescent Bakery' }).waitFor();
      const headers = await table.getByRole('columnheader').allTextContents();
      assert.deepEqual(headers, ['Name', 'Profile']);
      const bakery = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Profile: Crescent Bakery' }) });
      const [nameCell] = await bakery.getByRole('cell').all();
      const link = nameCell.getByRole('link', { name: 'crescentbakery.example' });
      assert.equal(await link.getAttribute('href'), 'https://crescentbakery.example');
      assert.ok(await nameCell.getByText(/^Family bakery baking bread/).isVisible(), 'the description shows under the name');
      assert.equal(await bakery.getByRole('cell').count(), 2, 'a row shows two cells on a phone');
      const sideways = await page.getByRole('region', { name: 'Business group list' }).evaluate((area) => area.scrollWidth - area.clientWidth);
      assert.ok(sideways <= 0, `the list does not scroll sideways (${sideways} px wider than its area)`);
      const pageSideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(pageSideways <= 0, `the page does not scroll sideways (${pageSideways} px)`);
      const profile = await table.getByRole('button', { name: 'Profile: Crescent Bakery' }).boundingBox();
      assert.ok(profile && profile.x + profile.width <= 390, 'the Profile button is on screen');
      await checkA11y(page, 'business directory on a phone');
      await screenshot(page, 'business-directory-phone');
    },
  },
  {
    name: 'contact form, keyboard only: validation then success (axe)',
    async run({ page }) {
      await page.goto('/contact');
      await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
      await page.locator('body').focus();
      await tabAndPress(page, 'Send Message');
      await page.getByText('First name is required').last().waitFor();
      for (const text of ['Last name is required', 'Email is required', 'Phone number is required', 'Subject is required', 'Message is required']) {
        await page.getByText(text).last().waitFor();
      }
      await checkA11y(page, 'contact form with errors');
      await page.locator('body').focus();
      await tabAndType(page, 'First Name', 'Keyboard');
      await tabAndType(page, 'Last Name', 'User');
      await tabAndType(page, 'Email', 'keyboard.user@example.com');
      await tabAndType(page, 'Phone Number', '555 010 0199');
      await tabAndSelect(page, 'Subject', 'Feedback');
      await tabAndType(page, 'Message', 'Everything works with the keyboard.');
      await tabAndPress(page, 'Send Message');
      await page.getByRole('main').getByText('Message sent successfully!').waitFor();
      await checkA11y(page, 'contact form sent');
      await screenshot(page, 'contact-sent');
    },
  },
  {
    name: 'pre-rendered public pages: each shows its heading with JavaScript off, styled (screenshots)',
    async run({ context, app }) {
      const noScript = await context.browser().newContext({ baseURL: app.baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
      try {
        const page = await noScript.newPage();
        for (const [route, heading] of PUBLIC_PAGE_HEADINGS) {
          const response = await page.goto(route);
          assert.equal(response.status(), 200);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
          if (route === '/' || route === '/business') await screenshot(page, `no-javascript${route === '/' ? '-home' : route.replace('/', '-')}`);
        }
        // The bar is styled by the pre-rendered emotion styles: MUI's fixed app bar, not an unstyled list of links.
        await page.goto('/');
        assert.equal(await page.locator('header').evaluate((bar) => getComputedStyle(bar).position), 'fixed');
      } finally {
        await noScript.close();
      }
    },
  },
  {
    name: 'pre-rendered public pages hydrate without console errors, then work',
    async run({ page }) {
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      for (const [route, heading] of PUBLIC_PAGE_HEADINGS) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // Wait until React owns the page: the lazy route chunk is in and effects have run.
        await page.waitForLoadState('networkidle');
      }
      assert.deepEqual(problems, []);
      // Hydrated, the page reacts: the home page's note types out and its buttons navigate.
      await page.goto('/');
      await page.waitForFunction(() => (document.querySelector('[data-testid="typed-note"]')?.textContent ?? '').length > 5);
      await page.getByRole('button', { name: 'Join our network' }).click();
      await page.waitForURL('**/signup');
      assert.deepEqual(problems, []);
    },
  },
];
