import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, renderScreen, signOut } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import SignInPage from './SignInPage';

const user_details = { id: 3, name: 'Ada', email: 'ada@example.com', role: 'seeker', industry: 'Technology, Engineering & Data', profileComplete: true };

function renderSignIn() {
  return renderScreen(<SignInPage />, { path: '/signin' });
}

describe('Sign in', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    signOut();
  });

  it('shows the two validation messages and clears the busy state 1.5 s later', async () => {
    const api = mockApi({});
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), 'not-an-email');
    await fill(user, screen.getByLabelText('Password'), '12345');
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });

  it('signs in, stores token and user, then goes to / after 2 s', async () => {
    const reply = deferredReply();
    const api = mockApi({ 'POST /auth/login': () => reply.promise });
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), ' ada@example.com ');
    await fill(user, screen.getByLabelText('Password'), 'Secret1!');
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(sessionStore.getState().loading).toBe(true);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await act(async () => reply.release({ body: { message: 'Login successful', user_details, AuthToken: 'jwt-1' } }));
    expect(api.calls[0].body).toEqual({ email: 'ada@example.com', password: 'Secret1!' });
    expect(localStorage.getItem('auth-token')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('auth-user')!)).toEqual(user_details);
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, role: 'seeker', loading: false });
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it("shows the server's error_message under the password field", async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { error_message: 'Invalid email or password' } } });
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Invalid email or password');
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: false, loading: false });
    // Whoever cannot get in (a suspended member) can still ask for their data.
    expect(screen.getByRole('link', { name: "Can't sign in? Get a copy of your data" })).toHaveAttribute('href', '/account/export-request');
  });

  it("falls back to 'Login failed' without a server text or when the network fails", async () => {
    mockApi({ 'POST /auth/login': 'network-error' });
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it("falls back to 'Login failed' when the answer carries no error_message", async () => {
    mockApi({ 'POST /auth/login': { status: 500, body: {} } });
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { user } = renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to forgot password and signup, and has no Google button without a client id', () => {
    renderSignIn();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Can't sign in? Get a copy of your data" })).not.toBeInTheDocument();
  });

  it('finishes the Google redirect flow from /signin#token=...', async () => {
    const api = mockApi({ 'GET /auth/me': { body: { user_details } } });
    window.history.replaceState(null, '', '/signin#token=jwt-google');
    renderSignIn();
    await vi.waitFor(() => expect(localStorage.getItem('auth-token')).toBe('jwt-google'), { timeout: 8000 });
    expect(api.calls[0].headers.Authorization).toBe('Bearer jwt-google');
    expect(window.location.hash).toBe('');
  });

  it('shows the error of a failed Google redirect', async () => {
    mockApi({});
    // The API's text, sent in the redirect's address rather than through the stubbed API.
    allowApiData('Google sign-in was cancelled');
    window.history.replaceState(null, '', '/signin#error=Google%20sign-in%20was%20cancelled');
    renderSignIn();
    expect(await screen.findByText('Google sign-in was cancelled')).toBeInTheDocument();
  });
});
