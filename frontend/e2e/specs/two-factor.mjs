import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { ADMIN, signInPage } from '../support/api.mjs';
import { checkA11y, screenshot } from '../support/browser.mjs';
import { startApp } from '../support/server.mjs';

/** An app of its own with ADMIN_TWO_FACTOR=required: the shared one keeps the demo default (optional) for the other tests. */
async function startAppRequiringTwoFactor() {
  const before = process.env.ADMIN_TWO_FACTOR;
  process.env.ADMIN_TWO_FACTOR = 'required';
  try {
    return await startApp();
  } finally {
    if (before === undefined) delete process.env.ADMIN_TWO_FACTOR;
    else process.env.ADMIN_TWO_FACTOR = before;
  }
}

async function signInWithPassword(page, baseURL) {
  await page.goto(`${baseURL}/signin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const twoFactorTests = [
  {
    name: 'two-factor: the admin sets it up at the first sign-in (QR, key, recovery codes), signs out, signs in with a code (axe)',
    async run({ page }) {
      const app = await startAppRequiringTwoFactor();
      try {
        await signInWithPassword(page, app.baseURL);
        await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
        await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
        assert.equal(await page.evaluate(() => localStorage.getItem('auth-token')), null, 'no session before the code');
        await checkA11y(page, 'two-factor set-up');
        await screenshot(page, 'two-factor-setup');

        // The authenticator app, played by otplib with the key the page shows for typing by hand.
        const secret = (await page.getByTestId('two-factor-secret').textContent()).replace(/\s/g, '');
        await page.getByLabel('Authentication code').fill(await generate({ secret }));
        await page.getByRole('button', { name: 'Turn on' }).click();
        const codes = page.getByTestId('recovery-codes').locator('li');
        await codes.first().waitFor();
        assert.equal(await codes.count(), 10);
        const continueButton = page.getByRole('button', { name: 'Continue' });
        assert.ok(await continueButton.isDisabled(), 'Continue waits for "I have saved these codes"');
        await checkA11y(page, 'two-factor recovery codes');
        await screenshot(page, 'two-factor-recovery-codes');
        await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
        await continueButton.click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).waitFor();
        assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('auth-user'))).role, 'admin');

        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
        await page.waitForURL((url) => url.pathname === '/signin');

        await signInWithPassword(page, app.baseURL);
        const field = page.getByLabel('Authentication code');
        await field.waitFor();
        await field.fill('000000');
        await page.getByRole('button', { name: 'Verify' }).click();
        // The field's own message (the announcer repeats it outside main).
        await page.getByRole('main').getByText('The code is not correct or was already used').waitFor();
        await checkA11y(page, 'two-factor code step with error');
        await screenshot(page, 'two-factor-code-error');
        // The set-up used this 30-second step's code; the next step's code is accepted (one step of drift) and new.
        await field.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).waitFor();
        assert.ok(await page.evaluate(() => localStorage.getItem('auth-token')));
        await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
        await screenshot(page, 'two-factor-signed-in');
      } finally {
        await app.stop();
      }
    },
  },
  {
    name: 'two-factor: a member turns it on in My account with the password and a first code; the password is asked, a wrong one refused (axe)',
    async run({ page, api }) {
      const email = `tf-member-${Date.now().toString(36)}@e2e.example`;
      const password = 'Member#2024';
      await api.call('POST', '/auth/register', {
        body: {
          name: 'Tara Twofactor',
          email,
          password,
          mentorship: 'No',
          PhoneNumber: '5551234567',
          IndustryType: 'Technology, Engineering & Data',
          JobTitle: 'Tester',
        },
      });
      await signInPage(page, api, email, password);
      const before = await page.evaluate(() => localStorage.getItem('auth-token'));
      await page.goto('/account?tab=security');
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const secret = (await page.getByTestId('two-factor-secret').textContent()).replace(/\s/g, '');
      const form = page.getByRole('form', { name: 'Set up two-factor sign-in' });
      await form.getByLabel('Authentication code').fill(await generate({ secret }));

      // A session alone is not enough: the password is asked, and a wrong one is refused by the API.
      await form.getByRole('button', { name: 'Turn on' }).click();
      await form.getByText('Please enter your current password').waitFor();
      await form.getByLabel('Current password', { exact: true }).fill('Wrong#Pass1');
      await form.getByRole('button', { name: 'Turn on' }).click();
      await form.getByText('Current password is incorrect').waitFor();
      await checkA11y(page, 'two-factor set-up in My account, with the refusal');
      await screenshot(page, 'two-factor-account-setup-refused');

      await form.getByLabel('Current password', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Turn on' }).click();
      await page.getByTestId('recovery-codes').locator('li').first().waitFor();
      await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Two-factor sign-in is on for your account.', { exact: false }).waitFor();
      // Every other session ended; this one carries on with the answer's token.
      const after = await page.evaluate(() => localStorage.getItem('auth-token'));
      assert.ok(after && after !== before, 'the fresh token replaced the old one');
      await assert.rejects(api.call('GET', '/auth/me', { token: before }), /401/);
      assert.equal((await api.call('POST', '/auth/login', { body: { email, password } })).two_factor_required, true);
    },
  },
];
