import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { fill, renderScreen, FIELD_MESSAGE } from '../../../test/render';
import SignUpPage from './SignUpPage';
import { signInHandoff } from '../../../lib/sign-in-handoff';

const PASSWORD_RULE = 'Password must be at least 8 characters long, include one uppercase letter, one lowercase letter, one number, and one special character.';

async function fillValid(user: ReturnType<typeof renderScreen>['user'], mentorship: 'Yes' | 'No' = 'No') {
  await fill(user, screen.getByLabelText('Full Name'), 'Grace Hopper');
  await fill(user, screen.getByLabelText('Email'), 'grace@example.com');
  await fill(user, screen.getByLabelText('Password'), 'Str0ng!pass');
  await user.click(screen.getByRole('radio', { name: mentorship }));
  await fill(user, screen.getByLabelText('Phone Number'), '5551234567');
  await user.selectOptions(screen.getByLabelText('Industry Type'), 'Technology, Engineering & Data');
  await fill(user, screen.getByLabelText('Job Title'), 'Engineer');
}

describe('Member registration', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has every field, the eight industries and a browser-required mentorship answer', () => {
    renderScreen(<SignUpPage />, { path: '/signup' });
    for (const label of ['Full Name', 'Email', 'Password', 'Phone Number', 'Industry Type', 'Job Title', 'Description (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const options = Array.from((screen.getByLabelText('Industry Type') as HTMLSelectElement).options)
      .map((o) => o.value)
      .filter(Boolean);
    expect(options).toEqual([...INDUSTRIES]);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeRequired();
    expect(screen.getByRole('radio', { name: 'No' })).toBeRequired();
  });

  it('shows every required-field message and the password messages', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<SignUpPage />, { path: '/signup' });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const text of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Phone number is required',
      'Industry type is required',
      'Job title is required',
    ]) {
      expect(screen.getByText(text, FIELD_MESSAGE)).toBeInTheDocument();
    }
    await fill(user, screen.getByLabelText('Password'), 'weakpass');
    await fill(user, screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText(PASSWORD_RULE, FIELD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address', FIELD_MESSAGE)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the payload with role seeker for No, shows success and goes to /signin after 2 s', async () => {
    const api = mockApi({ 'POST /auth/register': { status: 201, body: { message: 'ok' } } });
    const { user } = renderScreen(<SignUpPage />, { path: '/signup' });
    await fillValid(user, 'No');
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await act(async () => {});
    expect(screen.getByText('Registration successful! Redirecting to login...')).toBeInTheDocument();
    // Issue #24: where the confirmation link went; /signin shows it again with Send it again (CheckInbox.test.tsx).
    expect(screen.getByText(MESSAGES.emailConfirmation.checkInbox('grace@example.com'))).toBeInTheDocument();
    expect(signInHandoff.registered()).toBe('grace@example.com');
    expect(api.calls[0].body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'Str0ng!pass',
      mentorship: 'No',
      PhoneNumber: '5551234567',
      IndustryType: 'Technology, Engineering & Data',
      JobTitle: 'Engineer',
      role: 'seeker',
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it('Yes gives role helper', async () => {
    const api = mockApi({ 'POST /auth/register': { status: 201 } });
    const { user } = renderScreen(<SignUpPage />, { path: '/signup' });
    await fillValid(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Registration successful! Redirecting to login...');
    expect(api.calls[0].body).toMatchObject({ mentorship: 'Yes', role: 'helper' });
  });

  it("shows the server's error_message, or 'Registration failed'", async () => {
    // A taken address answers 201 like a new one since issue #12 (docs/security.md); a 409 now means a look-alike address.
    mockApi({ 'POST /auth/register': { status: 409, body: { error_message: MESSAGES.confusableEmail.refused } } });
    const { user } = renderScreen(<SignUpPage />, { path: '/signup' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MESSAGES.confusableEmail.refused)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();

    mockApi({ 'POST /auth/register': { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(signInHandoff.registered(), 'nothing to check for a refused sign-up').toBeNull();
  });
});
