import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { checkA11y, screenshot } from '../support/browser.mjs';
import { signInPage } from '../support/api.mjs';

const TECH = 'Technology, Engineering & Data';
const PASSWORD = 'Account#2024';

/** A fresh member per journey, so editing or deleting never touches the demo data other specs use. */
async function newMember(api, label) {
  const email = `account-${label}-${Date.now()}@e2e.example`;
  const name = `Account ${label} ${Date.now() % 100000}`;
  await api.call('POST', '/auth/register', {
    body: { name, email, password: PASSWORD, mentorship: 'Yes', role: 'helper', PhoneNumber: '5551234567', IndustryType: TECH, JobTitle: 'Tester' },
  });
  return { email, name };
}

export const accountTests = [
  {
    name: 'my account: edit the profile at 375 px and find the new job title in the professional network',
    viewport: { width: 375, height: 800 },
    async run({ page, api }) {
      const member = await newMember(api, 'profile');
      await signInPage(page, api, member.email, PASSWORD);
      await page.goto('/account');
      const jobTitle = page.getByLabel('Job Title');
      await jobTitle.waitFor();
      // axe on this screen at 375 px: the account pages sweep (account-journeys.mjs) checks the same empty profile.
      await screenshot(page, 'account-profile-375');
      await jobTitle.fill('Chief Tinkerer');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('main').getByText('Your profile has been saved').waitFor();
      await page.goto('/professionalnetwork');
      await page.getByLabel('Search by name or job title').fill('Chief Tinkerer');
      await page
        .getByRole('button', { name: `Profile: ${member.name}` })
        .first()
        .waitFor();
    },
  },
  {
    name: 'my account: changing the password signs out the other session, this one carries on',
    async run({ page, context, api }) {
      const member = await newMember(api, 'password');
      const other = await api.login(member.email, PASSWORD);
      await signInPage(page, api, member.email, PASSWORD);
      await page.goto('/account?tab=security');
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByLabel('New password').fill('Changed#2025');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('main').getByText('Your password has been changed').waitFor();
      await assert.rejects(api.call('GET', '/account', { token: other.token }), /401/);
      await page.reload();
      await page.getByRole('tab', { name: 'Password & email' }).waitFor();
      await api.login(member.email, 'Changed#2025');
      await context.clearCookies();
    },
  },
  {
    name: 'my account: download my data as a JSON file',
    async run({ page, api }) {
      const member = await newMember(api, 'export');
      await signInPage(page, api, member.email, PASSWORD);
      await page.goto('/account?tab=data');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      assert.match(download.suggestedFilename(), /^community-data-\d+\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      assert.equal(data.profile.email, member.email);
    },
  },
  {
    name: 'my account: delete the account, land signed out on /, and the sign-in is refused',
    async run({ page, api }) {
      const member = await newMember(api, 'delete');
      await signInPage(page, api, member.email, PASSWORD);
      await page.goto('/account?tab=data');
      await page.getByLabel('Your password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
      await checkA11y(page, 'delete account dialog');
      await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      assert.equal(await page.evaluate(() => localStorage.getItem('auth-token')), null);
      await assert.rejects(api.login(member.email, PASSWORD), /40[01]/);
    },
  },
];
