import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { fill, renderScreen, signIn, signOut } from '../../../test/render';
import { anAccount } from './account-fixture';
import { DataSection } from './DataSection';

describe('/account: my data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('downloads the export as a JSON file with the bearer token', async () => {
    signIn({ role: 'helper' }, 'jwt-1');
    const api = mockApi({ 'GET /account/export': { body: { exported_at: '2026-11-23', profile: { name: 'Ada' } } } });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:export'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen(<DataSection account={anAccount()} />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /account/export')[0].headers.Authorization).toBe('Bearer jwt-1');
    expect(JSON.parse(await created[0].text())).toMatchObject({ profile: { name: 'Ada' } });
    click.mockRestore();
  });

  it('shows the API error when the export fails', async () => {
    mockApi({ 'GET /account/export': { status: 500, body: { error_message: 'Export failed' } } });
    const { user } = renderScreen(<DataSection account={anAccount()} />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
  });

  it('asks for the password, then a confirmation, then deletes, signs out and goes home', async () => {
    signIn({ role: 'helper' }, 'jwt-1');
    const api = mockApi({ 'DELETE /account': { body: { message: 'Your account has been deleted' } } });
    const { user } = renderScreen(<DataSection account={anAccount()} />, { path: '/account' });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Your password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account for good?' }));
    expect(api.calls).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('DELETE /account')[0].body).toEqual({ password: 'Secret123!' });
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps the session and shows "Current password is incorrect"', async () => {
    signIn({ role: 'helper' }, 'jwt-1');
    mockApi({ 'DELETE /account': { status: 400, body: { error_message: 'Current password is incorrect' } } });
    const { user } = renderScreen(<DataSection account={anAccount()} />, { path: '/account' });
    await fill(user, screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it('Google-only accounts confirm by mail: no password field, 202 tells them to check their inbox', async () => {
    signIn({ role: 'helper' }, 'jwt-1');
    const api = mockApi({ 'DELETE /account': { status: 202, body: { message: 'We sent a link to your email address to confirm the deletion' } } });
    const { user } = renderScreen(<DataSection account={anAccount({ has_password: false })} />, { path: '/account' });
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('We sent a link to your email address to confirm the deletion')).toBeInTheDocument();
    expect(api.callsTo('DELETE /account')[0].body).toEqual({});
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });
});
