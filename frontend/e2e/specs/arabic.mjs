// Arabic, right to left (issue #28): a browser that asks for Arabic (Accept-Language: ar) gets every page in Arabic
// from the first HTML byte, laid out right to left, axe clean and without sideways scrolling, at 390 and 1280 px.
import assert from 'node:assert/strict';
import { ADMIN, DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';

const ARABIC = { 'Accept-Language': 'ar' };
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 900 }],
];
const PUBLIC_PAGES = ['/', '/business', '/signin', '/signup', '/business-signup', '/contact', '/forgot-password', '/accessibility'];
const ARTS = 'Arts, Communication, Media & Design';
const LAW = 'Government, Policy, Law & International Affairs';
const HEALTH = 'Health & Sciences';
const run = Date.now().toString(36);

async function noSidewaysScroll(page, where) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${where} scrolls sideways: ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** The page in Arabic, right to left, hydrated (the header's switch offers English), checked and photographed. */
async function arabicScreen(page, name, size) {
  await page.locator('html[lang="ar"][dir="rtl"]').waitFor({ state: 'attached' });
  await page.locator('fieldset:not([disabled]), #root > :not(fieldset)').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await noSidewaysScroll(page, `${name} at ${size} px`);
  await checkA11y(page, `${name} (Arabic, ${size} px)`);
  await screenshot(page, `arabic-${name}-${size}`);
}

/** A demo helper's signed-in pages, each section opened: which member sees which (industries) and which page. */
async function signedInPages(api) {
  const helper = await api.demoMember('helper', ARTS);
  const lawyer = await api.demoMember('helper', LAW);
  const doctor = await api.demoMember('helper', HEALTH);
  // One approved posting, in Arabic, so the job page has something to show.
  const poster = await api.login(helper.email, DEMO_PASSWORD);
  const { job } = await api.call('POST', '/jobs', {
    token: poster.token,
    body: {
      title: `مصمم جرافيك ${run}`,
      employer_name: 'استوديو الهلال',
      industry: ARTS,
      location: 'عمّان',
      workplace: 'hybrid',
      employment_type: 'full_time',
      salary_min: 900,
      salary_max: 1200,
      salary_currency: 'JOD',
      salary_period: 'month',
      description: 'نبحث عن مصمم جرافيك يحب العمل مع فريق صغير على هويات بصرية ومطبوعات ومواقع للمجتمع.',
      apply_url: 'https://example.com/careers/designer',
    },
  });
  const admin = await api.admin();
  const record = await api.call('GET', `/admin/jobs/${job.id}`, { token: admin });
  await api.call('PUT', `/admin/jobs/${job.id}`, { token: admin, body: { ...record, status: 'approved' } });
  return [
    [helper, ['/professionalnetwork', '/businessnetwork', '/jobs', `/jobs/${job.id}`, '/jobs/new', '/messages', '/notifications', '/account']],
    [lawyer, ['/legalassistance']],
    [doctor, ['/virtualclinic']],
  ];
}

const pageName = (path) =>
  path
    .slice(1)
    .replace(/\/\d+$/, '-posting')
    .replace(/\//g, '-');

export const arabicTests = [
  {
    name: 'arabic: the bar stays on one line at 1024, 1280 and 1440 px for the admin and a member, in Arabic',
    async run({ page, context, api }) {
      await context.setExtraHTTPHeaders(ARABIC);
      const helper = (await api.members('helper')).find((u) => u.industry === ARTS && u.email.endsWith('@community.example'));
      for (const [role, email, password] of [
        ['admin', ADMIN.email, ADMIN.password],
        ['helper', helper.email, DEMO_PASSWORD],
      ]) {
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        await signInPage(page, api, email, password);
        for (const width of [1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto('/');
          await page.locator('html[lang="ar"][dir="rtl"]').waitFor({ state: 'attached' });
          await page.getByRole('navigation', { name: 'الرئيسية', exact: true }).getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
          const height = await page.locator('header').evaluate((el) => Math.round(el.getBoundingClientRect().height));
          assert.equal(height, 64, `${role} at ${width} px: the Arabic bar wrapped`);
          if (role === 'admin') await screenshot(page, `arabic-bar-admin-${width}`);
        }
      }
    },
  },
  {
    name: 'arabic: the home page’s first HTML says lang="ar" dir="rtl"; the switch writes the cookie, which wins over Accept-Language',
    async run({ page, context }) {
      await context.setExtraHTTPHeaders(ARABIC);
      const response = await page.goto('/');
      const html = await response.text();
      assert.match(html.slice(0, 80), /<html lang="ar" dir="rtl">/);
      assert.match(response.headers().vary ?? '', /Accept-Language/);
      await page.getByRole('heading', { level: 1, name: 'شبكة المجتمع' }).waitFor();
      assert.equal(await page.title(), 'الرئيسية – شبكة المجتمع');
      // The switch: English, remembered for the next page even though the browser still asks for Arabic.
      await page.getByRole('button', { name: 'اللغة: English' }).click();
      await page.locator('html[lang="en"][dir="ltr"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: 'Community Network' }).waitFor();
      const again = await page.goto('/signin');
      assert.match((await again.text()).slice(0, 80), /<html lang="en" dir="ltr">/);
      await page.getByRole('button', { name: 'Language: العربية' }).click();
      await page.locator('html[lang="ar"]').waitFor({ state: 'attached' });
      assert.equal((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value, 'ar');
    },
  },
  ...SIZES.map(([size, viewport]) => ({
    name: `arabic: every signed-in page in Arabic at ${size} px, each section opened (Professional Network, Ads and Services, Legal Assistance, Virtual Clinic, the Job Board, a posting, Post a job, Messages, Notifications, My account), axe clean, no sideways scroll`,
    viewport,
    async run({ page, context, api }) {
      await context.setExtraHTTPHeaders(ARABIC);
      const admin = await api.admin();
      const sections = await api.call('GET', '/admin/settings/sections', { token: admin });
      await api.call('PUT', '/admin/settings/sections', { token: admin, body: { legal_assistance: 'open', virtual_clinic: 'open', job_board: 'open' } });
      // A member's saved language wins over the browser's (followLanguageOnSignIn): these demo members read Arabic.
      const arabicReaders = [];
      try {
        for (const [member, paths] of await signedInPages(api)) {
          const { token } = await api.login(member.email, DEMO_PASSWORD);
          await api.call('PATCH', '/account', { token, body: { language: 'ar' } });
          arabicReaders.push(token);
          await page.evaluate(() => localStorage.clear()).catch(() => {});
          await signInPage(page, api, member.email, DEMO_PASSWORD);
          for (const path of paths) {
            await page.goto(path);
            await page.locator('main h1').first().waitFor();
            await arabicScreen(page, `signed-in-${pageName(path)}`, size);
          }
        }
      } finally {
        for (const token of arabicReaders) await api.call('PATCH', '/account', { token, body: { language: 'en' } });
        const { legal_assistance, virtual_clinic, job_board } = sections;
        await api.call('PUT', '/admin/settings/sections', { token: admin, body: { legal_assistance, virtual_clinic, job_board } });
      }
    },
  })),
  ...SIZES.map(([size, viewport]) => ({
    name: `arabic: every public page in Arabic at ${size} px, axe clean, no sideways scroll`,
    viewport,
    async run({ page, context }) {
      await context.setExtraHTTPHeaders(ARABIC);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await arabicScreen(page, path === '/' ? 'home' : path.slice(1), size);
      }
    },
  })),
  ...SIZES.map(([size, viewport]) => ({
    name: `arabic: sign-up's error summary in Arabic at ${size} px`,
    viewport,
    async run({ page, context }) {
      await context.setExtraHTTPHeaders(ARABIC);
      await page.goto('/signup');
      await page.locator('fieldset:not([disabled])').first().waitFor({ state: 'attached' });
      await page.getByLabel('البريد الإلكتروني').first().fill(`not-an-address-${run}`);
      // The mentorship question is the browser's own required check (spec section 5): answer it, so ours run.
      await page.getByRole('radio', { name: 'نعم' }).check();
      await page.getByRole('button', { name: 'إنشاء حساب' }).click();
      const summary = page.getByRole('group', { name: 'هناك مشكلة' });
      await summary.waitFor();
      assert.ok((await summary.getByRole('link').allTextContents()).includes('الاسم الكامل مطلوب'));
      await noSidewaysScroll(page, `sign-up errors at ${size} px`);
      await checkA11y(page, `sign-up errors (Arabic, ${size} px)`);
      await screenshot(page, `arabic-signup-errors-${size}`);
    },
  })),
  ...SIZES.map(([size, viewport]) => ({
    name: `arabic: a request and its thread and My account in Arabic at ${size} px`,
    viewport,
    async run({ page, context, api }) {
      await context.setExtraHTTPHeaders(ARABIC);
      const helper = (await api.members('helper')).find((u) => u.industry === ARTS && u.email.endsWith('@community.example'));
      const seeker = (await api.members('seeker')).find((u) => u.industry === ARTS && u.email.endsWith('@community.example'));
      const { token, user } = await api.login(seeker.email, DEMO_PASSWORD);
      await api.call('POST', '/issues/professional-network', {
        token,
        body: { receiver_id: helper.id, full_name: user.name, email: user.email, description: `مرحبًا، أبحث عن مرشد (${run}-${size})` },
      });
      await signInPage(page, api, helper.email, DEMO_PASSWORD);
      await page.goto('/messages');
      await page.getByRole('list', { name: /الواردة/ }).waitFor();
      await arabicScreen(page, 'messages', size);
      await page
        .getByRole('list', { name: /الواردة/ })
        .getByRole('button')
        .first()
        .click();
      await page.getByRole('heading', { name: 'الردود' }).waitFor();
      await arabicScreen(page, 'thread', size);
      await page.goto('/account');
      await page.getByRole('tab', { name: 'الملف الشخصي' }).waitFor();
      await arabicScreen(page, 'account', size);
      await page.getByRole('combobox', { name: 'اللغة' }).waitFor();
    },
  })),
  ...SIZES.map(([size, viewport]) => ({
    name: `arabic: the admin panel in Arabic at ${size} px (dashboard, a member list, Pending-Ads, the mail outbox)`,
    viewport,
    async run({ page, context, api }) {
      await context.setExtraHTTPHeaders(ARABIC);
      await signInPage(page, api, ADMIN.email, ADMIN.password);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: 'مرحبًا بك في لوحة تحكم المشرف' }).waitFor();
      await page.getByText('بلاغات مفتوحة').waitFor();
      await arabicScreen(page, 'admin-dashboard', size);
      await page.goto('/dashboard/helpers');
      await page.getByText('البريد الإلكتروني').first().waitFor();
      await arabicScreen(page, 'admin-helpers', size);
      await page.goto('/dashboard/Pending-Ads');
      await page.locator('html[lang="ar"]').waitFor({ state: 'attached' });
      await page
        .getByText(/إعلانات بانتظار المراجعة/)
        .first()
        .waitFor();
      await arabicScreen(page, 'admin-pending-ads', size);
      await page.goto('/dashboard/mail-outbox');
      await page.getByText('صندوق البريد الصادر').first().waitFor();
      await page.waitForLoadState('networkidle');
      await arabicScreen(page, 'admin-mail-outbox', size);
    },
  })),
];
