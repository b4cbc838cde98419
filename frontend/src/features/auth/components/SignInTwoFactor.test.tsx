import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_FIELDS, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { sessionStore } from '../../../lib/session';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, renderScreen, signOut } from '../../../test/render';
import SignInPage from './SignInPage';

const user_details = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin', industry: null, profileComplete: true };
const codeAsked = { message: TWO_FACTOR_TEXTS.codeAsked, two_factor_required: true, challenge: 'challenge-1' };
const setupAsked = { message: TWO_FACTOR_TEXTS.setupAsked, two_factor_setup_required: true, challenge: 'setup-1' };
const recovery_codes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`);

async function signInWithPassword() {
  const rendered = renderScreen(<SignInPage />, { path: '/signin' });
  await fill(rendered.user, screen.getByLabelText('Email'), 'admin@example.com');
  await fill(rendered.user, screen.getByLabelText('Password'), 'Secret1!');
  await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return rendered;
}

describe('Sign in: the two-factor step', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    signOut();
  });

  it('asks for the code after a right password, stores nothing until the code is right, then signs in', async () => {
    const reply = deferredReply();
    const api = mockApi({ 'POST /auth/login': { body: codeAsked }, 'POST /auth/two-factor': () => reply.promise });
    const { user } = await signInWithPassword();

    expect(await screen.findByRole('heading', { name: TWO_FACTOR_TEXTS.title })).toBeInTheDocument();
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: false, loading: false });
    const field = await screen.findByLabelText(FORM_FIELDS.twoFactor.code.label);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    // Nothing typed: the field says so and nothing is sent.
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(field).toHaveAccessibleDescription(TWO_FACTOR_TEXTS.codeRequired);
    expect(api.callsTo('POST /auth/two-factor')).toHaveLength(0);

    await fill(user, field, ' 492 039 ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verifying })).toBeDisabled();
    await act(async () => reply.release({ body: { message: 'Login successful', user_details, AuthToken: 'jwt-2fa' } }));
    expect(api.callsTo('POST /auth/two-factor')[0].body).toEqual({ challenge: 'challenge-1', code: '492 039' });
    expect(localStorage.getItem('auth-token')).toBe('jwt-2fa');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it("shows the server's text for a wrong code under the field, and takes a recovery code instead", async () => {
    const api = mockApi({
      'POST /auth/login': { body: codeAsked },
      'POST /auth/two-factor': (call) =>
        (call.body as { code: string }).code === 'k7m2p-x9qrt'
          ? { body: { message: 'Login successful', user_details, AuthToken: 'jwt-recovery' } }
          : { status: 401, body: { error_message: TWO_FACTOR_TEXTS.wrongCode } },
    });
    const { user } = await signInWithPassword();
    await fill(user, await screen.findByLabelText(FORM_FIELDS.twoFactor.code.label), '000000');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.wrongCode)).toBeInTheDocument();
    expect(screen.getByLabelText(FORM_FIELDS.twoFactor.code.label)).toHaveAccessibleDescription(TWO_FACTOR_TEXTS.wrongCode);
    expect(localStorage.getItem('auth-token')).toBeNull();

    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.useRecoveryCode }));
    const recovery = screen.getByLabelText(FORM_FIELDS.twoFactor.recoveryCode.label);
    expect(recovery).toHaveValue('');
    await fill(user, recovery, 'k7m2p-x9qrt');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    await vi.waitFor(() => expect(localStorage.getItem('auth-token')).toBe('jwt-recovery'));
    expect(api.callsTo('POST /auth/two-factor').map((call) => call.body)).toEqual([
      { challenge: 'challenge-1', code: '000000' },
      { challenge: 'challenge-1', code: 'k7m2p-x9qrt' },
    ]);
  });

  it('an expired challenge says so; "Back to sign in" returns to the password form', async () => {
    mockApi({ 'POST /auth/login': { body: codeAsked }, 'POST /auth/two-factor': { status: 401, body: { error_message: TWO_FACTOR_TEXTS.challengeExpired } } });
    const { user } = await signInWithPassword();
    await fill(user, await screen.findByLabelText(FORM_FIELDS.twoFactor.code.label), '123456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.challengeExpired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.startOver }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('an admin who must set it up sees the QR code and the key, confirms a code, and must save the recovery codes before going on', async () => {
    const api = mockApi({
      'POST /auth/login': { body: setupAsked },
      'POST /auth/two-factor/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zz4=' },
      },
      'POST /auth/two-factor/setup/confirm': (call) =>
        (call.body as { code: string }).code === '111111'
          ? { body: { message: 'Login successful', user_details, AuthToken: 'jwt-admin', recovery_codes } }
          : { status: 401, body: { error_message: TWO_FACTOR_TEXTS.wrongCode } },
    });
    const { user } = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: TWO_FACTOR_TEXTS.setupTitle })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zz4=');
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(api.callsTo('POST /auth/two-factor/setup')[0].body).toEqual({ challenge: 'setup-1' });

    await fill(user, screen.getByLabelText(FORM_FIELDS.twoFactor.code.label), '222222');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.wrongCode)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(FORM_FIELDS.twoFactor.code.label));
    await fill(user, screen.getByLabelText(FORM_FIELDS.twoFactor.code.label), '111111');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }));
    const list = await screen.findByTestId('recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('abcde-fgh00');
    // Not signed in until the codes are saved.
    expect(localStorage.getItem('auth-token')).toBeNull();
    const next = screen.getByRole('button', { name: TWO_FACTOR_TEXTS.continue });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: TWO_FACTOR_TEXTS.savedCodes }));
    await user.click(next);
    expect(localStorage.getItem('auth-token')).toBe('jwt-admin');
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it('the Google redirect with #two_factor=... goes straight to the code step', async () => {
    mockApi({});
    window.history.replaceState(null, '', '/signin#two_factor=google-challenge');
    renderScreen(<SignInPage />, { path: '/signin' });
    expect(await screen.findByLabelText(FORM_FIELDS.twoFactor.code.label)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
