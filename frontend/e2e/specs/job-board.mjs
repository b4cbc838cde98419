// Issue #27, the Job Board in the browser: an admin opens it; a business posts a job; the admin approves it; a member
// finds it by search on a phone and applies with a PDF; the poster opens the application in Messages and downloads the CV
// (opening it makes it Read), then shortlists it; the member sees the status in their conversation and both sides were
// notified. Then the admin sets it back to Coming Soon. Axe on each screen, screenshots
// frontend/test-output/job-board-*.png. The tests run in this order and share the posting.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ADMIN, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot, tabAndPress, tabAndType, tabTo } from '../support/browser.mjs';

const PASSWORD = 'Jobs#2024';
const HEALTH = 'Health & Sciences';
const PHONE = { width: 390, height: 844 };
const stamp = () => Date.now().toString(36);

// One posting for the whole journey.
const state = { business: null, member: null, jobTitle: `Night nurse ${stamp()}`, jobId: null };

/** A small, well-formed PDF (its bytes start with %PDF-, which the API checks), written to a temporary file. */
function pdfFile() {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cn-e2e-cv-')), 'ann-seeker-cv.pdf');
  fs.writeFileSync(file, body);
  return { file, bytes: Buffer.from(body) };
}

async function adminPage(context, app) {
  const adminContext = await context.browser().newContext({ baseURL: app.baseURL, viewport: { width: 1400, height: 900 }, bypassCSP: true });
  adminContext.setDefaultTimeout(15_000);
  const page = await adminContext.newPage();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname.startsWith('/dashboard'));
  return { page, close: () => adminContext.close() };
}

/** A seeker of the health industry (a nurse), registered through the API; answers the address. */
async function registerNurse(api, name, prefix) {
  const email = `${prefix}-${stamp()}@e2e.example`;
  await api.call('POST', '/auth/register', {
    body: { name, email, password: PASSWORD, mentorship: 'No', role: 'seeker', PhoneNumber: '5551234567', IndustryType: HEALTH, JobTitle: 'Nurse' },
  });
  return email;
}

/**
 * The last entry of the bar's Business & Services menu, the Job Board's, once the page's settings have answered
 * (`GET /settings`, read once per page load: until then the entry is Coming Soon). Its words and address are read
 * together, so they are of one render (CI once read the words before the answer and the address after it).
 */
async function jobBoardEntry(page) {
  const settings = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/settings');
  await page.goto('/');
  await page.getByRole('navigation').first().getByRole('button', { name: 'Business & Services' }).click();
  const item = page.getByRole('menu').getByRole('menuitem').last();
  await item.waitFor();
  await settings;
  // The answer may still be on its way into React's state: the entry is read once two reads a frame apart agree.
  let entry = null;
  for (let read = 0; read < 20; read += 1) {
    const now = await item.evaluate((el) => ({ text: el.textContent.trim(), href: el.getAttribute('href') }));
    if (entry && entry.text === now.text && entry.href === now.href) break;
    entry = now;
    await page.waitForTimeout(100);
  }
  await page.keyboard.press('Escape');
  return entry;
}

