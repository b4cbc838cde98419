import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, renderScreen } from '../../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import { MESSAGES } from '@community/vocabulary';

describe('Forgot password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks the address: 'Please enter a valid email address'", async () => {
    const api = mockApi({});
    const { user } = renderScreen(<ForgotPasswordPage />);
    await fill(user, screen.getByLabelText('Email'), 'nope@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows Sending... while busy, then the server message', async () => {
    const reply = deferredReply();
    mockApi({ 'POST /auth/forgot-password': () => reply.promise });
    const { user } = renderScreen(<ForgotPasswordPage />);
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => reply.release({ body: { message: 'If an account exists for this email, a reset link has been sent.' } }));
    expect(screen.getByText('If an account exists for this email, a reset link has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/signin');
  });

  it("shows the server's error_message, or 'Failed to send reset link'", async () => {
    mockApi({ 'POST /auth/forgot-password': { status: 429, body: { error_message: 'Too many requests, please wait a moment and try again' } } });
    const { user } = renderScreen(<ForgotPasswordPage />);
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many requests, please wait a moment and try again')).toBeInTheDocument();
    mockApi({ 'POST /auth/forgot-password': 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderReset = () => renderScreen(<ResetPasswordPage />, { path: '/reset-password/:token', route: '/reset-password/tok-123' });

  it('says which special characters this form takes under the field before anything is typed (issue #24)', async () => {
    mockApi({});
    const { user } = renderReset();
    const password = screen.getByLabelText('New Password');
    expect(password).toHaveAccessibleDescription(MESSAGES.resetPassword.allowedCharacters);
    expect(MESSAGES.resetPassword.allowedCharacters).toContain('@ $ ! % * ? &');
    // The demo passwords (Demo#2024) pass sign-up's rule but not this one: the hint is what tells the member.
    await fill(user, password, 'Demo#2024');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(password).toHaveAccessibleDescription(MESSAGES.resetPassword.passwordRule);
  });

  it('applies the length, character and match rules with the spec texts', async () => {
    const api = mockApi({});
    const { user } = renderReset();
    await fill(user, screen.getByLabelText('New Password'), 'Ab1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await fill(user, screen.getByLabelText('New Password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      screen.getByText('Password must include at least one uppercase letter, one lowercase letter, one number, and one special character'),
    ).toBeInTheDocument();
    // '#' is outside the allowed special characters @$!%*?&
    await user.clear(screen.getByLabelText('New Password'));
    await fill(user, screen.getByLabelText('New Password'), 'Abcdef1#');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      screen.getByText('Password must include at least one uppercase letter, one lowercase letter, one number, and one special character'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await fill(user, screen.getByLabelText('New Password'), 'Abcdef1!');
    await fill(user, screen.getByLabelText('Confirm Password'), 'Abcdef1?');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends token and new password, shows Resetting..., then goes to /signin after 2 s', async () => {
    const reply = deferredReply();
    const api = mockApi({ 'POST /auth/reset-password': () => reply.promise });
    const { user } = renderReset();
    await fill(user, screen.getByLabelText('New Password'), 'Abcdef1!');
    await fill(user, screen.getByLabelText('Confirm Password'), 'Abcdef1!');
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await act(async () => reply.release({ body: { message: 'Password updated' } }));
    expect(api.calls[0].body).toEqual({ token: 'tok-123', newPassword: 'Abcdef1!' });
    expect(screen.getByText('Password updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it("shows the server's error_message, or 'Failed to reset password'", async () => {
    mockApi({ 'POST /auth/reset-password': { status: 400, body: { error_message: 'This reset link is invalid or has expired' } } });
    const { user } = renderReset();
    await fill(user, screen.getByLabelText('New Password'), 'Abcdef1!');
    await fill(user, screen.getByLabelText('Confirm Password'), 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This reset link is invalid or has expired')).toBeInTheDocument();
    mockApi({ 'POST /auth/reset-password': { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});
