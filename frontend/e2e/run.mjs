// Browser suite: the built web app and API on a fresh MariaDB database, driven by Debian's Chromium.
// Usage: node e2e/run.mjs [filter]   (ends with "N passed, N failed"; exits non-zero on any failure)
import { createApi } from './support/api.mjs';
import { launchBrowser, screenshot } from './support/browser.mjs';
import { startApp } from './support/server.mjs';
import { a11yTests, keyboardJourneyTests, reflowTests } from './specs/a11y.mjs';
import { accessTests } from './specs/access.mjs';
import { accountTests } from './specs/account.mjs';
import { accountJourneyTests } from './specs/account-journeys.mjs';
import { adminTests } from './specs/admin.mjs';
import { adminScreenTests } from './specs/admin-screens.mjs';
import { adTests } from './specs/ads.mjs';
import { arabicTests } from './specs/arabic.mjs';
import { authTests } from './specs/auth.mjs';
import { conversationTests } from './specs/conversations.mjs';
import { jobBoardTests } from './specs/job-board.mjs';
import { memberTests } from './specs/members.mjs';
import { notificationTests } from './specs/notifications.mjs';
import { publicTests } from './specs/public.mjs';
import { seamTests } from './specs/seams.mjs';
import { adSeamTests } from './specs/seams-ads.mjs';
import { previewSeamTests } from './specs/seams-preview.mjs';
import { twoFactorTests } from './specs/two-factor.mjs';
import { verifiedTests } from './specs/verified.mjs';

const filter = process.argv[2] ?? '';
// The admin panel's tests run last: they approve, reject and suspend what the member tests may still use.
const adminViewport = { width: 1400, height: 900 };
const tests = [
  ...publicTests,
  ...authTests,
  ...accessTests,
  ...memberTests,
  ...seamTests,
  ...adTests,
  ...adSeamTests,
  ...previewSeamTests,
  ...conversationTests,
  ...notificationTests,
  ...accountTests,
  ...twoFactorTests,
  ...verifiedTests,
  ...accountJourneyTests,
  ...jobBoardTests,
  ...a11yTests,
  ...keyboardJourneyTests,
  ...reflowTests,
  ...adminTests.map((test) => ({ viewport: adminViewport, ...test })),
  ...adminScreenTests,
  ...arabicTests,
].filter((t) => t.name.includes(filter));

let passed = 0;
let failed = 0;
let app;
let browser;
try {
  app = await startApp();
  browser = await launchBrowser();
  const api = createApi(app.baseURL, app.smtp);
  for (const test of tests) {
    // axe is injected as an inline script, which the app's CSP (no 'unsafe-inline' scripts) rightly refuses; the
    // policy itself is tested over HTTP in backend/test/api/platform-https-headers.test.ts.
    const context = await browser.newContext({
      baseURL: app.baseURL,
      viewport: test.viewport ?? { width: 1280, height: 900 },
      acceptDownloads: true,
      bypassCSP: true,
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const started = Date.now();
    try {
      await test.run({ page, context, api, app });
      if (pageErrors.length) throw new Error(`Uncaught errors in the page: ${pageErrors.join('; ')}`);
      passed++;
      console.log(`ok   ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.log(
        `FAIL ${test.name}\n     ${String(error?.stack ?? error)
          .split('\n')
          .slice(0, 12)
          .join('\n     ')}`,
      );
      await screenshot(page, `FAILED-${test.name.replace(/[^\w-]+/g, '_')}`).catch(() => {});
    } finally {
      await context.close();
    }
  }
} catch (error) {
  failed++;
  console.log(`FAIL setup: ${error?.stack ?? error}`);
} finally {
  await browser?.close();
  await app?.stop();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
