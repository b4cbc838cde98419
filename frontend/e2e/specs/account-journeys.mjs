import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { checkA11y, screenshot, tabTo } from '../support/browser.mjs';
import { ADMIN, signInPage } from '../support/api.mjs';
import { pngPicture } from '../support/images.mjs';
import { rejectWithReason } from './admin.mjs';

const PASSWORD = 'Journey#2024';
const TECH = 'Technology, Engineering & Data';
const ADMIN_VIEWPORT = { width: 1400, height: 900 };
const stamp = () => Date.now().toString(36);

async function newMember(api, label) {
  const email = `journey-${label}-${stamp()}@e2e.example`;
  const name = `Journey ${label} ${Date.now() % 100000}`;
  await api.call('POST', '/auth/register', {
    body: { name, email, password: PASSWORD, mentorship: 'No', role: 'seeker', PhoneNumber: '5551234567', IndustryType: TECH, JobTitle: 'Tester' },
  });
  return { email, name };
}

/** The admin works in a browser context of their own, so the member's session in the other one stays as it is. */
async function adminPage(context, app) {
  const adminContext = await context.browser().newContext({ baseURL: app.baseURL, viewport: ADMIN_VIEWPORT, bypassCSP: true });
  adminContext.setDefaultTimeout(15_000);
  const page = await adminContext.newPage();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname.startsWith('/dashboard'));
  return { page, close: () => adminContext.close() };
}

async function searchAdmin(page, text) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.startsWith('/api/v1/admin/') && JSON.parse(url.searchParams.get('filter') ?? '{}').q === text;
  });
  await page.getByPlaceholder('Search').fill(text);
  await answered;
}

