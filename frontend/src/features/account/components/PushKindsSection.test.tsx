import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SCREEN_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import { PushKindsSection } from './PushKindsSection';

const TEXT = ACCOUNT_SCREEN_TEXTS.notifications.push;

describe('My account: push per kind (GET/PUT /push/settings)', () => {
  beforeEach(() => signIn({ role: 'helper', industry: 'Technology, Engineering & Data' }));
  afterEach(() => signOut());

  it('shows a switch per kind as saved, and saves one at once with only its kind', async () => {
    const api = mockApi({
      'GET /push/settings': { body: { new_request: true, reply: false } },
      'PUT /push/settings': (call) => ({ body: { new_request: true, reply: (call.body as { reply?: boolean }).reply ?? false } }),
    });
    const { user } = renderScreen(<PushKindsSection />, { path: '/account' });
    const requests = await screen.findByRole('switch', { name: 'New requests' });
    const replies = screen.getByRole('switch', { name: 'New replies' });
    expect(requests).toBeChecked();
    expect(replies).not.toBeChecked();
    await user.click(replies);
    expect(await screen.findByText(TEXT.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT /push/settings').map((call) => call.body)).toEqual([{ reply: true }]);
    expect(replies).toBeChecked();
  });

  it('keeps the switch as it was and says so when saving fails', async () => {
    mockApi({ 'GET /push/settings': { body: { new_request: true, reply: true } }, 'PUT /push/settings': { status: 500, body: {} } });
    const { user } = renderScreen(<PushKindsSection />, { path: '/account' });
    const requests = await screen.findByRole('switch', { name: 'New requests' });
    await user.click(requests);
    expect(await screen.findByText('Push settings could not be saved. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(requests).toBeEnabled());
    expect(requests).toBeChecked();
  });

  it('says so when the settings cannot be loaded, instead of leaving a gap', async () => {
    mockApi({ 'GET /push/settings': { status: 503, body: {} } });
    renderScreen(<PushKindsSection />, { path: '/account' });
    expect(await screen.findByText('Push settings could not be loaded. Please reload the page.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
