import assert from 'node:assert/strict';
import { DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';
import { pngPicture } from '../support/images.mjs';

const LEGAL = 'Government, Policy, Law & International Affairs';
const TECH = 'Technology, Engineering & Data';

export const verifiedTests = [
  {
    name: 'legal directory: a lawyer with a photo and the Verified badge, Verified only, profile; desktop and 375 px (axe)',
    async run({ page, api, app }) {
      const lawyer = await api.demoMember('helper', LEGAL);
      const { token } = await api.login(lawyer.email, DEMO_PASSWORD);
      const form = new FormData();
      form.append('photo', new Blob([pngPicture([40, 110, 160], 300)], { type: 'image/png' }), 'me.png');
      const uploaded = await fetch(`${app.baseURL}/api/v1/account/photo`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body: form });
      assert.equal(uploaded.status, 200, await uploaded.text());
      await api.call('PUT', `/admin/users/${lawyer.id}/verification`, { token: await api.admin(), body: { note: 'Bar number 48213 checked (e2e)' } });

      // Legal Assistance is Coming Soon until an admin opens it; put back as it was at the end.
      const before = await api.call('GET', '/settings');
      await api.call('PUT', '/admin/settings/sections', { token: await api.admin(), body: { legal_assistance: 'open' } });
      try {
        await this.directory({ page, api, lawyer });
      } finally {
        await api.call('PUT', '/admin/settings/sections', { token: await api.admin(), body: { legal_assistance: before.legal_assistance } });
      }
    },
    async directory({ page, api, lawyer }) {
      const viewer = await api.demoMember('helper', TECH);
      await signInPage(page, api, viewer.email, DEMO_PASSWORD);
      await page.goto('/legalassistance');
      const table = page.getByRole('table', { name: 'Lawyers' });
      await table.waitFor();
      const row = table.getByRole('row').filter({ hasText: lawyer.name });
      await row.getByText('Verified').waitFor();
      const photo = row.locator('img');
      await photo.waitFor();
      assert.ok(await photo.evaluate((img) => img.complete && img.naturalWidth === 256), 'the 256 px photo loaded');

      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/info/get-users') && new URL(r.url()).searchParams.get('verified') === 'true'),
        page.getByRole('switch', { name: 'Verified only' }).click(),
      ]);
      await table.getByText(lawyer.name).waitFor();
      const names = await table.getByRole('row').allTextContents();
      assert.ok(
        names.slice(1).every((text) => text.includes('Verified')),
        `only verified members: ${names.join(' | ')}`,
      );
      await checkA11y(page, 'legal directory, verified only');
      await screenshot(page, 'legal-directory-verified-desktop');

      await page.setViewportSize({ width: 375, height: 800 });
      const cards = page.getByRole('list', { name: 'Lawyers' });
      await cards.waitFor();
      const card = cards.getByRole('listitem').filter({ hasText: lawyer.name });
      await card.getByText('Verified').waitFor();
      await card.locator('img').waitFor();
      await checkA11y(page, 'legal directory at 375 px');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scroll at 375 px (${overflow} px)`);
      await screenshot(page, 'legal-directory-verified-375');

      await card.getByRole('button', { name: `Profile: ${lawyer.name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Verified').waitFor();
      await dialog.getByRole('img', { name: lawyer.name }).waitFor();
      await checkA11y(page, 'legal profile modal at 375 px');
      await screenshot(page, 'legal-profile-verified-375');
    },
  },
];
