import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotificationUnread } from '../../features/notifications/unread';
import { mockApi } from '../../test/mock-api';
import { renderApp, signIn, signOut } from '../../test/render';

describe('the bar: notifications (issue #26)', () => {
  afterEach(() => {
    signOut();
    resetNotificationUnread();
    vi.unstubAllGlobals();
  });

  it('shows no bell to visitors and asks the API nothing about notifications', async () => {
    const api = mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/notifications') || call.path.startsWith('/push'))).toEqual([]);
  });

  it("signed in: the bell says the count, the phone's menu button says it too, and the side menu links Notifications with it", async () => {
    signIn({ role: 'helper', industry: null });
    mockApi({
      'GET /notifications': { body: { data: [], next_cursor: null, unread: 3 } },
      'GET /conversations': { body: { data: [], next_cursor: null, unread: 0 } },
    });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // The bell is its own chunk, loaded after sign-in: slow on a busy machine.
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 20000 })).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Open menu, 3 notifications' });
    expect(within(menuButton).getByTestId('unread-dot')).toBeInTheDocument();
    await user.click(menuButton);
    const side = await screen.findByRole('navigation', { name: 'Mobile menu' });
    await waitFor(() => expect(within(side).getByRole('link', { name: /^Notifications ?3 ?unread$/ })).toHaveAttribute('href', '/notifications'));
  }, 60_000);
});
