import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, renderApp, renderScreen, signOut } from '../../../test/render';
import SignInPage from './SignInPage';
import { signInHandoff } from '../../../lib/sign-in-handoff';

const TEXTS = MESSAGES.emailConfirmation;
const EMAIL = 'grace@example.com';
const user_details = { id: 3, name: 'Grace', email: EMAIL, role: 'seeker', industry: INDUSTRIES[7], profileComplete: true, emailConfirmed: false };

/** The sign-up's success, continued on /signin after the spec's 2 s redirect: where the link went, and Send it again (issue #24). */
describe('check your inbox, with Send it again', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    signOut();
  });

  const panel = () => screen.getByRole('region', { name: 'Check your inbox' });
  const renderSignIn = () => renderScreen(<SignInPage />, { path: '/signin' });

  it('a member sign-up says where the link went and, after the 2 s redirect, /signin shows it with Send it again', async () => {
    mockApi({ 'POST /auth/register': { status: 201, body: { message: MESSAGES.signup.success } } });
    const { user } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Join our network' });
    await fill(user, screen.getByLabelText('Full Name'), 'Grace Hopper');
    await fill(user, screen.getByLabelText('Email'), ` ${EMAIL} `);
    await fill(user, screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await fill(user, screen.getByLabelText('Phone Number'), '5551234567');
    await user.selectOptions(screen.getByLabelText('Industry Type'), INDUSTRIES[7]);
    await fill(user, screen.getByLabelText('Job Title'), 'Engineer');
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await act(async () => {});
    expect(screen.getByText(MESSAGES.signup.success)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.checkInbox(EMAIL))).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2000));
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(panel()).toHaveTextContent(TEXTS.checkInbox(EMAIL));
    expect(panel()).toHaveTextContent(TEXTS.notThere);
    expect(screen.getByRole('button', { name: TEXTS.sendAgain })).toBeEnabled();
  });

  it('Send it again shows Sending..., posts the address without a session, and announces the answer politely', async () => {
    signInHandoff.rememberRegistered(EMAIL);
    const reply = deferredReply();
    const api = mockApi({ 'POST /auth/confirmation/resend': () => reply.promise });
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: TEXTS.sendAgain }));
    expect(screen.getByRole('button', { name: TEXTS.resending })).toBeDisabled();
    expect(screen.getByRole('button', { name: TEXTS.resending })).toHaveAttribute('aria-busy', 'true');
    await act(async () => reply.release({ body: { message: TEXTS.resentIfWaiting } }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(TEXTS.resentIfWaiting);
    expect(screen.getByRole('button', { name: TEXTS.sendAgain })).toBeEnabled();
    expect(api.callsTo('POST /auth/confirmation/resend')[0].body).toEqual({ email: EMAIL });
    expect(api.callsTo('POST /auth/confirmation/resend')[0].headers.Authorization).toBeUndefined();
  });

  it("says the 429's text when the address or this device asked too often, and a fallback when the network fails", async () => {
    signInHandoff.rememberRegistered(EMAIL);
    mockApi({ 'POST /auth/confirmation/resend': { status: 429, body: { error_message: MESSAGES.http.tooManyRequests } } });
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: TEXTS.sendAgain }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.http.tooManyRequests);
    mockApi({ 'POST /auth/confirmation/resend': 'network-error' });
    await user.click(screen.getByRole('button', { name: TEXTS.sendAgain }));
    expect(await screen.findByText(TEXTS.resendFailed)).toBeInTheDocument();
  });

  it('is not shown on a /signin nobody was sent to by a sign-up, and goes once the member signs in', async () => {
    mockApi({ 'POST /auth/login': { body: { message: 'Login successful', user_details, AuthToken: 'jwt-1' } } });
    const { unmount } = renderSignIn();
    expect(screen.queryByRole('region', { name: 'Check your inbox' })).not.toBeInTheDocument();
    unmount();

    signInHandoff.rememberRegistered(EMAIL);
    const { user } = renderSignIn();
    expect(panel()).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Email'), EMAIL);
    await fill(user, screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Check your inbox' })).not.toBeInTheDocument();
    expect(signInHandoff.registered()).toBeNull();
  });

  it('after signing in, goes back to the confirmation link that sent the member to /signin (and nowhere another page chose)', async () => {
    mockApi({ 'POST /auth/login': { body: { message: 'Login successful', user_details, AuthToken: 'jwt-1' } } });
    signInHandoff.returnAfterSignIn('https://evil.example/phish');
    signInHandoff.returnAfterSignIn('/confirm-email/Vb2m9T_c1LkQyZr8nW4uE6pH5sD7fG2jK0aBcq3Jx0a');
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), EMAIL);
    await fill(user, screen.getByLabelText('Password'), 'Str0ng!pass');
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await act(async () => {});
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/confirm-email/Vb2m9T_c1LkQyZr8nW4uE6pH5sD7fG2jK0aBcq3Jx0a');
  });
});
