import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_APP_NOTIFICATION_KINDS, IN_APP_NOTIFICATION_TEXTS } from '@community/vocabulary';
import { emitLiveEvent } from '../../../lib/live-events';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import { loadLanguage, setLanguage } from '../../../lib/i18n/language';
import NotificationsPage from './NotificationsPage';

// Each notification of a list has its own kind (item 2 is the third kind...), so each has its own words.
const said = (id: number) => IN_APP_NOTIFICATION_TEXTS[IN_APP_NOTIFICATION_KINDS[id]];
const item = (id: number, read = false) => ({
  id,
  kind: IN_APP_NOTIFICATION_KINDS[id],
  text: said(id),
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
    expect(within(list).getByRole('link', { name: new RegExp(said(3)) })).toHaveAttribute('href', '/messages/3');
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(list).findByRole('link', { name: new RegExp(`^${said(1)}`) })).toBeInTheDocument();
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
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(new RegExp(said(4)));
  });

  it("shows each notification in the reader's language, by its kind; a kind this build does not know keeps the API's text", async () => {
    mockApi({
      'GET /notifications': {
        body: { data: [item(0), { ...item(7), kind: 'a_future_kind', text: 'Something new happened' }], next_cursor: null, unread: 2 },
      },
    });
    await loadLanguage('ar');
    setLanguage('ar');
    try {
      renderScreen(<NotificationsPage />, { path: '/notifications' });
      const list = await screen.findByRole('list', { name: 'إشعاراتك' });
      const [first, second] = within(list).getAllByRole('link');
      expect(first).toHaveTextContent('طلب جديد');
      expect(first).not.toHaveTextContent('New request');
      expect(second).toHaveTextContent('Something new happened');
    } finally {
      setLanguage('en');
    }
  });
});
