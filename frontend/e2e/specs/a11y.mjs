// Accessibility beyond axe (issue #15): the error summary, the announcer's live regions, focus in modals and after a
// route change, page titles, reduced motion, reflow at 320 px with and without WCAG 1.4.12 text spacing.
import assert from 'node:assert/strict';
import { DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot, tabTo } from '../support/browser.mjs';
import { pngPicture } from '../support/images.mjs';

const TECH = 'Technology, Engineering & Data';
const run = Date.now().toString(36);
const TYPED_NOTE = 'Note: A user profile is needed to access the Professional Network, Businesses and Services, Virtual Clinic and Legal Assistance.';

/** What has the focus: its tag, id, test id, accessible-ish name, and whether it sits inside an open dialog. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase(),
      id: el?.id ?? '',
      testId: el?.getAttribute('data-testid') ?? '',
      text: (el?.getAttribute('aria-label') || el?.textContent || '').replace(/\s+/g, ' ').trim(),
      inDialog: !!el?.closest('[role="dialog"]'),
    };
  });
}

const politeText = (page) => page.locator('#announcer-polite').textContent();
const assertiveText = (page) => page.locator('#announcer-assertive').textContent();
async function waitForAnnouncement(page, region, text) {
  await page.waitForFunction(
    ([id, expected]) => (document.getElementById(id)?.textContent ?? '').replace(/\u00a0/g, '').trim() === expected,
    [`announcer-${region}`, text],
    { timeout: 10_000 },
  );
}

/** Collects console errors (React logs hydration mismatches such as #418/#423 there). */
function consoleErrors(page) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  return problems;
}

/** Submits with errors, then checks the summary has the focus, lists `texts` as links, and that each link focuses its field. */
async function checkErrorSummary(page, scope, texts) {
  const summary = scope.getByRole('group', { name: 'There is a problem' });
  await summary.waitFor();
  assert.equal((await focused(page)).testId, 'error-summary', 'the summary takes the focus');
  const links = summary.getByRole('link');
  assert.deepEqual(await links.allTextContents(), texts);
  for (let i = 0; i < texts.length; i++) {
    const link = links.nth(i);
    const target = (await link.getAttribute('href')).slice(1);
    await link.focus();
    await page.keyboard.press('Enter');
    const now = await focused(page);
    assert.equal(now.id, target, `"${texts[i]}" moves the focus to #${target}`);
    const field = page.locator(`[id="${target}"]`);
    if (!(await field.evaluate((el) => el.tagName === 'BUTTON'))) {
      assert.equal(await field.getAttribute('aria-invalid'), 'true', `#${target} has aria-invalid`);
      const described = await field.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      assert.ok(described.includes(texts[i]), `#${target} is described by "${texts[i]}" (got "${described}")`);
    }
  }
}

