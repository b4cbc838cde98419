// Issue #24, "the seams between features", the ads' part: a file that is not a picture in Register Your Ad, and an ad
// edited in My ads (keeping pictures, the review notice before saving, the confirmation after), at 390 and 1280 px,
// with axe and screenshots (frontend/test-output/seams-ads-*.png).
import assert from 'node:assert/strict';
import { signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';
import { bmpPicture, pngPicture } from '../support/images.mjs';

const PASSWORD = 'Seams#2024';
const TECH = 'Technology, Engineering & Data';
const WIDTHS = [
  { label: '390 px', viewport: { width: 390, height: 844 } },
  { label: '1280 px', viewport: { width: 1280, height: 900 } },
];
const stamp = () => Date.now().toString(36);
const png = (name, rgb) => ({ name, mimeType: 'image/png', buffer: pngPicture(rgb) });

/** A member of their own per test, so the ads they post count toward nobody else's daily limit. */
async function newMember(api, label) {
  const email = `seams-ads-${label}-${stamp()}@e2e.example`;
  await api.call('POST', '/auth/register', {
    body: {
      name: `Seams Ads ${label}`,
      email,
      password: PASSWORD,
      mentorship: 'No',
      role: 'seeker',
      PhoneNumber: '5551234567',
      IndustryType: TECH,
      JobTitle: 'Tester',
    },
  });
  return { email };
}

/** Posts an ad with three pictures the way the web form does (multipart), and answers its id. */
async function postAd(baseURL, token, title, email) {
  const body = new FormData();
  const fields = {
    title,
    description: 'Brass desk lamp',
    category: 'Other',
    ad_description: 'Works well, warm light.',
    price_offer: '$45',
    contact_email: email,
    contact_phone: '+1 555 010 0199',
    location: 'Springfield',
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  [
    [220, 180, 40],
    [40, 120, 200],
    [90, 160, 90],
  ].forEach((rgb, i) => body.append('images', new Blob([pngPicture(rgb)], { type: 'image/png' }), `lamp-${i + 1}.png`));
  const response = await fetch(`${baseURL}/api/v1/issues/business-network`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  const answer = await response.json();
  assert.equal(response.status, 201, JSON.stringify(answer));
  return answer.id;
}

/** Every picture in the element has loaded (no broken thumbnail). */
async function allPicturesShown(locator) {
  await locator
    .page()
    .waitForFunction((el) => [...el.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0), await locator.elementHandle());
}

async function onScreen(locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0;
  });
}

const adCard = (page, title) => page.locator('li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const boardIds = async (api, admin) => (await api.call('GET', '/admin/get-business-network?status_all=approved', { token: admin })).data.map((ad) => ad.id);

export const adSeamTests = WIDTHS.flatMap(({ label, viewport }) => [
  {
    name: `seams: ads: Register Your Ad refuses a file that is not a picture, naming it and the accepted types; one only the API refuses shows the API's reason (${label}, axe)`,
    viewport,
    async run({ page, api }) {
      const member = await newMember(api, `pick-${viewport.width}`);
      await signInPage(page, api, member.email, PASSWORD);
      await page.goto('/businessnetwork');
      await page.getByRole('button', { name: '+ Register Your Ad' }).click();
      const form = page.getByRole('dialog', { name: 'Register Your Ad' });
      const input = form.locator('input[type=file]');
      // Pickers offer only pictures (accept), but a person can still choose "All files"; Playwright sets any file.
      await input.setInputFiles([
        png('lamp-1.png', [220, 180, 40]),
        { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n') },
        { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these bytes were never a JPEG picture') },
        png('lamp-2.png', [40, 120, 200]),
      ]);
      const refusal = '"notes.pdf", "holiday.jpg" are not pictures we can use. Please choose JPEG, PNG, WebP or GIF images.';
      await form.getByText(refusal).waitFor();
      await form.getByText('2 of 7 images (at least 3)').waitFor();
      assert.deepEqual(await form.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.alt)), ['lamp-1.png', 'lamp-2.png']);
      await allPicturesShown(form);
      assert.equal(
        await form.getByRole('button', { name: 'Upload Images' }).getAttribute('aria-describedby'),
        await form.getByText(refusal).getAttribute('id'),
      );
      await checkA11y(page, `register ad, a file that is not a picture refused (${label})`);
      await screenshot(page, `seams-ads-not-a-picture-${viewport.width}`);

      // A BMP named .png: the browser opens it, so it goes up, and the API's own reason comes back.
      await input.setInputFiles([{ name: 'scan.png', mimeType: 'image/png', buffer: bmpPicture([120, 60, 160]) }]);
      await form.getByText('3 of 7 images (at least 3)').waitFor();
      assert.equal(await form.getByText(refusal).count(), 0, 'a good pick clears the refusal');
      await form.getByLabel('Title').fill(`Seams lamp ${stamp()}`);
      await form.getByLabel('Description', { exact: true }).fill('Brass desk lamp');
      await form.getByLabel('Category').selectOption('Other');
      await form.getByLabel('Ad Description').fill('Works well, warm light.');
      await form.getByLabel('Contact Email').fill(member.email);
      await form.getByLabel('Contact Phone').fill('+1 555 010 0199');
      await form.getByLabel('Location').fill('Springfield');
      await form.getByRole('button', { name: 'Submit Ad' }).click();
      await form.getByText('Each image must be a JPEG, PNG, WebP or GIF picture').waitFor({ timeout: 30_000 });
      assert.equal(await form.getByText('Images are too large. Kindly provide compressed images.').count(), 0);
      await checkA11y(page, `register ad, the API's reason (${label})`);
      await screenshot(page, `seams-ads-api-reason-${viewport.width}`);

      await form.getByRole('button', { name: 'Remove scan.png' }).click();
      await input.setInputFiles([png('lamp-3.png', [90, 160, 90])]);
      await form.getByRole('button', { name: 'Submit Ad' }).click();
      await page.getByRole('main').getByText('Ad submitted successfully!').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: `seams: ads: My ads edits an approved ad keeping two pictures and adding one; the review notice before saving, the confirmation after, off the board until approved (${label}, axe)`,
    viewport,
    async run({ page, api, app }) {
      const member = await newMember(api, `edit-${viewport.width}`);
      const { token } = await api.login(member.email, PASSWORD);
      const title = `Seams lamp ${viewport.width} ${stamp()}`;
      const id = await postAd(app.baseURL, token, title, member.email);
      const admin = await api.admin();
      await api.call('POST', '/admin/approve-business-network', { token: admin, body: { id } });
      assert.ok((await boardIds(api, admin)).includes(id), 'on the board once approved');
      const before = (await api.call('GET', '/account/ads', { token })).data.find((ad) => ad.id === id);
      const [first, second, third] = JSON.parse(before.image_url);

      await signInPage(page, api, member.email, PASSWORD);
      await page.goto('/account?tab=ads');
      const card = adCard(page, title);
      await card.getByText('Approved', { exact: true }).waitFor();
      await card.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit ad' });
      await edit.getByText('3 of 7 images (at least 3)').waitFor();
      for (const n of [1, 2, 3]) await edit.getByRole('img', { name: `Current picture ${n}` }).waitFor();
      await allPicturesShown(edit);
      const notice = edit.getByText(
        /^Saving changes sends this ad back to review: it is taken off the Ads and Services board until an admin approves it again/,
      );
      await notice.waitFor();
      await checkA11y(page, `edit ad with its pictures (${label})`);
      await screenshot(page, `seams-ads-edit-open-${viewport.width}`);

      await edit.getByRole('button', { name: 'Remove current picture 2' }).click();
      await edit.getByText('2 of 7 images (at least 3)').waitFor();
      await edit.locator('input[type=file]').setInputFiles([png('lamp-new.png', [200, 70, 70])]);
      await edit.getByRole('img', { name: 'lamp-new.png' }).waitFor();
      await edit.getByText('3 of 7 images (at least 3)').waitFor();
      await allPicturesShown(edit);
      assert.deepEqual(await edit.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.alt)), [
        'Current picture 1',
        'Current picture 2',
        'lamp-new.png',
      ]);
      await screenshot(page, `seams-ads-edit-pictures-${viewport.width}`);
      await edit.getByLabel('Price / Offer (optional)').fill('$40');
      await notice.scrollIntoViewIfNeeded();
      assert.ok(await onScreen(notice), 'the review notice is on screen beside Save');
      await screenshot(page, `seams-ads-edit-changed-${viewport.width}`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'hidden', timeout: 30_000 });

      const confirmation = card.getByText('Your ad has been saved and is waiting for review');
      await confirmation.waitFor();
      await card.getByText('Pending review', { exact: true }).waitFor();
      assert.ok(await onScreen(confirmation), 'the confirmation is on screen where the dialog closed');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Edit', 'the focus is back on the Edit button');
      await checkA11y(page, `my ads after the edit (${label})`);
      await screenshot(page, `seams-ads-edit-saved-${viewport.width}`);

      const after = (await api.call('GET', '/account/ads', { token })).data.find((ad) => ad.id === id);
      const images = JSON.parse(after.image_url);
      assert.deepEqual(images.slice(0, 2), [first, third], 'the two kept pictures first, in their order');
      assert.equal(images.length, 3);
      assert.equal(after.price_offer, '$40');
      for (const key of [...images, ...JSON.parse(after.thumbnail_url)])
        assert.equal((await fetch(`${app.baseURL}/uploads/${key}`)).status, 200, `${key} is served`);
      assert.equal((await fetch(`${app.baseURL}/uploads/${second}`)).status, 404, 'the removed picture is gone');
      assert.ok(!(await boardIds(api, admin)).includes(id), 'off the board while it waits for review, as the notice said');
    },
  },
]);
