import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@community/vocabulary';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, renderApp, renderScreen, signIn, signOut } from '../../../test/render';
import { sessionStore } from '../../../lib/session';
import ConfirmEmailPage from './ConfirmEmailPage';
import { EmailConfirmationBanner } from './EmailConfirmationBanner';
import { signInHandoff } from '../../../lib/sign-in-handoff';

const TEXTS = MESSAGES.emailConfirmation;
const TOKEN = 'Vb2m9T_c1LkQyZr8nW4uE6pH5sD7fG2jK0aBcq3Jx0a';
const unconfirmedMe = { 'GET /auth/me': { body: { user_details: { id: 1, emailConfirmed: false } } } };

describe('email confirmation banner', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('is not shown signed out, nor to a confirmed member, nor to a session stored before the field existed', () => {
    mockApi({});
    const { unmount } = renderScreen(<EmailConfirmationBanner />);
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
    unmount();
    signIn({ role: 'helper', emailConfirmed: true });
    renderScreen(<EmailConfirmationBanner />).unmount();
    signIn({ role: 'helper' });
    renderScreen(<EmailConfirmationBanner />);
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
  });

  it('tells an unconfirmed member what waits; Resend shows Sending... then announces the answer politely', async () => {
    const reply = deferredReply();
    const api = mockApi({ ...unconfirmedMe, 'POST /auth/resend-confirmation': () => reply.promise });
    signIn({ role: 'seeker', emailConfirmed: false });
    const { user } = renderScreen(<EmailConfirmationBanner />);
    const banner = screen.getByRole('region', { name: 'Email confirmation' });
    expect(banner).toHaveTextContent(TEXTS.banner);
    await user.click(screen.getByRole('button', { name: TEXTS.resend }));
    expect(screen.getByRole('button', { name: TEXTS.resending })).toBeDisabled();
    await act(async () => reply.release({ body: { message: TEXTS.resent } }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(TEXTS.resent);
    expect(screen.getByRole('button', { name: TEXTS.resend })).toBeEnabled();
    expect(api.callsTo('POST /auth/resend-confirmation')[0].headers.Authorization).toBe('Bearer test-token');
  });

  it("announces the server's error (e.g. the 429 of a second Resend within a minute), or a fallback when the network fails", async () => {
    mockApi({ ...unconfirmedMe, 'POST /auth/resend-confirmation': { status: 429, body: { error_message: MESSAGES.http.tooManyRequests } } });
    signIn({ role: 'seeker', emailConfirmed: false });
    const { user } = renderScreen(<EmailConfirmationBanner />);
    await user.click(screen.getByRole('button', { name: TEXTS.resend }));
    expect(await screen.findByText(MESSAGES.http.tooManyRequests)).toBeInTheDocument();
    mockApi({ ...unconfirmedMe, 'POST /auth/resend-confirmation': 'network-error' });
    await user.click(screen.getByRole('button', { name: TEXTS.resend }));
    expect(await screen.findByText(TEXTS.resendFailed)).toBeInTheDocument();
  });

  it('goes away when /auth/me says the address was confirmed meanwhile (another device), keeping the session', async () => {
    mockApi({ 'GET /auth/me': { body: { user_details: { id: 1, emailConfirmed: true } } } });
    signIn({ role: 'seeker', emailConfirmed: false });
    renderScreen(<EmailConfirmationBanner />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument());
    expect(sessionStore.getState().token).toBe('test-token');
    expect(sessionStore.getState().user?.emailConfirmed).toBe(true);
  });
});

describe("confirm-email page (/confirm-email/:token), signed in: the link confirms this session's account", () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  const renderSignedIn = () => {
    signIn({ role: 'seeker', emailConfirmed: false });
    return renderScreen(<ConfirmEmailPage />, { path: '/confirm-email/:token', route: `/confirm-email/${TOKEN}` });
  };

  it('shows its loading state, posts the token once with the session, then the success; a signed-in banner disappears', async () => {
    const reply = deferredReply();
    const api = mockApi({ ...unconfirmedMe, 'POST /auth/confirm-email': () => reply.promise });
    signIn({ role: 'seeker', emailConfirmed: false });
    renderApp(`/confirm-email/${TOKEN}`);
    expect(await screen.findByText(TEXTS.checking)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Email confirmation' })).toBeInTheDocument();
    await act(async () => reply.release({ body: { message: TEXTS.confirmed } }));
    expect(await screen.findByText(TEXTS.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /auth/confirm-email')).toHaveLength(1);
    expect(api.callsTo('POST /auth/confirm-email')[0].body).toEqual({ token: TOKEN });
    expect(api.callsTo('POST /auth/confirm-email')[0].headers.Authorization).toBe('Bearer test-token');
  });

  it("an expired (410), a dead (400) and another account's link (403) each say so with the API's text", async () => {
    for (const [status, text] of [
      [410, TEXTS.expiredLink],
      [400, TEXTS.invalidLink],
      [403, TEXTS.otherAccount],
    ] as const) {
      mockApi({ 'POST /auth/confirm-email': { status, body: { error_message: text } } });
      const { unmount } = renderSignedIn();
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: TEXTS.goHome })).toHaveAttribute('href', '/');
      unmount();
    }
  });

  it('a network failure says so', async () => {
    mockApi({ 'POST /auth/confirm-email': 'network-error' });
    renderSignedIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.generic.networkError);
  });
});

