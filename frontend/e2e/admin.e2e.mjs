#!/usr/bin/env node
// The admin panel's browser tests alone, on the shared harness (built app + API on a fresh MariaDB database).
//   npm run build && node frontend/e2e/admin.e2e.mjs [filter]
// Screenshots: frontend/test-output/admin/. Ends with "N passed, N failed"; exits non-zero on any failure.
// run.mjs can take the same tests: import { adminTests } from './admin.spec.mjs' and add them to its list.
import { adminTests } from './admin.spec.mjs';
import { createApi } from './support/api.mjs';
import { launchBrowser, screenshot } from './support/browser.mjs';
import { startApp } from './support/server.mjs';

const filter = process.argv[2] ?? '';
const tests = adminTests.filter((test) => test.name.includes(filter));
let passed = 0;
let failed = 0;
let app;
let browser;
try {
  app = await startApp();
  browser = await launchBrowser();
  const api = createApi(app.baseURL);
  for (const test of tests) {
    const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1400, height: 900 }, acceptDownloads: true });
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
      console.log(`FAIL ${test.name}\n     ${String(error?.stack ?? error).split('\n').slice(0, 12).join('\n     ')}`);
      await screenshot(page, `admin/FAILED-${test.name.replace(/[^\w-]+/g, '_')}`).catch(() => {});
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