const adCard = (page, title) => page.locator('li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Every screen of My account, for axe at desktop and phone width. */
const ACCOUNT_TABS = ['profile', 'security', 'notifications', 'ads', 'data'];

export const accountJourneyTests = [
  {
    name: 'journey: post an ad, the admin rejects it with a reason, the poster reads it, edits, it is reviewed again, approved, on the board and in my data',
    async run({ page, context, api, app }) {
      const member = await newMember(api, 'ad');
      const title = `Journey lamp ${stamp()}`;
      await signInPage(page, api, member.email, PASSWORD);
      await page.goto('/businessnetwork');
      await page.getByRole('button', { name: '+ Register Your Ad' }).click();
      const form = page.getByRole('dialog', { name: 'Register Your Ad' });
      await form.locator('input[type=file]').setInputFiles(
        [
          [220, 180, 40],
          [40, 120, 200],
          [90, 90, 90],
        ].map((rgb, i) => ({ name: `lamp-${i + 1}.png`, mimeType: 'image/png', buffer: pngPicture(rgb) })),
      );
      await form.getByRole('button', { name: 'Remove lamp-3.png' }).waitFor();
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Description', { exact: true }).fill('Brass desk lamp');
      await form.getByLabel('Category').selectOption('Other');
      await form.getByLabel('Ad Description').fill('Works well, warm light.');
      await form.getByLabel('Contact Email').fill(member.email);
      await form.getByLabel('Contact Phone').fill('+1 555 010 0199');
      await form.getByLabel('Location').fill('Springfield');
      await form.getByRole('button', { name: 'Submit Ad' }).click();
      await page.getByText('Ad submitted successfully!').waitFor({ timeout: 30_000 });

      const admin = await adminPage(context, app);
      try {
        await admin.page.goto('/dashboard/Pending-Ads');
        await searchAdmin(admin.page, title);
        await admin.page.locator('tbody tr').filter({ hasText: title }).getByRole('button', { name: 'Reject' }).click();
        await checkA11y(admin.page, 'reject reason dialog');
        await screenshot(admin.page, 'journey-reject-dialog');
        await rejectWithReason(admin.page, `Reject the ad "${title}"?`, 'Incomplete or unclear information', 'Please say how tall the lamp is.');
        await admin.page.getByText('Ad rejected', { exact: true }).waitFor();

        await page.goto('/account?tab=ads');
        const card = adCard(page, title);
        await card.getByText('Rejected', { exact: true }).waitFor();
        await card.getByText('Reason: Incomplete or unclear information: Please say how tall the lamp is.').waitFor();
        await screenshot(page, 'journey-my-ads-rejected');
        await card.getByRole('button', { name: `Edit ${title}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit ad' });
        await edit.getByLabel('Ad Description').fill('Works well, warm light. 45 cm tall.');
        await edit.getByRole('button', { name: 'Save' }).click();
        await edit.waitFor({ state: 'hidden' });
        await card.getByText('Pending review', { exact: true }).waitFor();
        assert.equal(await card.getByText(/^Reason:/).count(), 0, 'the old reason leaves with the new review');

        await admin.page.goto('/dashboard/Pending-Ads');
        await searchAdmin(admin.page, title);
        await admin.page.locator('tbody tr').filter({ hasText: title }).getByRole('button', { name: 'Approve' }).click();
        await admin.page.getByText('Ad approved', { exact: true }).waitFor();
      } finally {
        await admin.close();
      }

      await page.goto('/businessnetwork');
      await page.getByRole('button', { name: `Open ad: ${title}` }).waitFor();
      await page.goto('/account?tab=ads');
      await adCard(page, title).getByText('Approved', { exact: true }).waitFor();

      await page.goto('/account?tab=data');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      const exported = data.ads.find((ad) => ad.title === title);
      assert.ok(exported, 'the ad is in my data');
      assert.equal(exported.status, 'approved');
      assert.equal(exported.ad_description, 'Works well, warm light. 45 cm tall.');
      assert.equal(exported.images.length, 3);
      for (const link of exported.images) assert.equal((await fetch(link.replace(/^https?:\/\/[^/]+/, app.baseURL))).status, 200, `${link} opens`);
    },
  },
  {
    name: 'journey: a business edits its approved listing; the admin sees live and proposed side by side and rejects with a reason; My business shows it, the directory kept the live one',
    async run({ page, context, api, app }) {
      const title = `Journey Bakery ${stamp()}`;
      const email = `journey-business-${stamp()}@e2e.example`;
      await api.call('POST', '/auth/business-register', {
        body: {
          name: title,
          email,
          password: PASSWORD,
          IndustryType: 'Hospitality, Sports & Recreation',
          Description: 'Family bakery baking bread, pastries and celebration cakes every morning.',
          website_url: 'bakery.example',
          confirmConnections: true,
        },
      });
      const token = await api.admin();
      const [group] = await api.call('GET', `/admin/business-groups?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`, { token });
      await api.call('POST', '/admin/approve-business-group', { token, body: { id: group.id } });

      await signInPage(page, api, email, PASSWORD);
      await page.goto('/account?tab=business');
      const listing = page.getByRole('form', { name: `Edit listing: ${title}` });
      await listing.getByLabel('Title').fill(`${title} & Cafe`);
      await listing.getByRole('button', { name: 'Save' }).click();
      await listing.getByText('Your latest changes are waiting for review.').waitFor();
      await checkA11y(page, 'my business with an edit waiting');
      // The tab no member account has, at a phone's width too (the sweep below covers the member's tabs).
      await page.setViewportSize({ width: 375, height: 800 });
      await checkA11y(page, 'my business with an edit waiting, 375 px');
      await page.setViewportSize({ width: 1280, height: 900 });

      const admin = await adminPage(context, app);
      try {
        await admin.page.goto('/dashboard/pendingEdits');
        await searchAdmin(admin.page, title);
        const row = admin.page.locator('tbody tr').filter({ hasText: `${title} & Cafe` });
        await row.getByText('Title', { exact: true }).waitFor();
        // Nothing left out: AdminTable names each row checkbox on the input itself (admin/common/use-row-checkbox-names.ts).
        await checkA11y(admin.page, 'pending edits list');
        await row.getByText(`${title} & Cafe`).click();
        const comparison = admin.page.getByRole('table', { name: 'Live version and proposed edit' });
        await comparison.waitFor();
        const titleRow = comparison.getByRole('row').filter({ has: admin.page.getByRole('rowheader', { name: /Title/ }) });
        assert.deepEqual(await titleRow.getByRole('cell').allInnerTexts(), [title, `${title} & Cafe`]);
        await checkA11y(admin.page, 'pending edit, live vs proposed');
        await screenshot(admin.page, 'journey-pending-edit-show');
        await admin.page.getByRole('button', { name: 'Reject' }).click();
        await rejectWithReason(admin.page, `Reject the edit "${title}"?`, 'Other', 'Please keep the registered name.');
        await admin.page.getByText('Edit rejected', { exact: true }).waitFor();
        await admin.page.waitForURL((url) => url.pathname === '/dashboard/pendingEdits');
      } finally {
        await admin.close();
      }

      await page.goto('/account?tab=business');
      await page.getByText('Approved', { exact: true }).waitFor();
      await page.getByText('Reason: Other: Please keep the registered name.', { exact: false }).waitFor();
      await screenshot(page, 'journey-my-business-edit-rejected');
      await page.goto('/business');
      await page.getByText(title, { exact: true }).waitFor();
      assert.equal(await page.getByText(`${title} & Cafe`).count(), 0, 'the refused edit never went public');
    },
  },
  {
    name: 'journey: a suspended member asks for their data from the sign-in page and downloads it with the mailed link',
    async run({ page, api, app }) {
      const member = await newMember(api, 'suspended');
      const { user } = await api.login(member.email, PASSWORD);
      await api.call('POST', '/admin/delete-user', { token: await api.admin(), body: { id: user.id } });
      await page.goto('/signin');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('link', { name: "Can't sign in? Get a copy of your data" }).click();
      await page.waitForURL((url) => url.pathname === '/account/export-request');
      // The router navigates in a transition: the sign-in form (its own Email field) stays until the page commits.
      await page.getByRole('heading', { name: 'Get a copy of my data', level: 1 }).waitFor();
      await page.getByLabel('Email').fill(member.email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await page.getByRole('main').getByText('If an account exists for this address, we sent it a download link').waitFor();
      await checkA11y(page, 'export request sent');
      await screenshot(page, 'journey-export-request');

      const link = await mailedLink(app, member.email, /https?:\/\/\S+?\/account\/export\/download#token=[\w.-]+/);
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await checkA11y(page, 'export download page');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      assert.equal(data.profile.email, member.email);
      assert.equal(data.profile.suspended, true);
      await page.getByRole('main').getByText('Your data has been downloaded').waitFor();
    },
  },
  {
    name: 'journey: every account page passes axe at desktop and at 375 px',
    async run({ page, api }) {
      const member = await newMember(api, 'axe');
      await signInPage(page, api, member.email, PASSWORD);
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 375, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        for (const tab of ACCOUNT_TABS) {
          await page.goto(`/account?tab=${tab}`);
          await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
          await page
            .getByText('Loading', { exact: false })
            .first()
            .waitFor({ state: 'hidden' })
            .catch(() => {});
          await checkA11y(page, `my account ${tab} at ${viewport.width} px`);
          await screenshot(page, `journey-account-${tab}-${viewport.width}`);
        }
        for (const path of ['/account/export-request', '/account/export/download#token=expired', '/account/export/download']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await checkA11y(page, `${path} at ${viewport.width} px`);
        }
      }
    },
  },
  {
    name: 'journey: keyboard only on my account: edit the profile, change a notification setting, close an ad',
    async run({ page, api, app }) {
      const member = await newMember(api, 'keys');
      const session = await signInPage(page, api, member.email, PASSWORD);
      const ad = await postApprovedAd(api, app.baseURL, session.token, member.email);

      await page.goto('/account?tab=profile');
      await page.getByLabel('Job Title').waitFor();
      await page.locator('body').focus();
      await tabTo(page, 'Job Title', (f) => f.tag === 'input' && f.name.replace(/\s*\*$/, '') === 'Job Title');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Keyboard Person');
      await tabTo(page, 'Save', (f) => f.tag === 'button' && f.name === 'Save');
      await page.keyboard.press('Enter');
      await page.getByRole('main').getByText('Your profile has been saved').waitFor();
      assert.equal((await api.call('GET', '/account', { token: session.token })).JobTitle, 'Keyboard Person');

      await page.goto('/account?tab=notifications');
      await page.getByRole('radiogroup', { name: 'Reply' }).waitFor();
      await page.locator('body').focus();
      // A radio group is one Tab stop; the arrow keys move the choice inside it (WAI-ARIA radio group pattern).
      await tabUntil(page, 'the Reply choices', () => document.activeElement?.getAttribute('name') === 'reply');
      await page.keyboard.press('ArrowRight');
      await tabTo(page, 'Save', (f) => f.tag === 'button' && f.name === 'Save');
      await page.keyboard.press('Space');
      await page.getByRole('main').getByText('Your notification settings have been saved').waitFor();
      assert.equal((await api.call('GET', '/account/notifications', { token: session.token })).reply, 'digest');

      await page.goto('/account?tab=ads');
      await adCard(page, ad.title).waitFor();
      await page.locator('body').focus();
      await tabTo(page, `Close ad ${ad.title}`, (f) => f.tag === 'button' && f.name === `Close ad ${ad.title}`);
      await page.keyboard.press('Enter');
      await adCard(page, ad.title).getByText('Closed', { exact: true }).waitFor();
      await screenshot(page, 'journey-keyboard-ad-closed');
    },
  },
];

/** An approved ad of the member's, arranged over the API (the posting form has its own keyboard journey). */
async function postApprovedAd(api, baseURL, token, email) {
  const title = `Journey chair ${stamp()}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title,
    description: 'Oak chair',
    category: 'Other',
    ad_description: 'Sturdy oak chair.',
    contact_email: email,
    contact_phone: '+1 555 010 0100',
    location: 'Springfield',
  }))
    form.append(key, value);
  [
    [10, 10, 10],
    [120, 10, 10],
    [10, 120, 10],
  ].forEach((rgb, i) => form.append('images', new Blob([pngPicture(rgb)], { type: 'image/png' }), `chair-${i}.png`));
  const response = await fetch(`${baseURL}/api/v1/issues/business-network`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const created = await response.json();
  if (!response.ok) throw new Error(`POST ad -> ${response.status} ${JSON.stringify(created)}`);
  await api.call('POST', '/admin/approve-business-network', { token: await api.admin(), body: { id: created.id } });
  return { id: created.id, title };
}

/** Tab until the focused element satisfies the page-side check (e.g. its name attribute). */
async function tabUntil(page, what, check, maxTabs = 60) {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(check)) return;
  }
  throw new Error(`Could not reach ${what} with the Tab key`);
}

/** The first link matching `pattern` in a mail the SMTP catcher received for `to` (within 15 s). */
async function mailedLink(app, to, pattern) {
  for (let i = 0; i < 75; i++) {
    const mail = app.smtp.mails.find((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.text));
    if (mail) return pattern.exec(mail.text)[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with ${pattern}`);
}