/** Opens a modal from `opener` with the keyboard, checks the focus is inside and stays there on Tab and Shift+Tab, closes it with Escape and checks the focus is back on the opener. */
async function checkModalFocus(page, opener, dialogName) {
  // Waits until the opener can be used (a pre-rendered page is disabled until it is hydrated).
  await opener.click({ trial: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    assert.ok((await focused(page)).inDialog, `Tab ${i + 1} stays inside "${dialogName}"`);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    assert.ok((await focused(page)).inDialog, `Shift+Tab ${i + 1} stays inside "${dialogName}"`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(
    (expected) => document.activeElement?.textContent?.includes(expected) || document.activeElement?.getAttribute('aria-label') === expected,
    await opener.evaluate((el) => el.getAttribute('aria-label') || el.textContent),
    { timeout: 5000 },
  );
  assert.ok(await opener.evaluate((el) => el === document.activeElement), `closing "${dialogName}" returns the focus to its opener`);
}

/** Posts an ad through the API (multipart, three pictures) and approves it; answers its title. */
async function approvedAd(api, app) {
  const seeker = await api.demoMember('seeker', TECH);
  const { token } = await api.login(seeker.email, DEMO_PASSWORD);
  const adTitle = `A11y lamp ${run}`;
  const body = new FormData();
  const fields = {
    title: adTitle,
    description: 'A desk lamp',
    category: 'Retail',
    ad_description: 'Warm light, works well.',
    price_offer: '',
    contact_email: seeker.email,
    contact_phone: '+1 555 010 0123',
    location: 'Springfield',
  };
  Object.entries(fields).forEach(([key, value]) => body.append(key, value));
  [
    [200, 200, 60],
    [60, 200, 200],
    [200, 60, 200],
  ].forEach((rgb, i) => body.append('images', new Blob([pngPicture(rgb)], { type: 'image/png' }), `lamp-${i}.png`));
  const response = await fetch(`${app.baseURL}/api/v1/issues/business-network`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  assert.equal(response.status, 201, `posting the ad answered ${response.status} ${await response.text()}`);
  const admin = await api.admin();
  const pending = (await api.call('GET', '/admin/get-business-network?status_all=pending', { token: admin })).data;
  const ad = pending.find((item) => item.title === adTitle);
  await api.call('POST', '/admin/approve-business-network', { token: admin, body: { id: ad.id } });
  return adTitle;
}

export const a11yTests = [
  {
    name: 'a11y: error summary on contact, sign-up and business sign-up takes the focus and its links move it to the fields; no hydration error',
    async run({ page }) {
      const problems = consoleErrors(page);
      await page.goto('/contact');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await checkErrorSummary(page, page, [
        'First name is required',
        'Last name is required',
        'Email is required',
        'Phone number is required',
        'Subject is required',
        'Message is required',
      ]);
      await checkA11y(page, 'contact with the error summary');
      await screenshot(page, 'a11y-error-summary-contact');

      await page.goto('/signup');
      await page.waitForLoadState('networkidle');
      // The mentorship answer is the browser's own required check (spec section 5); the rest is the app's.
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await checkErrorSummary(page, page, [
        'Full name is required',
        'Please enter a valid email address',
        'Password is required',
        'Phone number is required',
        'Industry type is required',
        'Job title is required',
      ]);
      await screenshot(page, 'a11y-error-summary-signup');

      await page.goto('/business-signup');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      const summary = page.getByRole('group', { name: 'There is a problem' });
      await summary.waitFor();
      assert.equal((await focused(page)).testId, 'error-summary');
      assert.ok((await summary.getByRole('link').count()) >= 4);
      assert.deepEqual(problems, [], 'no console error (hydration mismatch) on the pre-rendered forms');
    },
  },
  {
    name: 'a11y: live regions say Submitting..., the success, Loading..., an empty list, more rows on scroll; the 413 assertively',
    async run({ page, api, app }) {
      // Contact: hold the answer to see the busy label in the polite region, then the success.
      await page.goto('/contact?subject=Support');
      await page.waitForLoadState('networkidle');
      // The subject comes from the link, set once the pre-rendered page is hydrated.
      await page.waitForFunction(() => document.getElementById('field-subject')?.value === 'Support');
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/api/v1/contact/contact-form', async (route) => {
        await held;
        await route.continue();
      });
      assert.notEqual(await politeText(page), 'Submitting...');
      await page.getByLabel('First Name').fill('Ann');
      await page.getByLabel('Last Name').fill('Nouncer');
      await page.getByLabel('Email').fill('ann@example.com');
      await page.getByLabel('Phone Number').fill('555 010 0100');
      await page.getByLabel('Message').fill('Is this read out?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await waitForAnnouncement(page, 'polite', 'Submitting...');
      release();
      await waitForAnnouncement(page, 'polite', 'Message sent successfully!');
      assert.equal(await assertiveText(page), '');

      // A list: Loading..., then more rows on scroll, then an empty search.
      const seeker = await api.demoMember('seeker', TECH);
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      let releaseList;
      const listHeld = new Promise((resolve) => (releaseList = resolve));
      await page.route('**/api/v1/info/get-users**', async (route) => {
        await listHeld;
        await route.continue();
      });
      await page.goto('/professionalnetwork');
      await waitForAnnouncement(page, 'polite', 'Loading...');
      releaseList();
      const members = page.getByRole('list', { name: 'Members' });
      await members.waitFor();
      await page.unroute('**/api/v1/info/get-users**');
      await page.getByLabel('Search by name or job title').fill(`nobody-${run}`);
      await waitForAnnouncement(page, 'polite', 'No users found.');

      // Register Your Ad answered 413: said at once (assertive).
      await page.goto('/businessnetwork');
      await page.getByRole('button', { name: '+ Register Your Ad' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register Your Ad' });
      await dialog.waitFor();
      await page.route('**/api/v1/issues/business-network', (route) =>
        route.fulfill({ status: 413, contentType: 'application/json', body: '{"error_message":"too large"}' }),
      );
      page.on('filechooser', () => {});
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload Images' }).click();
      await (await chooser).setFiles([0, 1, 2].map((i) => ({ name: `big-${i}.png`, mimeType: 'image/png', buffer: pngPicture([i * 80, 90, 90]) })));
      await dialog.getByLabel('Title').fill('Big pictures');
      await dialog.getByLabel('Description', { exact: true }).fill('Too big');
      await dialog.getByLabel('Category').selectOption({ index: 1 });
      await dialog.getByLabel('Ad Description').fill('These pictures are too large.');
      await dialog.getByLabel('Contact Email').fill(seeker.email);
      await dialog.getByLabel('Contact Phone').fill('+1 555 010 0123');
      await dialog.getByLabel('Location').fill('Springfield');
      await dialog.getByRole('button', { name: 'Submit Ad' }).click();
      await waitForAnnouncement(page, 'assertive', 'Images are too large. Kindly provide compressed images.');
      await screenshot(page, 'a11y-413');
      void app;
    },
  },
  {
    name: 'a11y: the register-ad error summary links the pictures to the Upload Images button',
    async run({ page, api }) {
      const seeker = await api.demoMember('seeker', TECH);
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      await page.goto('/businessnetwork');
      await page.getByRole('button', { name: '+ Register Your Ad' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register Your Ad' });
      await dialog.getByRole('button', { name: 'Submit Ad' }).click();
      const summary = dialog.getByRole('group', { name: 'There is a problem' });
      await summary.waitFor();
      assert.equal((await focused(page)).testId, 'error-summary');
      const first = summary.getByRole('link').first();
      assert.equal(await first.textContent(), 'Please upload at least 3 images before submitting');
      await first.focus();
      await page.keyboard.press('Enter');
      assert.equal((await focused(page)).text, 'Upload Images');
      await checkA11y(page, 'register ad with the error summary');
      await screenshot(page, 'a11y-error-summary-register-ad');
    },
  },
  {
    name: 'a11y: each modal takes the focus, keeps it, and gives it back to its opener (news, profile, contact, ad detail, register ad)',
    async run({ page, api, app }) {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await checkModalFocus(page, page.getByRole('button', { name: 'Read More: We Are Live' }), 'We Are Live');

      const adTitle = await approvedAd(api, app);
      const seeker = await api.demoMember('seeker', TECH);
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      await page.goto('/professionalnetwork');
      const profileButton = page.getByRole('button', { name: /^Profile: / }).first();
      await profileButton.waitFor();
      const person = (await profileButton.getAttribute('aria-label'))?.replace('Profile: ', '') ?? (await profileButton.textContent()).replace('Profile: ', '');
      await checkModalFocus(page, profileButton, person);

      // Contact from the profile: the contact form's close returns to where the member was.
      await profileButton.click({ trial: true });
      await profileButton.focus();
      await page.keyboard.press('Enter');
      const profile = page.getByRole('dialog', { name: person, exact: true });
      const contactButton = profile.getByRole('button', { name: 'Contact' });
      await contactButton.waitFor();
      const contactDialogName = `Contact ${person}`;
      await contactButton.focus();
      await page.keyboard.press('Enter');
      const contact = page.getByRole('dialog', { name: contactDialogName });
      await contact.waitFor();
      assert.ok((await focused(page)).inDialog, 'the focus is in the contact form');
      await page.keyboard.press('Escape');
      await contact.waitFor({ state: 'hidden' });
      const onContact = (await contactButton.count()) > 0 && (await contactButton.evaluate((el) => el === document.activeElement));
      const onProfile = await profileButton.evaluate((el) => el === document.activeElement);
      assert.ok(onContact || onProfile, `closing the contact form returns the focus to Contact or the profile button (got "${(await focused(page)).text}")`);
      if (await profile.isVisible()) {
        await page.keyboard.press('Escape');
        await profile.waitFor({ state: 'hidden' });
      }

      await page.goto('/businessnetwork');
      await checkModalFocus(page, page.getByRole('button', { name: '+ Register Your Ad' }), 'Register Your Ad');
      const card = page.getByRole('button', { name: `Open ad: ${adTitle}` });
      await card.waitFor();
      await checkModalFocus(page, card, adTitle);
    },
  },
  {
    name: 'a11y: after a route change the focus is on the h1 and the title names the page; pre-rendered pages carry their title',
    async run({ page, api, app }) {
      for (const [route, title] of [
        ['/', 'Home – Community Network'],
        ['/contact', 'Contact Us – Community Network'],
        ['/signup', 'Sign Up – Community Network'],
        ['/accessibility', 'Accessibility statement – Community Network'],
      ]) {
        const html = await (await fetch(`${app.baseURL}${route}`)).text();
        assert.ok(html.includes(`<title>${title}</title>`), `${route} is served with <title>${title}</title>`);
      }
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      assert.equal(await page.title(), 'Home – Community Network');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL('**/contact');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      assert.equal((await focused(page)).text, 'Contact Us');
      assert.equal(await page.title(), 'Contact Us – Community Network');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Accessibility statement');
      assert.equal(await page.title(), 'Accessibility statement – Community Network');
      await checkA11y(page, 'accessibility statement');
      await screenshot(page, 'a11y-statement');
      await page.getByRole('link', { name: 'Report an accessibility problem' }).click();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      await page.waitForFunction(() => document.getElementById('field-subject')?.value === 'Support');

      // Signed in: a lazy member page, by keyboard from the bar.
      const seeker = await api.demoMember('seeker', TECH);
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.locator('body').focus();
      await tabTo(page, 'the Messages link', (f) => f.tag === 'a' && f.name.startsWith('Messages'));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Messages');
      assert.equal(await page.title(), 'Messages – Community Network');
      // A seeker has one link beyond the bar's first ones, so My account stays in the bar (no More menu).
      await tabTo(page, 'the My account link', (f) => f.tag === 'a' && f.name === 'My account');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'My account');
      assert.equal(await page.title(), 'My account – Community Network');
    },
  },
  {
    name: 'a11y: with prefers-reduced-motion the typed note shows whole at once; without it, it types',
    async run({ context, app }) {
      const reduced = await context.browser().newContext({ baseURL: app.baseURL, reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
      try {
        const page = await reduced.newPage();
        // Records every length the note shows, from the first paint on.
        await page.addInitScript(() => {
          window.__noteLengths = [];
          new MutationObserver(() => {
            const note = document.querySelector('[data-testid="typed-note"]');
            if (note && window.__noteLengths.at(-1) !== note.textContent.length) window.__noteLengths.push(note.textContent.length);
          }).observe(document, { childList: true, subtree: true, characterData: true });
        });
        await page.goto('/');
        await page.waitForFunction((note) => document.querySelector('[data-testid="typed-note"]')?.textContent === note, TYPED_NOTE, { timeout: 15_000 });
        const lengths = await page.evaluate(() => window.__noteLengths);
        assert.deepEqual(
          lengths.filter((length) => length > 0),
          [TYPED_NOTE.length],
          `the note appears whole, never in part (lengths seen: ${lengths.join(', ')})`,
        );
        await screenshot(page, 'a11y-reduced-motion-home');
      } finally {
        await reduced.close();
      }
    },
  },
];

export const keyboardJourneyTests = [
  {
    name: 'a11y: keyboard only, a member edits the profile on /account through the error summary (reply/accept and report: conversations spec)',
    async run({ page, api }) {
      const email = `a11y-kb-${run}@e2e.example`;
      const name = `Keyboard Profile ${run}`;
      await api.call('POST', '/auth/register', {
        body: { name, email, password: 'Account#2024', mentorship: 'Yes', role: 'helper', PhoneNumber: '5551234567', IndustryType: TECH, JobTitle: 'Tester' },
      });
      await signInPage(page, api, email, 'Account#2024');
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.locator('body').focus();
      // From 1024 px a helper's My account sits in the bar's More menu (issue #24): the menu opens with Enter and
      // its entries are reached with the arrow keys, as WAI-ARIA's menu button pattern says.
      await tabTo(page, 'the More menu button', (f) => f.tag === 'button' && f.name === 'More');
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      for (let step = 0; step < 6 && (await focused(page)).text !== 'My account'; step += 1) await page.keyboard.press('ArrowDown');
      assert.equal((await focused(page)).text, 'My account');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      // Empty the job title, save: the summary takes the focus; its link leads back to the field.
      await tabTo(page, 'the Job Title field', (f) => f.tag === 'input' && f.name.replace(/\s*\*$/, '') === 'Job Title');
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await tabTo(page, 'Save', (f) => f.tag === 'button' && f.name === 'Save');
      await page.keyboard.press('Enter');
      await page.getByRole('group', { name: 'There is a problem' }).waitFor();
      assert.equal((await focused(page)).testId, 'error-summary');
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).text, 'Job title is required');
      await page.keyboard.press('Enter');
      assert.equal((await focused(page)).id, 'field-JobTitle');
      await page.keyboard.type('Keyboard Tester');
      await tabTo(page, 'Save', (f) => f.tag === 'button' && f.name === 'Save');
      await page.keyboard.press('Enter');
      await waitForAnnouncement(page, 'polite', 'Your profile has been saved');
      assert.equal(await page.getByRole('group', { name: 'There is a problem' }).count(), 0, 'the summary goes once the form is valid');
      await screenshot(page, 'a11y-keyboard-profile-saved');
    },
  },
];

/** Every page, public and signed-in (as which demo member), for the reflow checks. */
const PUBLIC_PAGES = [
  '/',
  '/business',
  '/signin',
  '/signup',
  '/business-signup',
  '/contact',
  '/forgot-password',
  '/accessibility',
  '/reset-password/not-a-real-token',
  '/unsubscribe',
  '/account/email/confirm',
  '/account/delete/confirm',
  '/confirm-email/not-a-real-token',
  '/account/export-request',
  '/account/export/download',
];
const MEMBER_PAGES = [
  '/professionalnetwork',
  '/businessnetwork',
  '/messages',
  '/messages?box=sent',
  '/account',
  '/account?tab=security',
  '/account?tab=notifications',
  '/account?tab=ads',
  '/account?tab=data',
];
const HELPER_PAGES = ['/legalassistance', '/virtualclinic'];

// WCAG 1.4.12: line height 1.5, paragraph spacing 2x, letter spacing 0.12em, word spacing 0.16em (the W3C bookmarklet's rules).
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

async function sidewaysOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The innermost elements that reach past the right edge, to say what to fix. */
function widest(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5),
    );
    return over
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(el.getBoundingClientRect().right)}`,
      )
      .join(' | ');
  });
}

async function checkReflow(page, route, label) {
  await page.goto(route);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const plain = await sidewaysOverflow(page);
  if (plain !== 0) await screenshot(page, `FAILED-reflow-${label}-${route.replace(/[^\w]+/g, '_')}`);
  assert.equal(plain, 0, `${route} scrolls sideways by ${plain}px at 320 px: ${await widest(page)}`);
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  await page.waitForTimeout(100);
  const spaced = await sidewaysOverflow(page);
  if (spaced !== 0) await screenshot(page, `FAILED-reflow-${label}-${route.replace(/[^\w]+/g, '_')}`);
  assert.equal(spaced, 0, `${route} scrolls sideways by ${spaced}px at 320 px with WCAG 1.4.12 text spacing: ${await widest(page)}`);
  await style.evaluate((el) => el.remove());
}

export const reflowTests = [
  {
    name: 'a11y: every page at 320 px, with and without WCAG 1.4.12 text spacing, has no horizontal scroll',
    viewport: { width: 320, height: 640 },
    async run({ page, context, api }) {
      for (const route of PUBLIC_PAGES) await checkReflow(page, route, 'public');
      await screenshot(page, 'a11y-320-public-last');
      const seeker = await api.demoMember('seeker', TECH);
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      for (const route of MEMBER_PAGES) await checkReflow(page, route, 'seeker');
      await page.goto('/professionalnetwork');
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      await screenshot(page, 'a11y-320-spacing-professionalnetwork');
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      const helper = await api.demoMember('helper', TECH);
      await signInPage(page, api, helper.email, DEMO_PASSWORD);
      for (const route of HELPER_PAGES) await checkReflow(page, route, 'helper');
    },
  },
];
