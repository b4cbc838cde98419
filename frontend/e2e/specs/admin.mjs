// Browser tests of the admin panel (/dashboard), in the harness's shape: { name, run({ page, context, api, app }) }.
// Each test gets a fresh browser context; the data they moderate is arranged once, through the API, per run.
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, signInPage } from '../support/api.mjs';
import { checkA11y, outputDir } from '../support/browser.mjs';
import { pngPicture } from '../support/images.mjs';

const TECH = 'Technology, Engineering & Data';
const PASSWORD = 'E2e#Pass2024';
const run = Date.now().toString(36);
const shotsDir = join(outputDir, 'admin');
mkdirSync(shotsDir, { recursive: true });

const TABS = ['helpers', 'seekers', 'contactForms', 'Ads', 'Pending-Ads', 'businessGroups', 'pendingBusinessGroups'];

export const names = {
  seekerEmail: `sam.seeker.${run}@example.com`,
  posterEmail: `pat.poster.${run}@example.com`,
  ads: {
    approve: `E2E Approve Ad ${run}`,
    reject: `E2E Reject Ad ${run}`,
    bulk1: `E2E Bulk Ad One ${run}`,
    bulk2: `E2E Bulk Ad Two ${run}`,
  },
  groups: { approve: `E2E Approve Group ${run}`, reject: `E2E Reject Group ${run}` },
  contactWord: `Zephyrine${run}`,
};

// ------------------------------------------------------------------ arranging data through the API ---

