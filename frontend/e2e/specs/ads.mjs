import assert from 'node:assert/strict';
import { DEMO_PASSWORD, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot, tabAndPress, tabAndSelect, tabAndType } from '../support/browser.mjs';
import { pngPicture } from '../support/images.mjs';

const TECH = 'Technology, Engineering & Data';
const title = `E2E bicycle ${Date.now().toString(36)}`;
const colours = [
  [200, 60, 60],
  [60, 160, 80],
  [60, 90, 200],
];

/**
 * Enter on the focused Upload Images button. Playwright intercepts file pickers only once a listener exists;
 * a key pressed before that opens a real (invisible) picker that blocks later ones, so listen first.
 */
async function openFileChooserWithKeyboard(page) {
  const chooser = new Promise((resolve) => page.once('filechooser', resolve));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.keyboard.press('Enter');
  return Promise.race([chooser, new Promise((_, reject) => setTimeout(() => reject(new Error('The keyboard did not open the file picker')), 10_000))]);
}

export const adTests = [
  {
    name: 'ads: post an ad with the keyboard only, review notice, success alert (axe)',
    async run({ page, api }) {
      page.on('filechooser', () => {});
      const seeker = await api.demoMember('seeker', TECH);
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      await page.goto('/businessnetwork');
      await page.getByRole('button', { name: '+ Register Your Ad' }).waitFor();
      await page.getByRole('main').getByText('Fetching Ads...').waitFor({ state: 'hidden' });
      await checkA11y(page, 'ads and services');
      await page.locator('body').focus();
      await tabAndPress(page, '+ Register Your Ad');
      const dialog = page.getByRole('dialog', { name: 'Register Your Ad' });
      await dialog.waitFor();
      await dialog.getByText(/reviewed by our team before it is approved/).waitFor();
      await tabAndPress(page, 'Submit Ad');
      await dialog.getByText('Please upload at least 3 images before submitting').last().waitFor();
      await dialog.getByText('Title is required').last().waitFor();
      await checkA11y(page, 'register ad with errors');
      await screenshot(page, 'register-ad-errors');

      await dialog.getByRole('button', { name: 'Upload Images' }).focus();
      const chooser = await openFileChooserWithKeyboard(page);
      await chooser.setFiles(colours.map((rgb, i) => ({ name: `bike-${i + 1}.png`, mimeType: 'image/png', buffer: pngPicture(rgb) })));
      await dialog.getByRole('button', { name: 'Remove bike-3.png' }).waitFor();
      await tabAndType(page, 'Title', title);
      await tabAndType(page, 'Description', 'Light road bicycle');
      await tabAndSelect(page, 'Category', 'Other');
      await tabAndType(page, 'Ad Description', 'Aluminium frame, new tyres, ridden twice.');
      await tabAndType(page, 'Contact Email', seeker.email);
      await tabAndType(page, 'Contact Phone', '+1 555 010 0123');
      await tabAndType(page, 'Location', 'Springfield');
      await tabAndPress(page, 'Submit Ad');
      await page.getByRole('main').getByText('Ad submitted successfully!').waitFor({ timeout: 30_000 });
      await dialog.waitFor({ state: 'hidden' });
      await screenshot(page, 'ad-submitted');
    },
  },
  {
    name: 'ads: once approved, the card shows its thumbnail and the detail modal its images, N/A price, mailto and tel (axe)',
    async run({ page, api }) {
      const admin = await api.admin();
      const pending = (await api.call('GET', '/admin/get-business-network?status_all=pending', { token: admin })).data;
      const ad = pending.find((item) => item.title === title);
      assert.ok(ad, 'the posted ad waits in the pending list');
      await api.call('POST', '/admin/approve-business-network', { token: admin, body: { id: ad.id } });

      const seeker = await api.demoMember('helper', TECH);
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      await page.goto('/businessnetwork');
      const card = page.getByRole('button', { name: `Open ad: ${title}` });
      await card.waitFor();
      const src = await card.locator('img').getAttribute('src');
      assert.match(src, /^\/uploads\//);
      assert.ok(await card.locator('img').evaluate((img) => img.complete && img.naturalWidth > 0), 'the thumbnail loads');
      await screenshot(page, 'ads-approved');
      await card.click();
      const detail = page.getByRole('dialog', { name: title });
      await detail.waitFor();
      assert.equal(await detail.getByRole('listitem').count(), 3);
      await detail.getByText('N/A').waitFor();
      assert.match(await detail.getByRole('link', { name: /@community\.example$/ }).getAttribute('href'), /^mailto:/);
      assert.equal(await detail.getByRole('link', { name: '+1 555 010 0123' }).getAttribute('href'), 'tel:+15550100123');
      await checkA11y(page, 'ad detail modal');
      await screenshot(page, 'ad-detail');
      await detail.getByRole('listitem', { name: 'Show image 2 full size' }).click();
      await page.getByRole('img', { name: `${title} full size` }).waitFor();
      await screenshot(page, 'ad-image-full-size');
    },
  },
  {
    name: 'ads: search: the board finds the approved ad by a word prefix and a category, the Business Directory a group by its title (axe)',
    async run({ page, api }) {
      const seeker = await api.demoMember('helper', TECH);
      await signInPage(page, api, seeker.email, DEMO_PASSWORD);
      await page.goto('/businessnetwork');
      const card = page.getByRole('button', { name: `Open ad: ${title}` });
      await card.waitFor();
      const word = title.split(' ').at(-1);
      await page.getByLabel('Search ads').fill(`bicy ${word.slice(0, 4)}`);
      // The list is replaced once typing settles: wait until only the ad whose words begin so is left.
      await page.waitForFunction(() => document.querySelectorAll('[aria-label^="Open ad: "]').length === 1, null, { timeout: 10_000 });
      await card.waitFor();
      await page.getByLabel('Category').selectOption('Retail');
      await page.getByRole('main').getByText('No ads to show yet.').waitFor();
      await page.getByLabel('Category').selectOption('Other');
      await card.waitFor();
      await checkA11y(page, 'ads board searched');
      await screenshot(page, 'ads-searched');

      await page.goto('/business');
      await page.getByRole('button', { name: 'Profile: Crescent Bakery' }).waitFor();
      await page.getByLabel('Search businesses').fill('cedar te');
      await page.getByRole('button', { name: 'Profile: Crescent Bakery' }).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Profile: Cedar Tech Consulting' }).waitFor();
      await checkA11y(page, 'business directory searched');
      await screenshot(page, 'business-directory-searched');
    },
  },
];