describe('confirm-email page, signed out: sign in to confirm, or set your own password (docs/security.md, "Confirmation link")', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  const renderSignedOut = () => renderScreen(<ConfirmEmailPage />, { path: '/confirm-email/:token', route: `/confirm-email/${TOKEN}` });

  it('sends nothing on arrival and offers both ways, each under its own heading', () => {
    const api = mockApi({});
    renderSignedOut();
    expect(screen.getByRole('heading', { level: 2, name: TEXTS.signedOutTitle })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.signedOutExplain)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TEXTS.notYoursTitle })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.notYoursExplain)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.signInToConfirm })).toBeEnabled();
    expect(screen.getByRole('button', { name: TEXTS.setPassword })).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });

  it('Sign in to confirm goes to /signin and leaves this link for it to come back to', async () => {
    mockApi({});
    const { user } = renderSignedOut();
    await user.click(screen.getByRole('button', { name: TEXTS.signInToConfirm }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(signInHandoff.takeReturn()).toBe(`/confirm-email/${TOKEN}`);
    expect(signInHandoff.takeReturn(), 'once only').toBe('/');
  });

  it('checks the reset rule and the match before sending; Set my password shows Saving..., then the answer and a way to sign in', async () => {
    const reply = deferredReply();
    const api = mockApi({ 'POST /auth/confirm-email/new-password': () => reply.promise });
    const { user } = renderSignedOut();
    await fill(user, screen.getByLabelText('New Password'), 'Own3r@pass');
    await fill(user, screen.getByLabelText('Confirm Password'), 'Other@pass1');
    await user.click(screen.getByRole('button', { name: TEXTS.setPassword }));
    expect(screen.getByText(MESSAGES.resetPassword.mismatch)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm Password'));
    await fill(user, screen.getByLabelText('Confirm Password'), 'Own3r@pass');
    await user.click(screen.getByRole('button', { name: TEXTS.setPassword }));
    expect(screen.getByRole('button', { name: TEXTS.settingPassword })).toBeDisabled();
    await act(async () => reply.release({ body: { message: TEXTS.confirmedWithNewPassword } }));
    expect(await screen.findByText(TEXTS.confirmedWithNewPassword)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(api.calls[0].body).toEqual({ token: TOKEN, newPassword: 'Own3r@pass' });
    expect(api.calls[0].headers.Authorization).toBeUndefined();
  });

  it("shows the API's refusal (an expired link's 410) and keeps the form", async () => {
    mockApi({ 'POST /auth/confirm-email/new-password': { status: 410, body: { error_message: TEXTS.expiredLink } } });
    const { user } = renderSignedOut();
    await fill(user, screen.getByLabelText('New Password'), 'Own3r@pass');
    await fill(user, screen.getByLabelText('Confirm Password'), 'Own3r@pass');
    await user.click(screen.getByRole('button', { name: TEXTS.setPassword }));
    expect(await screen.findByText(TEXTS.expiredLink)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.setPassword })).toBeEnabled();
  });
});
