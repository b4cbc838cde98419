import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { fill, renderScreen, signIn, signOut } from '../../../test/render';
import { ProfileCompletionPage } from './ProfileCompletionPage';

describe('profile completion after a first Google sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('asks for mentorship, phone, industry and job title with the signup texts', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<ProfileCompletionPage />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeRequired();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Industry type is required')).toBeInTheDocument();
    expect(screen.getByText('Job title is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('PATCHes the profile and stores the completed session', async () => {
    signIn({ role: 'helper', industry: null, profileComplete: false }, 'jwt-old');
    const completed = {
      id: 1,
      name: 'Ada',
      email: 'ada@example.com',
      role: 'seeker',
      industry: 'Technology, Engineering & Data',
      JobTitle: 'Engineer',
      profileComplete: true,
    };
    const api = mockApi({ 'PATCH /auth/profile': { body: { message: 'ok', user_details: completed, AuthToken: 'jwt-new' } } });
    const { user } = renderScreen(<ProfileCompletionPage />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await fill(user, screen.getByLabelText('Phone Number'), '5551234567');
    await user.selectOptions(screen.getByLabelText('Industry Type'), 'Technology, Engineering & Data');
    await fill(user, screen.getByLabelText('Job Title'), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe('jwt-new'), { timeout: 8000 });
    expect(api.calls[0].body).toEqual({ mentorship: 'No', PhoneNumber: '5551234567', IndustryType: 'Technology, Engineering & Data', JobTitle: 'Engineer' });
    expect(api.calls[0].headers.Authorization).toBe('Bearer jwt-old');
    expect(sessionStore.getState()).toMatchObject({ role: 'seeker', industry: 'Technology, Engineering & Data' });
  });
});