async function postAd(baseURL, token, title) {
  const form = new FormData();
  const fields = {
    title,
    description: `${title} description`,
    category: 'Services',
    ad_description: `${title}: what is on offer`,
    price_offer: '10',
    contact_email: 'poster@example.com',
    contact_phone: '+15550101',
    location: 'Austin',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  [
    [200, 60, 60],
    [60, 160, 80],
    [60, 90, 200],
  ].forEach((rgb, index) => form.append('images', new Blob([pngPicture(rgb)], { type: 'image/png' }), `photo-${index + 1}.png`));
  const response = await fetch(`${baseURL}/api/v1/issues/business-network`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(response.status, 201, `posting ${title}: ${response.status} ${await response.text()}`);
}

let arranged;
/** Members, pending ads, pending groups and a contact form, created once per run as the app's users would. */
function arrange(api, baseURL) {
  arranged ??= (async () => {
    const member = (name, email, mentorship) =>
      api.call('POST', '/auth/register', {
        body: { name, email, password: PASSWORD, mentorship, PhoneNumber: '+15550100', IndustryType: TECH, JobTitle: 'Tester' },
      });
    await member(`Sam Seeker ${run}`, names.seekerEmail, 'No');
    await member(`Pat Poster ${run}`, names.posterEmail, 'Yes');
    const poster = await api.login(names.posterEmail, PASSWORD);
    for (const title of Object.values(names.ads)) await postAd(baseURL, poster.token, title);
    for (const [key, title] of Object.entries(names.groups)) {
      await api.call('POST', '/auth/business-register', {
        body: {
          name: title,
          email: `${key}.${run}@${key}-group.example`,
          password: PASSWORD,
          IndustryType: TECH,
          Description: `${title} builds things for the browser tests; described in more than fifty characters.`,
          website_url: `${key}-group.example`,
        },
      });
    }
    await api.call('POST', '/contact/contact-form', {
      body: {
        first_name: 'Cora',
        last_name: `Contact${run}`,
        email: `cora.${run}@example.com`,
        phone_number: '+15550102',
        subject: 'Support',
        message: `Hello,\nI would like to ask about the ${names.contactWord} programme.\nThanks`,
      },
    });
    return { poster };
  })();
  return arranged;
}

// ------------------------------------------------------------------ page helpers ---

async function signInAdmin(page, api) {
  return signInPage(page, api, ADMIN.email, ADMIN.password);
}

const rows = (page) => page.locator('table tbody tr');
const row = (page, text) => rows(page).filter({ hasText: text });

async function openTab(page, name) {
  await page.getByRole('menuitem', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/${name}`);
  await page.getByPlaceholder('Search').waitFor();
}

const filterQ = (url) => JSON.parse(new URL(url).searchParams.get('filter') ?? '{}').q ?? '';

/**
 * Types in the search box and waits for the server's answer to that search (react-admin sends it after its
 * debounce). Until then the table still shows the previous rows, so checking them earlier would pass wrongly.
 * Typed again when no answer comes: right after a tab opens, react-admin's filter form may still set its fields from
 * the address and overwrite what was typed (CI saw a search after a tab switch never sent, three times, under load).
 * The box is emptied first so the same text typed again is a change.
 */
export async function search(page, text) {
  const box = page.getByPlaceholder('Search');
  if (filterQ(page.url()) === text && (await box.inputValue()) === text) return;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // Any answer to this search counts, a slow one to an earlier try included.
    const answered = page
      .waitForResponse(
        (response) => {
          const url = new URL(response.url());
          return url.pathname.startsWith('/api/v1/admin/') && url.searchParams.has('range') && filterQ(response.url()) === text;
        },
        { timeout: 25_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (attempt > 1) await box.fill('');
    await box.fill(text);
    if (await answered) {
      await page.waitForTimeout(200);
      return;
    }
  }
  throw new Error(`the search "${text}" was not answered after three tries`);
}

async function rowTexts(page) {
  if (await page.getByRole('main').getByText('No data found', { exact: true }).isVisible()) return [];
  return rows(page).allInnerTexts();
}

async function notice(page, text) {
  await page.getByText(text, { exact: true }).waitFor();
}

/** Every Reject asks for the reason the owner reads: pick one of the choices and confirm. */
export async function rejectWithReason(page, question, choice, details = '') {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: choice, exact: true }).check();
  if (details) await dialog.getByLabel('Details for the owner (optional)').fill(details);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
}

async function shot(page, name) {
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

// ------------------------------------------------------------------ the tests ---

export const adminTests = [
  {
    name: 'admin: a signed-in non-admin opening /dashboard lands on / and stays signed in',
    async run({ page, api, app }) {
      await arrange(api, app.baseURL);
      const { token } = await signInPage(page, api, names.seekerEmail, PASSWORD);
      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/');
      assert.equal(await page.evaluate(() => localStorage.getItem('auth-token')), token);
    },
  },
  {
    name: 'admin: signs in at /signin; the dashboard welcomes, lists the tabs in order and links the pending counts',
    async run({ page, api, app }) {
      await arrange(api, app.baseURL);
      await page.goto('/signin');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/dashboard');
      await page.getByText('Welcome to the admin dashboard').waitFor();
      const menu = (await page.getByRole('menuitem').allInnerTexts()).map((item) => item.trim());
      assert.deepEqual(menu, ['dashboard', ...TABS, 'Pending edits', 'Jobs', 'Pending jobs', 'Reports', 'Admins', 'Audit log', 'Mail outbox']);
      const stats = await api.call('GET', '/admin/stats', { token: await api.admin() });
      assert.ok(stats.pendingAds >= 4 && stats.pendingBusinessGroups >= 2, JSON.stringify(stats));
      const adsCard = page.getByRole('link', { name: /Pending ads/ });
      await adsCard.getByText(String(stats.pendingAds), { exact: true }).waitFor();
      assert.equal(await adsCard.getAttribute('href'), '/dashboard/Pending-Ads');
      const groupsCard = page.getByRole('link', { name: /Pending business groups/ });
      await groupsCard.getByText(String(stats.pendingBusinessGroups), { exact: true }).waitFor();
      await groupsCard.click();
      await page.waitForURL((url) => url.pathname === '/dashboard/pendingBusinessGroups');
      await page.goto('/dashboard');
      await page.getByText('Welcome to the admin dashboard').waitFor();
      await shot(page, '00-dashboard');
    },
  },
  ...[
    // [tab, what is typed, what every row must contain (lower case), a row that must be found]
    ['helpers', 'PAT POSTER', 'pat poster', () => `Pat Poster ${run}`],
    ['seekers', () => `SAM.SEEKER.${run.toUpperCase()}`, () => `sam.seeker.${run}`, () => names.seekerEmail],
    ['contactForms', () => names.contactWord.toUpperCase(), () => names.contactWord.toLowerCase(), () => `Contact${run}`],
    ['Ads', 'e2e BULK ad', 'e2e bulk ad', () => names.ads.bulk1],
    ['Pending-Ads', () => `E2E APPROVE AD ${run}`, () => `e2e approve ad ${run}`, () => names.ads.approve],
    ['businessGroups', 'CRESCENT', 'crescent', 'Crescent Bakery'],
    ['pendingBusinessGroups', () => `e2e approve GROUP ${run}`, () => `e2e approve group ${run}`, () => names.groups.approve],
  ].map(([tab, typedValue, containsValue, expectedValue], index) => ({
    name: `admin: ${tab} searches on the server, case-insensitively, with row numbers and No data found`,
    async run({ page, api, app }) {
      const value = (v) => (typeof v === 'function' ? v() : v);
      const [typed, contains, expected] = [value(typedValue), value(containsValue), value(expectedValue)];
      await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard');
      await openTab(page, tab);
      await rows(page).first().waitFor();
      await shot(page, `${String(index + 1).padStart(2, '0')}-${tab}`);
      await search(page, typed);
      await row(page, expected).first().waitFor();
      const texts = await rowTexts(page);
      assert.ok(texts.length > 0);
      for (const text of texts) assert.ok(text.toLowerCase().includes(contains), `"${typed}" matched a row without it: ${text}`);
      const headers = (await page.locator('table thead th').allInnerTexts()).map((header) => header.trim());
      const numberColumn = headers.indexOf('#');
      assert.ok(numberColumn >= 0, `no row-number column: ${JSON.stringify(headers)}`);
      const numbers = await rows(page).evaluateAll((trs, column) => trs.map((tr) => tr.children[column].textContent), numberColumn);
      assert.deepEqual(
        numbers,
        numbers.map((_, i) => String(i + 1)),
      );
      await shot(page, `${String(index + 1).padStart(2, '0')}-${tab}-search`);
      await search(page, `no-such-thing-${run}`);
      await page.getByRole('main').getByText('No data found', { exact: true }).waitFor();
    },
  })),
  {
    name: 'admin: a pending ad row opens its detail with its images',
    async run({ page, api, app }) {
      await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/Pending-Ads');
      await search(page, names.ads.approve);
      await row(page, names.ads.approve).getByText(names.ads.approve, { exact: true }).click();
      await page.waitForURL(/\/dashboard\/Pending-Ads\/\d+\/show$/);
      const images = page.getByRole('img', { name: new RegExp(`${names.ads.approve} image`) });
      await images.first().waitFor();
      assert.equal(await images.count(), 3);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await page.waitForFunction((element) => element.complete, await image.elementHandle());
        assert.ok(await image.evaluate((element) => element.naturalWidth > 0), `image ${await image.getAttribute('src')} did not load`);
      }
      const fullSize = await images.first().evaluate((element) => element.closest('a').href);
      assert.equal((await page.request.get(fullSize)).status(), 200);
      await shot(page, 'ad-detail');
    },
  },
  {
    name: 'admin: approving a pending ad takes it off the queue with a notification and puts it on the board',
    async run({ page, context, api, app }) {
      const { poster } = await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/Pending-Ads');
      await search(page, names.ads.approve);
      await row(page, names.ads.approve).getByRole('button', { name: 'Approve' }).click();
      await notice(page, 'Ad approved');
      await row(page, names.ads.approve).waitFor({ state: 'detached' });
      await page.getByRole('main').getByText('No data found', { exact: true }).waitFor();

      const board = await context.browser().newPage({ baseURL: app.baseURL });
      await signInPage(board, api, names.posterEmail, PASSWORD);
      await board.goto('/businessnetwork');
      await board.getByRole('button', { name: `Open ad: ${names.ads.approve}` }).waitFor();
      await board.screenshot({ path: join(shotsDir, 'board-after-approve.png'), fullPage: true });
      await board.close();
      assert.ok(poster.token);
    },
  },
  {
    name: 'admin: rejecting a pending ad takes it off the queue; Ads shows it rejected and the board does not',
    async run({ page, api, app }) {
      const { poster } = await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/Pending-Ads');
      await search(page, names.ads.reject);
      await row(page, names.ads.reject).getByRole('button', { name: 'Reject' }).click();
      await rejectWithReason(page, `Reject the ad "${names.ads.reject}"?`, 'Duplicate of another listing');
      await notice(page, 'Ad rejected');
      await row(page, names.ads.reject).waitFor({ state: 'detached' });
      await openTab(page, 'Ads');
      await search(page, names.ads.reject);
      await row(page, names.ads.reject).getByText('rejected', { exact: true }).waitFor();
      const board = await api.call('GET', '/admin/get-business-network?status_all=approved', { token: poster.token });
      assert.ok(!board.data.some((ad) => ad.title === names.ads.reject), 'a rejected ad is on the board');
    },
  },
  {
    name: 'admin: bulk-approves two selected pending ads',
    async run({ page, api, app }) {
      const { poster } = await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/Pending-Ads');
      await search(page, `E2E Bulk Ad`);
      await row(page, names.ads.bulk1).getByRole('checkbox').check();
      await row(page, names.ads.bulk2).getByRole('checkbox').check();
      await page.getByText('2 items selected').waitFor();
      await shot(page, 'bulk-selected');
      await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Approve' }).click();
      await notice(page, '2 ads approved');
      await page.getByRole('main').getByText('No data found', { exact: true }).waitFor();
      const board = await api.call('GET', '/admin/get-business-network?status_all=approved', { token: poster.token });
      for (const title of [names.ads.bulk1, names.ads.bulk2])
        assert.ok(
          board.data.some((ad) => ad.title === title),
          `${title} is not approved`,
        );
    },
  },
  {
    name: 'admin: approving a pending group takes it off the queue and lists it on the public /business page',
    async run({ page, context, api, app }) {
      await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/pendingBusinessGroups');
      await search(page, names.groups.approve);
      await row(page, names.groups.approve).getByRole('button', { name: 'Approve' }).click();
      await notice(page, 'Business group approved');
      await row(page, names.groups.approve).waitFor({ state: 'detached' });

      const visitor = await context.browser().newPage({ baseURL: app.baseURL });
      await visitor.goto('/business');
      await visitor.getByText(names.groups.approve, { exact: true }).waitFor();
      assert.equal(await visitor.getByText(names.groups.reject, { exact: true }).count(), 0, 'a pending group is public');
      await visitor.screenshot({ path: join(shotsDir, 'business-after-approve.png'), fullPage: true });
      await visitor.close();
    },
  },
  {
    name: 'admin: rejecting a pending group takes it off the queue; businessGroups shows it rejected',
    async run({ page, api, app }) {
      await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/pendingBusinessGroups');
      await search(page, names.groups.reject);
      await row(page, names.groups.reject).getByRole('button', { name: 'Reject' }).click();
      await rejectWithReason(page, `Reject the business group "${names.groups.reject}"?`, 'Wrong category or section');
      await notice(page, 'Business group rejected');
      await row(page, names.groups.reject).waitFor({ state: 'detached' });
      await openTab(page, 'businessGroups');
      await search(page, names.groups.reject);
      await row(page, names.groups.reject).getByText('rejected', { exact: true }).waitFor();
      await shot(page, 'groups-after-reject');
    },
  },
  {
    name: 'admin: Delete (after a confirmation) suspends a member, who can no longer sign in',
    async run({ page, context, api, app }) {
      await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/seekers');
      await search(page, names.seekerEmail);
      await row(page, names.seekerEmail).getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('The member is suspended and can no longer sign in.').waitFor();
      await shot(page, 'delete-confirmation');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await notice(page, 'Member deleted');
      await page.getByRole('main').getByText('No data found', { exact: true }).waitFor();

      const member = await context.browser().newPage({ baseURL: app.baseURL });
      await member.goto('/signin');
      await member.getByLabel('Email').fill(names.seekerEmail);
      await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await member.getByRole('button', { name: 'Sign In', exact: true }).click();
      await member.getByRole('main').getByText('Invalid email or password').waitFor();
      await member.close();
      await assert.rejects(api.login(names.seekerEmail, PASSWORD), /401/);
    },
  },
  {
    name: 'admin: Reset two-factor (after a confirmation) lets a member who lost the phone sign in with the password; the Admins tab offers no action',
    async run({ page, api }) {
      const email = `lee.lostphone.${run}@example.com`;
      const name = `Lee Lostphone ${run}`;
      await api.call('POST', '/auth/register', {
        body: { name, email, password: PASSWORD, mentorship: 'Yes', PhoneNumber: '+15550103', IndustryType: TECH, JobTitle: 'Tester' },
      });
      // The member turns two-factor on (the authenticator app played by otplib), then loses the phone and the codes.
      const { token } = await api.login(email, PASSWORD);
      const { secret } = await api.call('POST', '/account/two-factor/setup', { token, body: {} });
      // Turning it on asks for the password too (a session alone must not change two-factor).
      await api.call('POST', '/account/two-factor/confirm', { token, body: { password: PASSWORD, code: await generate({ secret }) } });
      assert.equal((await api.call('POST', '/auth/login', { body: { email, password: PASSWORD } })).two_factor_required, true);

      await signInAdmin(page, api);
      await page.goto('/dashboard/helpers');
      await search(page, email);
      await row(page, email)
        .getByRole('button', { name: `Reset two-factor: ${name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Reset two-factor sign-in for ${name}?` });
      await dialog.getByText('Do this only when the account holder asked for it', { exact: false }).waitFor();
      await page.waitForTimeout(300); // the dialog's fade-in, for the picture only
      await shot(page, 'reset-two-factor-confirmation');
      await checkA11y(page, 'admin: reset two-factor confirmation');
      await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
      await notice(page, 'Two-factor sign-in is reset: the account signs in with its password and sets it up again');
      await dialog.waitFor({ state: 'hidden' });

      const back = await api.call('POST', '/auth/login', { body: { email, password: PASSWORD } });
      assert.ok(back.AuthToken, 'the password alone signs in again');
      await assert.rejects(api.call('GET', '/auth/me', { token }), /401/);

      // The Admins tab lists admins with no action: the API refuses to reset (or suspend) an admin's account.
      await page.getByRole('menuitem', { name: 'Admins', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/admins');
      await search(page, ADMIN.email);
      await row(page, ADMIN.email).waitFor();
      assert.equal(await row(page, ADMIN.email).getByRole('button').count(), 0, 'no Reset two-factor for an admin');
    },
  },
  {
    name: 'admin: the audit log lists the moderation actions of this run, and searches them',
    async run({ page, api, app }) {
      await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/audit-log');
      await search(page, run);
      await rows(page).first().waitFor();
      const log = (await rowTexts(page)).join('\n');
      for (const [action, item] of [
        ['approve-ad', names.ads.approve],
        ['reject-ad', names.ads.reject],
        ['approve-ad', names.ads.bulk1],
        ['approve-ad', names.ads.bulk2],
        ['approve-business-group', names.groups.approve],
        ['reject-business-group', names.groups.reject],
        ['suspend-user', run],
      ]) {
        assert.ok(
          log.split('\n').some((line) => line.includes(action) && line.includes(item)),
          `no audit entry "${action}" for "${item}" in:\n${log}`,
        );
      }
      await search(page, '');
      await shot(page, '08-audit-log');
      await search(page, 'REJECT-');
      for (const text of await rowTexts(page)) assert.ok(text.toLowerCase().includes('reject-'), `audit row does not match: ${text}`);
    },
  },
  {
    name: 'admin: Export downloads the tab as CSV',
    async run({ page, api, app }) {
      await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard/businessGroups');
      await rows(page).first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
      const file = join(shotsDir, 'businessGroups.csv');
      await download.saveAs(file);
      const csv = readFileSync(file, 'utf8');
      assert.ok(csv.split('\n')[0].includes('title') && csv.includes('Crescent Bakery'), csv.slice(0, 300));
    },
  },
  {
    name: 'admin: the dashboard, a list with selection, an ad detail and the delete dialog pass axe (WCAG 2.1 AA)',
    async run({ page, api, app }) {
      await arrange(api, app.baseURL);
      await signInAdmin(page, api);
      await page.goto('/dashboard');
      await page.getByText('Welcome to the admin dashboard').waitFor();
      await checkA11y(page, 'admin dashboard');
      await page.goto('/dashboard/Pending-Ads');
      await rows(page).first().waitFor();
      // Each row checkbox is named after its row on the input itself (admin/common/use-row-checkbox-names.ts), so axe
      // runs on the whole panel with nothing excluded.
      const firstTitle = (await rows(page).first().locator('td').nth(2).innerText()).trim();
      const checkbox = rows(page)
        .first()
        .getByRole('checkbox', { name: `Select row: ${firstTitle}`, exact: true });
      await checkbox.check();
      await page.getByRole('checkbox', { name: 'Select all rows', exact: true }).waitFor();
      await checkA11y(page, 'Pending-Ads with a selection');
      // The search box and the action buttons have names; a search's row count is said through the polite region.
      await page.getByRole('textbox', { name: 'Search' }).waitFor();
      await page.getByRole('button', { name: 'Export' }).waitFor();
      await page.getByRole('textbox', { name: 'Search' }).fill(firstTitle);
      await page.waitForFunction(() => /^\d+ results?\u00a0?$/.test(document.getElementById('announcer-polite')?.textContent ?? ''), undefined, {
        timeout: 10_000,
      });
      await page.getByRole('textbox', { name: 'Search' }).fill(`no such ad ${Date.now()}`);
      await page.waitForFunction(() => /^0 results\u00a0?$/.test(document.getElementById('announcer-polite')?.textContent ?? ''), undefined, {
        timeout: 10_000,
      });
      await checkA11y(page, 'Pending-Ads after a search with no result');
      await page.getByRole('textbox', { name: 'Search' }).fill('');
      await rows(page).first().locator('td').nth(2).click();
      await page.waitForURL(/\/show$/);
      await page.getByRole('img').first().waitFor();
      await checkA11y(page, 'ad detail');
      await page.goto('/dashboard/businessGroups');
      await rows(page).first().getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').waitFor();
      await checkA11y(page, 'delete confirmation');
    },
  },
  {
    name: 'admin: a 401 from the API ends the session and goes to /signin',
    async run({ page, api }) {
      const { user } = await api.login(ADMIN.email, ADMIN.password);
      await page.goto('/');
      await page.evaluate((stored) => {
        localStorage.setItem('auth-token', 'not-a-valid-token');
        localStorage.setItem('auth-user', JSON.stringify(stored));
      }, user);
      await page.goto('/dashboard/helpers');
      await page.waitForURL((url) => url.pathname === '/signin');
      const stored = await page.evaluate(() => [localStorage.getItem('auth-token'), localStorage.getItem('auth-user')]);
      assert.deepEqual(stored, [null, null]);
    },
  },
];
