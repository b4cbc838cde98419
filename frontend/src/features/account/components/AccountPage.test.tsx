import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, languageSnapshot, setLanguage } from '../../../lib/i18n/language';
import { markDocument } from '../../../lib/i18n/switch-language';
import { MESSAGES } from '@community/vocabulary';
import { sessionStore } from '../../../lib/session';
import { forgetSectionSettings } from '../../../lib/use-section-settings';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, renderScreen, signIn, signOut } from '../../../test/render';
import { anAccount } from './account-fixture';
import { AccountPage } from './AccountPage';
import type { AdEditor } from './ad-editor';
import type { JobEditor } from './job-editor';

/** My ads' edit form is the ads feature's (tested there); these tests never open it. */
const noEditor: AdEditor = () => null;
const noJobEditor: JobEditor = () => null;

function renderAccount(tab?: string) {
  return renderScreen(<AccountPage adEditor={noEditor} jobEditor={noJobEditor} />, { path: '/account', route: tab ? `/account?tab=${tab}` : '/account' });
}

describe('/account: profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('shows a loading state, then the profile form filled from GET /account, with initials when there is no photo', async () => {
    const reply = deferredReply();
    mockApi({ 'GET /account': reply.promise });
    renderAccount();
    expect(screen.getByText('Loading your account...')).toBeInTheDocument();
    reply.release({ body: anAccount() });
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('5551234567');
    expect(screen.getByLabelText('Industry Type')).toHaveValue('Technology, Engineering & Data');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByTestId('photo-initials')).toHaveTextContent('AL');
  });

  it('shows the API error with a retry when the account does not load', async () => {
    let answers = 0;
    mockApi({ 'GET /account': () => (answers++ === 0 ? { status: 500, body: { error_message: 'Database unavailable' } } : { body: anAccount() }) });
    const { user } = renderAccount();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ada Lovelace');
  });

  it('checks the registration rules, ties each error to its field, and sends nothing', async () => {
    const api = mockApi({ 'GET /account': { body: anAccount() } });
    const { user } = renderAccount();
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.clear(screen.getByLabelText('Job Title'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Job Title')).toHaveAccessibleDescription('Job title is required');
    expect(api.callsTo('PATCH /account')).toHaveLength(0);
  });

  it('PATCHes the changes, shows the answer and keeps the session in step (mentorship No makes a seeker)', async () => {
    signIn({ role: 'helper', name: 'Ada Lovelace' }, 'jwt-1');
    const saved = anAccount({ name: 'Ada King', mentorship: 'No', role: 'seeker' });
    const api = mockApi({ 'GET /account': { body: anAccount() }, 'PATCH /account': { body: { message: 'Your profile has been saved', account: saved } } });
    const { user } = renderAccount();
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await fill(user, name, 'Ada King');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH /account')[0].body).toEqual({
      name: 'Ada King',
      PhoneNumber: '5551234567',
      JobTitle: 'Engineer',
      Description: '',
      IndustryType: 'Technology, Engineering & Data',
      mentorship: 'No',
    });
    expect(sessionStore.getState()).toMatchObject({ role: 'seeker', token: 'jwt-1', user: { name: 'Ada King' } });
  });

  it("shows the API's error_message and keeps what was typed", async () => {
    mockApi({
      'GET /account': { body: anAccount() },
      'PATCH /account': { status: 400, body: { error_message: 'Phone number is required', errors: { PhoneNumber: 'Phone number is required' } } },
    });
    const { user } = renderAccount();
    const job = await screen.findByLabelText('Job Title');
    await user.clear(job);
    await fill(user, job, 'Architect');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The answer is said through the app's announcer; on screen it is a plain alert box.
    expect(await screen.findByText('Phone number is required', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(job).toHaveValue('Architect');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a photo as multipart `photo` and removes it again', async () => {
    const api = mockApi({
      'GET /account': { body: anAccount() },
      'PUT /account/photo': { body: { message: 'Your photo has been saved', photo_url: 'photos/7.webp' } },
      'DELETE /account/photo': { body: { message: 'Your photo has been removed' } },
    });
    const { user } = renderAccount();
    await screen.findByLabelText('Full Name');
    const file = new File(['img'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('photo-input'), file);
    expect(await screen.findByText('Your photo has been saved')).toBeInTheDocument();
    const sent = api.callsTo('PUT /account/photo')[0].body as FormData;
    expect(sent.get('photo')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', '/uploads/photos/7.webp');
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo has been removed')).toBeInTheDocument();
    expect(screen.getByTestId('photo-initials')).toHaveTextContent('AL');
  });

  it('shows the API error for a refused photo', async () => {
    mockApi({ 'GET /account': { body: anAccount() }, 'PUT /account/photo': { status: 415, body: { error_message: 'Only JPEG, PNG or WebP pictures' } } });
    const { user } = renderAccount();
    await screen.findByLabelText('Full Name');
    await user.upload(screen.getByTestId('photo-input'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('Only JPEG, PNG or WebP pictures')).toBeInTheDocument();
  });

  it('shows My business only to business accounts, and their profile asks for the business rules', async () => {
    mockApi({ 'GET /account': { body: anAccount({ role: 'business', mentorship: null, Description: 'short' }) } });
    const { user } = renderAccount();
    await screen.findByLabelText('Business Name');
    expect(screen.getByRole('tab', { name: 'My business' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Yes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no My business tab for members, and the tabs follow ?tab=', async () => {
    mockApi({ 'GET /account': { body: anAccount() }, 'GET /account/ads': { body: { data: [] } } });
    const { user } = renderAccount();
    await screen.findByLabelText('Full Name');
    expect(screen.queryByRole('tab', { name: 'My business' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My ads' }));
    expect(await screen.findByText('You have not posted any ads yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: 'My ads' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has My jobs and Saved searches only once an admin has opened the Job Board', async () => {
    mockApi({ 'GET /account': { body: anAccount() }, 'GET /settings': { body: { job_board: 'coming_soon' } } });
    renderAccount('jobs');
    await screen.findByLabelText('Full Name');
    expect(screen.queryByRole('tab', { name: 'My jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Saved searches' })).not.toBeInTheDocument();
    cleanup();
    forgetSectionSettings();
    mockApi({
      'GET /account': { body: anAccount() },
      'GET /settings': { body: { job_board: 'open' } },
      'GET /account/jobs': { body: { data: [] } },
      'GET /account/saved-searches': { body: { data: [] } },
    });
    const { user } = renderAccount('jobs');
    expect(await screen.findByText('You have not posted a job yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My jobs' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Saved searches' }));
    expect(await screen.findByText(/You have no saved searches/)).toBeInTheDocument();
    forgetSectionSettings();
  });
});

describe('/account: password and email', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('checks the sign-up password rule before sending', async () => {
    const api = mockApi({ 'GET /account': { body: anAccount() } });
    const { user } = renderAccount('security');
    await fill(user, await screen.findByLabelText('Current password'), 'old-secret');
    await fill(user, screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/.+/);
    expect(api.callsTo('PUT /account/password')).toHaveLength(0);
  });

  it('changes the password and carries on with the fresh token', async () => {
    signIn({ role: 'helper' }, 'jwt-old');
    const api = mockApi({
      'GET /account': { body: anAccount() },
      'PUT /account/password': { body: { message: 'Your password has been changed', AuthToken: 'jwt-new' } },
    });
    const { user } = renderAccount('security');
    await fill(user, await screen.findByLabelText('Current password'), 'OldPassword1!');
    await fill(user, screen.getByLabelText('New password'), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(api.callsTo('PUT /account/password')[0].body).toEqual({ currentPassword: 'OldPassword1!', newPassword: 'NewPassword1!' });
    expect(sessionStore.getState().token).toBe('jwt-new');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows "Current password is incorrect" from the API', async () => {
    mockApi({ 'GET /account': { body: anAccount() }, 'PUT /account/password': { status: 400, body: { error_message: 'Current password is incorrect' } } });
    const { user } = renderAccount('security');
    await fill(user, await screen.findByLabelText('Current password'), 'wrong');
    await fill(user, screen.getByLabelText('New password'), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('has no password form for Google-only accounts', async () => {
    mockApi({ 'GET /account': { body: anAccount({ has_password: false }) } });
    renderAccount('security');
    expect(await screen.findByLabelText('New email address')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('asks for a new address and says to check the inbox', async () => {
    const api = mockApi({
      'GET /account': { body: anAccount() },
      'POST /account/email': { body: { message: 'If no other account uses that address, we sent it a confirmation link' } },
    });
    const { user } = renderAccount('security');
    const field = await screen.findByLabelText('New email address');
    await fill(user, field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(field).toHaveAccessibleDescription('This is already your email address');
    await user.clear(field);
    await fill(user, field, 'ada@new.example');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('If no other account uses that address, we sent it a confirmation link')).toBeInTheDocument();
    expect(api.callsTo('POST /account/email')[0].body).toEqual({ newEmail: 'ada@new.example' });
  });

  // A registered address answers like a free one (the API tells nobody which); only a look-alike of one is refused.
  it('shows the 409 answer for a look-alike of a registered address', async () => {
    mockApi({ 'GET /account': { body: anAccount() }, 'POST /account/email': { status: 409, body: { error_message: MESSAGES.confusableEmail.refused } } });
    const { user } = renderAccount('security');
    await fill(user, await screen.findByLabelText('New email address'), '\u0430da@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(MESSAGES.confusableEmail.refused)).toBeInTheDocument();
  });
});

describe('/account: notifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Email right away, Daily digest and Off per kind and PUTs all four', async () => {
    const settings = { new_request: 'instant', reply: 'digest', status_change: 'off', moderation_outcome: 'instant' };
    const api = mockApi({
      'GET /account': { body: anAccount({ notifications: settings as never }) },
      'PUT /account/notifications': (call) => ({ body: call.body }),
    });
    const { user } = renderAccount('notifications');
    const reply = await screen.findByRole('radiogroup', { name: 'Reply' });
    expect(within(reply).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    const request = screen.getByRole('radiogroup', { name: 'New request' });
    await user.click(within(request).getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings have been saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /account/notifications')[0].body).toEqual({ ...settings, new_request: 'off' });
  });
});

describe('/account: language', () => {
  let before: ReturnType<typeof languageSnapshot>;
  beforeEach(() => {
    before = languageSnapshot();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
    setLanguage(before);
    markDocument('en');
  });

  it('saves the chosen language to the account and switches the site to it (cookie, <html lang dir>)', async () => {
    const api = mockApi({
      'GET /account': { body: anAccount() },
      'PATCH /account': { body: { message: 'Your profile has been saved', account: { ...anAccount(), language: 'ar' } } },
    });
    const { user } = renderAccount();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'ar');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(api.callsTo('PATCH /account').map((call) => call.body)).toEqual([{ language: 'ar' }]);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.cookie).toContain('lang=ar');
    expect(currentLanguage()).toBe('ar');
  });
});
