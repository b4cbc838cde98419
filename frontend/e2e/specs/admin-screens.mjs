// The admin panel on a phone (390 px) and on a desktop (1280 px): every list fits the screen with its row buttons in
// reach, a member's page, the dashboard's counts, and a report dismissed after its confirmation; axe on each screen.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, signInPage } from '../support/api.mjs';
import { checkA11y, outputDir } from '../support/browser.mjs';
import { search } from './admin.mjs';

const TECH = 'Technology, Engineering & Data';
const PASSWORD = 'E2e#Pass2024';
const run = `s${Date.now().toString(36)}`;
const shotsDir = join(outputDir, 'admin-screens');
mkdirSync(shotsDir, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const LIST_TABS = [
  'helpers',
  'seekers',
  'contactForms',
  'Ads',
  'Pending-Ads',
  'businessGroups',
  'pendingBusinessGroups',
  'pendingEdits',
  'reports',
  'admins',
  'audit-log',
  'mail-outbox',
];

let arranged;
/** Two members of this run, one reporting the other's conversation twice (one report per viewport). */
function arrange(api) {
  arranged ??= (async () => {
    const member = async (name, mentorship) => {
      const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
      await api.call('POST', '/auth/register', {
        body: { name, email, password: PASSWORD, mentorship, PhoneNumber: '+15550100', IndustryType: TECH, JobTitle: 'Tester' },
      });
      return { ...(await api.login(email, PASSWORD)), email, name };
    };
    const reporter = await member(`Rita Reporter ${run}`, 'Yes');
    const reported = await member(`Rex Reported ${run}`, 'No');
    const report = async (details) => {
      const opened = await api.call('POST', '/issues/professional-network', {
        token: reported.token,
        body: { receiver_id: reporter.user.id, full_name: reported.name, email: reported.email, description: `Unwanted request ${details}` },
      });
      return (await api.call('POST', '/reports', { token: reporter.token, body: { conversation_id: opened.conversation_id, reason: 'Spam', details } })).id;
    };
    return { reporter, reported, phoneReport: await report(`Phone report ${run}`), desktopReport: await report(`Desktop report ${run}`) };
  })();
  return arranged;
}

/** A picture of the page; on a phone the first screen only, which is what the admin sees and fits a review. */
async function shot(page, name) {
  await page.waitForTimeout(300); // transitions settle, for the picture only
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: page.viewportSize().width > PHONE.width });
}

