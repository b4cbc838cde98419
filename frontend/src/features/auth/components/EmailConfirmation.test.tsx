import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@community/vocabulary';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { renderApp, renderScreen, signIn, signOut } from '../../../test/render';
import { sessionStore } from '../../../lib/session';
import ConfirmEmailPage from './ConfirmEmailPage';
import { EmailConfirmationBanner } from './EmailConfirmationBanner';

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

describe('confirm-email page (/confirm-email/:token)', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows its loading state, posts the token once, then the success; a signed-in banner disappears', async () => {
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
  });

  it('an expired link (410) says so and offers to sign in to ask for a new one', async () => {
    mockApi({ 'POST /auth/confirm-email': { status: 410, body: { error_message: TEXTS.expiredLink } } });
    renderScreen(<ConfirmEmailPage />, { path: '/confirm-email/:token', route: `/confirm-email/${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.expiredLink);
    expect(screen.getByRole('link', { name: TEXTS.signInToResend })).toHaveAttribute('href', '/signin');
  });

  it('a used, replaced or unknown link (400) says it is invalid', async () => {
    mockApi({ 'POST /auth/confirm-email': { status: 400, body: { error_message: TEXTS.invalidLink } } });
    renderScreen(<ConfirmEmailPage />, { path: '/confirm-email/:token', route: `/confirm-email/${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.invalidLink);
    expect(screen.queryByRole('link', { name: TEXTS.signInToResend })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.goHome })).toHaveAttribute('href', '/');
  });

  it('a network failure says so', async () => {
    mockApi({ 'POST /auth/confirm-email': 'network-error' });
    renderScreen(<ConfirmEmailPage />, { path: '/confirm-email/:token', route: `/confirm-email/${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.generic.networkError);
  });
});