export const jobBoardTests = [
  {
    name: 'job board: Coming Soon by default (the nav entry exactly as the spec says, /jobs shows Coming Soon); an admin opens it from the Sections card; the entry then reads Job Board and goes to /jobs',
    async run({ page, context, api, app }) {
      const email = await registerNurse(api, 'Ann Seeker', 'jobs-member');
      state.member = { email };
      await signInPage(page, api, email, PASSWORD);
      assert.deepEqual(await jobBoardEntry(page), { text: 'Job Board - Coming Soon', href: '/' });
      await page.goto('/jobs');
      await page.getByText('Coming Soon', { exact: true }).waitFor();
      assert.equal(await page.getByRole('article').count(), 0);
      await checkA11y(page, '/jobs while Coming Soon');
      await screenshot(page, 'job-board-01-coming-soon');

      const admin = await adminPage(context, app);
      try {
        await admin.page.goto('/dashboard');
        const board = admin.page.getByRole('switch', { name: 'Job Board: Coming Soon' });
        await board.click();
        await admin.page.getByText('Job Board is now Open').waitFor();
        await admin.page.getByRole('switch', { name: 'Job Board: Open' }).waitFor();
        await checkA11y(admin.page, 'the dashboard with the Job Board open');
        await screenshot(admin.page, 'job-board-02-admin-opens');
      } finally {
        await admin.close();
      }

      // The settings are read once per page load: jobBoardEntry loads the page again.
      assert.deepEqual(await jobBoardEntry(page), { text: 'Job Board', href: '/jobs' });
    },
  },
  {
    name: 'job board: a business posts a job as its approved listing (error summary first), and sees it waiting in My jobs',
    async run({ page, api }) {
      const title = `St. Mary Clinic ${stamp()}`;
      const email = `jobs-business-${stamp()}@e2e.example`;
      await api.call('POST', '/auth/business-register', {
        body: {
          name: title,
          email,
          password: PASSWORD,
          IndustryType: HEALTH,
          Description: 'A community clinic with a surgical ward, open day and night for the whole town.',
          website_url: 'stmary.example',
          confirmConnections: true,
        },
      });
      const token = await api.admin();
      const [group] = await api.call('GET', `/admin/business-groups?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`, { token });
      await api.call('POST', '/admin/approve-business-group', { token, body: { id: group.id } });
      state.business = { email, listing: title };

      await signInPage(page, api, email, PASSWORD);
      await page.goto('/jobs');
      await page.getByRole('link', { name: 'Post a job' }).click();
      await page.waitForURL('**/jobs/new');
      const employer = page.getByLabel('Who is hiring');
      await employer.waitFor();
      assert.equal(await employer.inputValue(), `listing:${group.id}`);

      await page.getByRole('button', { name: 'Submit job' }).click();
      const summary = page.getByTestId('error-summary');
      await summary.waitFor();
      assert.ok(await summary.evaluate((el) => el === document.activeElement), 'the error summary takes the focus');
      await checkA11y(page, 'Post a job with its error summary');
      await screenshot(page, 'job-board-03-post-errors');

      await page.getByLabel(/^Title/).fill(state.jobTitle);
      await page.getByLabel(/^Industry/).selectOption(HEALTH);
      await page.getByLabel(/^Location/).fill('Springfield');
      await page.getByLabel(/^Workplace/).selectOption('on_site');
      await page.getByLabel(/^Employment type/).selectOption('full_time');
      await page.getByLabel('Salary from (optional)').fill('40000');
      await page.getByLabel('Salary up to (optional)').fill('55000');
      await page.getByLabel('Currency').fill('USD');
      await page.getByLabel('Per').selectOption('year');
      await page.getByLabel(/^Description/).fill('Night shifts on the surgical ward, caring for patients after their operations. Two nights a week.');
      await page.getByLabel(/^How to apply/).fill('Apply here with a short note and your CV.');
      await page.getByRole('button', { name: 'Submit job' }).click();
      await page.getByText('Your job has been submitted and is waiting for review').first().waitFor();
      await page.getByRole('link', { name: 'Go to My jobs' }).click();
      const card = page.locator('li').filter({ has: page.getByRole('heading', { name: state.jobTitle }) });
      await card.getByText('Pending review').waitFor();
      await checkA11y(page, 'My jobs with a posting in review');
      await screenshot(page, 'job-board-04-my-jobs-pending');
      const mine = await api.call('GET', '/account/jobs', { token: (await api.login(email, PASSWORD)).token });
      state.jobId = mine.data.find((job) => job.title === state.jobTitle).id;
      assert.equal(mine.data.find((job) => job.id === state.jobId).employer_name, title);
    },
  },
  {
    name: 'job board: the admin approves the posting in Pending jobs',
    async run({ context, app }) {
      const admin = await adminPage(context, app);
      try {
        await admin.page.goto('/dashboard/pendingJobs');
        const row = admin.page.locator('tbody tr').filter({ hasText: state.jobTitle });
        await row.waitFor();
        await checkA11y(admin.page, 'Pending jobs');
        await screenshot(admin.page, 'job-board-05-pending-jobs');
        await row.getByRole('button', { name: 'Approve' }).click();
        await admin.page.getByText('Job approved').waitFor();
        await row.waitFor({ state: 'detached' });
      } finally {
        await admin.close();
      }
    },
  },
  {
    name: 'job board: a member finds it by search on a phone (390 px), reads it, and applies with a PDF; the application opens a conversation',
    viewport: PHONE,
    async run({ page, api }) {
      await signInPage(page, api, state.member.email, PASSWORD);
      await page.goto('/jobs');
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill(state.jobTitle);
      await page.waitForURL((url) => url.searchParams.get('q') === state.jobTitle);
      await page.getByLabel('Workplace').selectOption('on_site');
      await page.waitForURL((url) => url.searchParams.get('workplace') === 'on_site');
      const card = page.getByRole('article').filter({ hasText: state.jobTitle });
      // The filtered list replaces the searched one (its loading state empties it first): wait for the new answer.
      await page.waitForFunction(() => document.querySelectorAll('article').length === 1 && !document.querySelector('[role="progressbar"]'));
      await card.waitFor();
      assert.equal(await page.getByRole('article').count(), 1);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 390 px');
      await checkA11y(page, '/jobs searched, 390 px');
      await screenshot(page, 'job-board-06-search-phone');

      await card.getByRole('link').click();
      await page.waitForURL(`**/jobs/${state.jobId}`);
      await page.getByRole('heading', { level: 1, name: state.jobTitle }).waitFor();
      await page.getByRole('heading', { name: 'Salary' }).waitFor();
      await checkA11y(page, 'the job page, 390 px');
      await screenshot(page, 'job-board-07-job-phone');

      await page.getByRole('button', { name: 'Apply' }).click();
      const dialog = page.getByRole('dialog', { name: `Apply: ${state.jobTitle}` });
      await dialog.waitFor();
      await dialog.getByLabel(/^Message/).fill('I have ten years on surgical wards and work nights.');
      const cv = pdfFile();
      state.cvBytes = cv.bytes;
      await dialog.getByLabel('CV (PDF, optional)').setInputFiles(cv.file);
      await dialog.getByText('ann-seeker-cv.pdf').waitFor();
      await checkA11y(page, 'the Apply dialog with a CV, 390 px');
      await screenshot(page, 'job-board-08-apply-phone');
      await dialog.getByRole('button', { name: 'Send application' }).click();
      const open = dialog.getByRole('link', { name: 'Open the conversation' });
      await open.waitFor();
      state.conversationPath = await open.getAttribute('href');
      await screenshot(page, 'job-board-09-applied-phone');
    },
  },
  {
    name: 'job board: the poster opens the application in Messages and downloads the CV (the exact bytes the member sent)',
    async run({ page, api }) {
      await signInPage(page, api, state.business.email, PASSWORD);
      await page.goto(state.conversationPath);
      const attachments = page.getByRole('region', { name: 'Attachments' });
      const button = attachments.getByRole('button', { name: /^Download ann-seeker-cv\.pdf \(1 KB\)$/ });
      await button.waitFor();
      const download = page.waitForEvent('download');
      await button.click();
      const file = await download;
      assert.equal(file.suggestedFilename(), 'ann-seeker-cv.pdf');
      assert.ok(Buffer.compare(fs.readFileSync(await file.path()), state.cvBytes) === 0, 'the CV as the member sent it');
      await checkA11y(page, 'the Job Board conversation with the CV, poster side');
      await screenshot(page, 'job-board-10-poster-cv');
    },
  },
  {
    name: 'job board: the poster sees the application Read in My jobs (opening it did that) and shortlists it in its conversation; the poster was notified of it',
    async run({ page, api }) {
      await signInPage(page, api, state.business.email, PASSWORD);
      await page.goto('/account?tab=jobs');
      const card = page.locator('li').filter({ has: page.getByRole('heading', { name: state.jobTitle }) });
      await card.getByText('1 application').waitFor();
      await card.getByText('Ann Seeker', { exact: true }).waitFor();
      assert.equal(
        await card.getByRole('combobox', { name: "Status of Ann Seeker's application" }).inputValue(),
        'read',
        "the poster's first reading made it read",
      );
      await checkA11y(page, 'My jobs with an application');
      await screenshot(page, 'job-board-10b-poster-my-jobs');

      await card.getByRole('link', { name: 'Conversation: Ann Seeker' }).click();
      await page.waitForURL(`**${state.conversationPath}`);
      // The thread's application panel (My jobs may stay on screen until the Messages page has loaded).
      const title = page.getByRole('link', { name: `Application for ${state.jobTitle}` });
      await title.waitFor();
      const status = page.locator('section').filter({ has: title }).getByRole('combobox', { name: "Status of Ann Seeker's application" });
      await status.waitFor();
      assert.equal(await status.inputValue(), 'read');
      const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/applications\/\d+$/.test(response.url()));
      await status.selectOption('shortlisted');
      assert.equal((await saved).status(), 200);
      await checkA11y(page, 'the Job Board conversation, poster side, shortlisting');
      await screenshot(page, 'job-board-10c-poster-shortlists');

      await page.goto('/account?tab=jobs');
      const again = page.locator('li').filter({ has: page.getByRole('heading', { name: state.jobTitle }) });
      await again.getByText('Ann Seeker', { exact: true }).waitFor();
      assert.equal(await again.getByRole('combobox', { name: "Status of Ann Seeker's application" }).inputValue(), 'shortlisted');
      const posterNotes = await api.call('GET', '/notifications', { token: (await api.login(state.business.email, PASSWORD)).token });
      assert.ok(
        posterNotes.data.some((note) => note.kind === 'job_application'),
        'the poster was notified of the application',
      );
    },
  },
  {
    name: 'job board: keyboard only, a second member searches the board, opens and closes Save this search, opens the posting and applies; focus moves into each dialog and back',
    async run({ page, api }) {
      const email = await registerNurse(api, 'Ben Keys', 'jobs-keys');
      await signInPage(page, api, email, PASSWORD);
      await page.goto('/jobs');
      await page.getByRole('searchbox', { name: 'Search jobs' }).waitFor();
      await page.locator('body').focus();
      await tabAndType(page, 'Search jobs', state.jobTitle);
      await page.waitForURL((url) => url.searchParams.get('q') === state.jobTitle);
      await page.waitForFunction(() => document.querySelectorAll('article').length === 1 && !document.querySelector('[role="progressbar"]'));

      // Save this search: its dialog (loaded on this first use) takes the focus and gives it back on Escape.
      await tabAndPress(page, 'Save this search');
      const save = page.getByRole('dialog', { name: 'Save this search' });
      await save.waitFor();
      await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
      await page.keyboard.press('Escape');
      await save.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Save this search', 'the focus is back on its opener');

      await tabTo(page, 'the posting', (f) => f.tag === 'a' && f.name.includes(state.jobTitle));
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/jobs/${state.jobId}`);
      await page.getByRole('heading', { level: 1, name: state.jobTitle }).waitFor();
      await tabAndPress(page, 'Apply');
      const dialog = page.getByRole('dialog', { name: `Apply: ${state.jobTitle}` });
      await dialog.waitFor();
      await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
      await tabAndType(page, 'Message', 'I work nights on a medical ward and can start next month.');
      await tabAndPress(page, 'Send application');
      await dialog.getByRole('link', { name: 'Open the conversation' }).waitFor();
      await screenshot(page, 'job-board-10d-keyboard-applied');

      const poster = await api.login(state.business.email, PASSWORD);
      const applications = await api.call('GET', `/account/jobs/${state.jobId}/applications`, { token: poster.token });
      assert.deepEqual(
        applications.data.map((application) => application.status).sort(),
        ['new', 'shortlisted'],
        "the poster now has Ben's new application beside Ann's shortlisted one",
      );
    },
  },
  {
    name: 'job board: the member sees the application and its status (Shortlisted) in a Job Board conversation (390 px) and was notified; then the admin sets the board back to Coming Soon',
    viewport: PHONE,
    async run({ page, api }) {
      try {
        await signInPage(page, api, state.member.email, PASSWORD);
        await page.goto(state.conversationPath);
        await page
          .getByText(/^Job Board/)
          .first()
          .waitFor();
        await page.getByRole('button', { name: /^Download ann-seeker-cv\.pdf/ }).waitFor();
        await page.getByText('Application status: Shortlisted').waitFor();
        assert.equal(await page.getByRole('combobox', { name: /Status of/ }).count(), 0, 'the applicant has no status control');
        const memberNotes = await api.call('GET', '/notifications', { token: (await api.login(state.member.email, PASSWORD)).token });
        assert.ok(
          memberNotes.data.some((note) => note.kind === 'application_status'),
          'the member was notified of the status',
        );
        await checkA11y(page, 'the Job Board conversation, applicant side, 390 px');
        await screenshot(page, 'job-board-11-member-status-phone');
      } finally {
        await api.call('PUT', '/admin/settings/sections', { token: await api.admin(), body: { job_board: 'coming_soon' } });
      }
    },
  },
];
