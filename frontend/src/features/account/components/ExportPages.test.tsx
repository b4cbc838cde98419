import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, signOut } from '../../../test/render';

describe('data export for members who cannot sign in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('/account/export-request checks the address, asks for a link and says one was sent', async () => {
    const api = mockApi({ 'POST /account/export/request': { body: { message: 'If an account exists for this address, we sent it a download link' } } });
    renderApp('/account/export-request');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Get a copy of my data', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /account/export/request')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    // The outcome box is not a live region (the app's announcer says it once): read it by its text.
    expect(await screen.findByText('If an account exists for this address, we sent it a download link', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(api.callsTo('POST /account/export/request').map((call) => call.body)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('/account/export/download#token=… downloads the file with the token, signed out, when asked', async () => {
    const api = mockApi({ 'GET /account/export/download': { body: { profile: { name: 'Ada' }, reports: [] } } });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:export'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/account/export/download#token=abc.def');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Download my data' });
    expect(api.calls).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Your data has been downloaded');
    expect(click).toHaveBeenCalled();
    const [call] = api.callsTo('GET /account/export/download');
    expect(call.url.searchParams.get('token')).toBe('abc.def');
    expect(call.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(await created[0].text())).toMatchObject({ profile: { name: 'Ada' } });
    click.mockRestore();
  });

  it('an expired link says so and offers a new one; no token sends nothing', async () => {
    mockApi({ 'GET /account/export/download': { status: 400, body: { error_message: 'This link is invalid or has expired' } } });
    renderApp('/account/export/download#token=old');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account/export-request');
  });

  it('without a token the page says the link is invalid and calls nothing', async () => {
    const api = mockApi({});
    renderApp('/account/export/download');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
