import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../../../lib/live-events';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import NotificationsPage from './NotificationsPage';

const item = (id: number, read = false) => ({
  id,
  kind: 'reply_received',
  text: `New reply ${id}`,
  link: `/messages/${id}`,
  created_at: '2026-11-26T10:00:00Z',
  read_at: read ? '2026-11-26T11:00:00Z' : null,
});

describe('/notifications', () => {
  beforeEach(() => signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('lists every notification with its link, pages older ones, and Mark all as read sends no ids', async () => {
    const api = mockApi({
      'GET /notifications': (call) =>
        call.url.searchParams.get('cursor') === 'c2'
          ? { body: { data: [item(1, true)], next_cursor: null, unread: 2 } }
          : { body: { data: [item(3), item(2)], next_cursor: 'c2', unread: 2 } },
      'POST /notifications/read': { body: { marked: 2, unread: 0 } },
    });
    const { user } = renderScreen(<NotificationsPage />, { path: '/notifications' });
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getByRole('link', { name: /New reply 3/ })).toHaveAttribute('href', '/messages/3');
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(list).findByRole('link', { name: /^New reply 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST /notifications/read')[0]?.body).toEqual({}));
    expect(within(list).queryByText(/Unread/)).not.toBeInTheDocument();
  });

  it('says so when there are none, and when they cannot be loaded (with Try again)', async () => {
    let answer: { status?: number; body?: unknown } = { status: 500, body: {} };
    mockApi({ 'GET /notifications': () => answer });
    const { user } = renderScreen(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText('Notifications could not be loaded.')).toBeInTheDocument();
    answer = { body: { data: [], next_cursor: null, unread: 0 } };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('puts a live notification on top without a reload', async () => {
    mockApi({ 'GET /notifications': { body: { data: [item(1)], next_cursor: null, unread: 1 } } });
    renderScreen(<NotificationsPage />, { path: '/notifications' });
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    act(() => emitLiveEvent({ type: 'notification', notification: item(4), unread: 2 }));
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(/New reply 4/);
  });
});
