import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, FORM_FIELDS, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { fill, renderScreen, signIn, signOut } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import { anAccount } from './account-fixture';
import { sessionStore } from '../../../lib/session';
import { TwoFactorSection } from './TwoFactorSection';

const recovery_codes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`);

describe('/account security: two-factor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('turns it on: QR code and key, the password and a first code, then the recovery codes once, then the status says on, asked with the fresh token', async () => {
    signIn({ role: 'helper' });
    let enabled = false;
    const api = mockApi({
      'GET /account/two-factor': () => ({ body: { enabled, recovery_codes_left: enabled ? 10 : 0, required: false } }),
      'POST /account/two-factor/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zz4=' },
      },
      'POST /account/two-factor/confirm': (call) => {
        if ((call.body as { code: string }).code !== '654321') return { status: 400, body: { error_message: TWO_FACTOR_TEXTS.wrongCode } };
        enabled = true;
        return { body: { message: TWO_FACTOR_TEXTS.turnedOn, recovery_codes, AuthToken: 'jwt-after-two-factor' } };
      },
    });
    const { user } = renderScreen(<TwoFactorSection account={anAccount()} />, { path: '/account' });
    expect(await screen.findByText(TWO_FACTOR_TEXTS.statusOff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    expect(await screen.findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt })).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await fill(user, screen.getByLabelText(FORM_FIELDS.twoFactor.password.label), 'Test#Pass1');
    await fill(user, screen.getByLabelText(FORM_FIELDS.twoFactor.code.label), '111111');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.wrongCode)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(FORM_FIELDS.twoFactor.code.label));
    await fill(user, screen.getByLabelText(FORM_FIELDS.twoFactor.code.label), '654321');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));

    expect((await screen.findByTestId('recovery-codes')).querySelectorAll('li')).toHaveLength(10);
    await user.click(screen.getByRole('checkbox', { name: TWO_FACTOR_TEXTS.savedCodes }));
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.continue }));
    expect(await screen.findByText(`${TWO_FACTOR_TEXTS.statusOn} ${TWO_FACTOR_TEXTS.recoveryCodesLeft(10)}.`)).toBeInTheDocument();
    expect(api.callsTo('POST /account/two-factor/confirm').map((call) => call.body)).toEqual([
      { code: '111111', password: 'Test#Pass1' },
      { code: '654321', password: 'Test#Pass1' },
    ]);
    // Turning it on ended every session; this one carries on with the answer's token.
    expect(sessionStore.getState().token).toBe('jwt-after-two-factor');
    expect(api.callsTo('GET /account/two-factor').at(-1)?.headers.Authorization).toBe('Bearer jwt-after-two-factor');
  });

  it("turning off sends the password and a code, and shows the server's refusal", async () => {
    signIn({ role: 'helper' });
    const api = mockApi({
      'GET /account/two-factor': { body: { enabled: true, recovery_codes_left: 8, required: false } },
      'POST /account/two-factor/disable': { status: 400, body: { error_message: ACCOUNT_TEXTS.wrongPassword } },
    });
    const { user } = renderScreen(<TwoFactorSection account={anAccount()} />, { path: '/account' });
    expect(await screen.findByText(`${TWO_FACTOR_TEXTS.statusOn} ${TWO_FACTOR_TEXTS.recoveryCodesLeft(8)}.`)).toBeInTheDocument();
    const offForm = screen.getByRole('form', { name: TWO_FACTOR_TEXTS.turnOff });
    // The form for new codes asks for the password too: the second field of each kind is Turn off's.
    const [, offPassword] = screen.getAllByLabelText(FORM_FIELDS.twoFactor.password.label);
    await fill(user, offPassword, 'Wrong#Pass1');
    const [, offCode] = screen.getAllByLabelText(FORM_FIELDS.twoFactor.code.label);
    await fill(user, offCode, '123456');
    await user.click(offForm.querySelector('button[type="submit"]')!);
    expect(await screen.findByText(ACCOUNT_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(api.callsTo('POST /account/two-factor/disable')[0].body).toEqual({ code: '123456', password: 'Wrong#Pass1' });
  });

  it('an admin where it is required sees no way to turn it off', async () => {
    signIn({ role: 'admin' });
    mockApi({ 'GET /account/two-factor': { body: { enabled: true, recovery_codes_left: 10, required: true } } });
    renderScreen(<TwoFactorSection account={anAccount({ role: 'admin' })} />, { path: '/account' });
    expect(await screen.findByText(TWO_FACTOR_TEXTS.statusRequired)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: TWO_FACTOR_TEXTS.turnOff })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: TWO_FACTOR_TEXTS.regenerate })).toBeInTheDocument();
  });

  it("turning it on without the password asks for it and sends nothing; the API's refusal of a wrong one is shown", async () => {
    signIn({ role: 'helper' });
    const api = mockApi({
      'GET /account/two-factor': { body: { enabled: false, recovery_codes_left: 0, required: false } },
      'POST /account/two-factor/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zz4=' },
      },
      'POST /account/two-factor/confirm': { status: 400, body: { error_message: ACCOUNT_TEXTS.wrongPassword } },
    });
    // The API's secret as the panel shows it, in groups of four: still the API's data.
    allowApiData('JBSW Y3DP EHPK 3PXP');
    const { user } = renderScreen(<TwoFactorSection account={anAccount()} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    await fill(user, await screen.findByLabelText(FORM_FIELDS.twoFactor.code.label), '654321');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));
    expect(await screen.findByText(FORM_FIELDS.twoFactor.password.required)).toBeInTheDocument();
    expect(api.callsTo('POST /account/two-factor/confirm')).toHaveLength(0);

    await fill(user, screen.getByLabelText(FORM_FIELDS.twoFactor.password.label), 'Wrong#Pass1');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));
    expect(await screen.findByText(ACCOUNT_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(api.callsTo('POST /account/two-factor/confirm')[0].body).toEqual({ code: '654321', password: 'Wrong#Pass1' });
  });

  it('new recovery codes ask for the password and a code, show the codes and carry on with the fresh token; a refusal is shown', async () => {
    signIn({ role: 'helper' });
    let attempt = 0;
    const api = mockApi({
      'GET /account/two-factor': { body: { enabled: true, recovery_codes_left: 3, required: false } },
      'POST /account/two-factor/recovery-codes': () =>
        (attempt += 1) === 1
          ? { status: 400, body: { error_message: ACCOUNT_TEXTS.wrongPassword } }
          : { body: { message: TWO_FACTOR_TEXTS.codesRegenerated, recovery_codes, AuthToken: 'jwt-after-new-codes' } },
    });
    const { user } = renderScreen(<TwoFactorSection account={anAccount()} />, { path: '/account' });
    const form = await screen.findByRole('form', { name: TWO_FACTOR_TEXTS.regenerate });
    const [password] = screen.getAllByLabelText(FORM_FIELDS.twoFactor.password.label);
    const [code] = screen.getAllByLabelText(FORM_FIELDS.twoFactor.code.label);
    await fill(user, password, 'Wrong#Pass1');
    await fill(user, code, '123456');
    await user.click(form.querySelector('button[type="submit"]')!);
    expect(await screen.findByText(ACCOUNT_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(sessionStore.getState().token).not.toBe('jwt-after-new-codes');

    await user.clear(password);
    await fill(user, password, 'Test#Pass1');
    await user.click(form.querySelector('button[type="submit"]')!);
    expect((await screen.findByTestId('recovery-codes')).querySelectorAll('li')).toHaveLength(10);
    expect(api.callsTo('POST /account/two-factor/recovery-codes').map((call) => call.body)).toEqual([
      { code: '123456', password: 'Wrong#Pass1' },
      { code: '123456', password: 'Test#Pass1' },
    ]);
    expect(sessionStore.getState().token).toBe('jwt-after-new-codes');
  });

  it('turning off carries on with the fresh token of the answer', async () => {
    signIn({ role: 'helper' });
    let enabled = true;
    mockApi({
      'GET /account/two-factor': () => ({ body: { enabled, recovery_codes_left: enabled ? 8 : 0, required: false } }),
      'POST /account/two-factor/disable': () => ((enabled = false), { body: { message: TWO_FACTOR_TEXTS.turnedOff, AuthToken: 'jwt-after-off' } }),
    });
    const { user } = renderScreen(<TwoFactorSection account={anAccount()} />, { path: '/account' });
    const offForm = await screen.findByRole('form', { name: TWO_FACTOR_TEXTS.turnOff });
    const [, password] = screen.getAllByLabelText(FORM_FIELDS.twoFactor.password.label);
    const [, code] = screen.getAllByLabelText(FORM_FIELDS.twoFactor.code.label);
    await fill(user, password, 'Test#Pass1');
    await fill(user, code, '123456');
    await user.click(offForm.querySelector('button[type="submit"]')!);
    expect(await screen.findByText(TWO_FACTOR_TEXTS.statusOff)).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('jwt-after-off');
  });

  it('an account without a password (Google only) is told to set one first, and changes it with a code alone', async () => {
    signIn({ role: 'helper' });
    mockApi({ 'GET /account/two-factor': { body: { enabled: false, recovery_codes_left: 0, required: false } } });
    const { unmount } = renderScreen(<TwoFactorSection account={anAccount({ has_password: false })} />, { path: '/account' });
    expect(await screen.findByText(TWO_FACTOR_TEXTS.passwordFirst)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TWO_FACTOR_TEXTS.turnOn })).not.toBeInTheDocument();
    unmount();

    mockApi({ 'GET /account/two-factor': { body: { enabled: true, recovery_codes_left: 10, required: false } } });
    renderScreen(<TwoFactorSection account={anAccount({ has_password: false })} />, { path: '/account' });
    expect(await screen.findByRole('form', { name: TWO_FACTOR_TEXTS.regenerate })).toBeInTheDocument();
    expect(screen.queryByLabelText(FORM_FIELDS.twoFactor.password.label)).not.toBeInTheDocument();
    expect(screen.getAllByLabelText(FORM_FIELDS.twoFactor.code.label)).toHaveLength(2);
  });
});