/** How far the page scrolls sideways: 0 when everything fits the window's width. */
const sidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Each button of the element lies inside the window's width, so a thumb reaches it without scrolling sideways. */
async function assertButtonsInReach(page, container, where) {
  const width = page.viewportSize().width;
  for (const button of await container.getByRole('button').all()) {
    const box = await button.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${where}: "${await button.innerText()}" is at ${JSON.stringify(box)}, outside 0-${width} px`);
  }
}

/** The list's first answer: cards on a phone, rows on a desktop, or No data found. */
async function listShown(page) {
  const main = page.getByRole('main');
  await Promise.race([
    main.getByRole('listitem').first().waitFor(),
    main.locator('table tbody tr').first().waitFor(),
    main.getByText('No data found', { exact: true }).waitFor(),
  ]);
}

async function dismissReport(page, details) {
  await page.getByRole('button', { name: 'Dismiss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss this report?' });
  await dialog.getByText('The report is closed without any action. It cannot be opened again.').waitFor();
  await checkA11y(page, `dismiss confirmation (${details})`);
  return dialog;
}

export const adminScreenTests = [
  {
    name: 'admin on a phone (390 px): every list fits with its row buttons in reach, as cards; axe on each',
    viewport: PHONE,
    async run({ page, api }) {
      await arrange(api);
      await signInPage(page, api, ADMIN.email, ADMIN.password);
      await page.goto('/dashboard');
      await page.getByText('Welcome to the admin dashboard').waitFor();
      await page
        .getByRole('link', { name: /Open reports/ })
        .getByText(/^\d+$/)
        .waitFor();
      assert.equal(await sidewaysScroll(page), 0, 'the dashboard scrolls sideways');
      await checkA11y(page, 'dashboard at 390 px');
      await shot(page, 'phone-dashboard');
      for (const tab of LIST_TABS) {
        await page.goto(`/dashboard/${tab}`);
        await listShown(page);
        assert.equal(await page.locator('main table').count(), 0, `${tab}: a table on a phone`);
        assert.equal(await sidewaysScroll(page), 0, `${tab} scrolls sideways at 390 px`);
        const first = page.getByRole('main').getByRole('listitem').first();
        if (await first.count()) await assertButtonsInReach(page, first, tab);
        await checkA11y(page, `${tab} at 390 px`);
        await shot(page, `phone-${tab}`);
      }
    },
  },
  {
    name: "admin on a phone (390 px): a member's page from the helpers cards, and a report dismissed after its confirmation (axe)",
    viewport: PHONE,
    async run({ page, api }) {
      const { reporter, phoneReport } = await arrange(api);
      await signInPage(page, api, ADMIN.email, ADMIN.password);
      await page.goto('/dashboard/helpers');
      await listShown(page);
      await search(page, reporter.email);
      const card = page.getByRole('main').getByRole('listitem').filter({ hasText: reporter.email });
      await card.getByText('Email confirmed').waitFor();
      await assertButtonsInReach(page, card, 'helpers card');
      await card.getByRole('link', { name: reporter.name }).click();
      await page.waitForURL(/\/dashboard\/helpers\/\d+\/show$/);
      await page.getByText('Two-factor sign-in').waitFor();
      await page.getByText('Off', { exact: true }).waitFor();
      assert.equal(await sidewaysScroll(page), 0, "the member's page scrolls sideways");
      await checkA11y(page, "member's page at 390 px");
      await shot(page, 'phone-member');

      await page.goto(`/dashboard/reports/${phoneReport}/show`);
      await page.getByText(`Phone report ${run}`, { exact: true }).waitFor();
      assert.equal(await sidewaysScroll(page), 0, 'the report scrolls sideways');
      await assertButtonsInReach(page, page.getByRole('main'), 'report page');
      const dialog = await dismissReport(page, '390 px');
      await shot(page, 'phone-dismiss-confirmation');
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await page.getByText('Report dismissed', { exact: true }).waitFor();
      await page.getByText('Dismissed: no action was taken against the member or the conversation').waitFor();
      await shot(page, 'phone-report-dismissed');
    },
  },
  {
    name: "admin on a desktop (1280 px): the dashboard's open reports, members with confirmed email and verified mark, a member's page, a report dismissed after its confirmation (axe)",
    viewport: DESKTOP,
    async run({ page, api }) {
      const { reporter, desktopReport } = await arrange(api);
      await signInPage(page, api, ADMIN.email, ADMIN.password);
      await page.goto('/dashboard');
      const stats = await api.call('GET', '/admin/stats', { token: await api.admin() });
      assert.ok(stats.openReports >= 1, JSON.stringify(stats));
      const reportsCard = page.getByRole('link', { name: /Open reports/ });
      await reportsCard.getByText(String(stats.openReports), { exact: true }).waitFor();
      assert.equal(await reportsCard.getAttribute('href'), '/dashboard/reports');
      await shot(page, 'desktop-dashboard');

      await page.goto('/dashboard/helpers');
      await listShown(page);
      await search(page, reporter.email);
      const row = page.locator('main table tbody tr').filter({ hasText: reporter.email });
      await row.waitFor();
      const headers = (await page.locator('main table thead th').allInnerTexts()).map((header) => header.trim());
      assert.deepEqual(headers, ['#', 'Name', 'Email', 'Email confirmed', 'Role', 'Verified', 'Actions']);
      assert.equal(await sidewaysScroll(page), 0, 'the helpers table scrolls sideways at 1280 px');
      await checkA11y(page, 'helpers at 1280 px');
      await shot(page, 'desktop-helpers');
      await row.getByRole('link', { name: reporter.name }).click();
      await page.waitForURL(/\/dashboard\/helpers\/\d+\/show$/);
      await page.getByText('Off', { exact: true }).waitFor();
      await page.getByText('Joined').waitFor();
      await checkA11y(page, "member's page at 1280 px");
      await shot(page, 'desktop-member');

      await page.goto(`/dashboard/reports/${desktopReport}/show`);
      await page.getByText(`Desktop report ${run}`, { exact: true }).waitFor();
      await page.getByText('Not decided yet').first().waitFor();
      const dialog = await dismissReport(page, '1280 px');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal((await api.call('GET', `/admin/reports/${desktopReport}`, { token: await api.admin() })).status, 'open', 'Cancel dismissed the report');
      await (await dismissReport(page, '1280 px, again')).getByRole('button', { name: 'Dismiss' }).click();
      await page.getByText('Dismissed: no action was taken against the member or the conversation').waitFor();
      await checkA11y(page, 'dismissed report at 1280 px');
      await shot(page, 'desktop-report-dismissed');
      assert.equal((await api.call('GET', `/admin/reports/${desktopReport}`, { token: await api.admin() })).resolution, 'dismiss');
    },
  },
];
