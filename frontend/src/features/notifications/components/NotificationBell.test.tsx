import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_APP_NOTIFICATION_KINDS, IN_APP_NOTIFICATION_TEXTS } from '@community/vocabulary';
import { useAnnouncements } from '../../../lib/a11y/announcer';
import { emitLiveEvent } from '../../../lib/live-events';
import { deferredReply, mockApi, type Reply } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import { startLiveNotifications } from '../live';
import { FakeEventSource } from '../test-event-source';
import { resetNotificationUnread } from '../unread';
import { NotificationBell } from './NotificationBell';

// Each notification of a list has its own kind (item 2 is the third kind...), so each has its own words.
const said = (id: number) => IN_APP_NOTIFICATION_TEXTS[IN_APP_NOTIFICATION_KINDS[id]];
const item = (id: number, read = false, link = `/messages/${id}`) => ({
  id,
  kind: IN_APP_NOTIFICATION_KINDS[id],
  text: said(id),
  link,
  created_at: '2026-11-26T10:00:00Z',
  read_at: read ? '2026-11-26T11:00:00Z' : null,
});

function Polite() {
  return <div data-testid="polite">{useAnnouncements().polite}</div>;
}

function renderBell() {
  return renderScreen(
    <>
      <NotificationBell />
      <Polite />
    </>,
    { path: '/messages/:id?', route: '/messages' },
  );
}

describe('the notifications bell', () => {
  beforeEach(() => {
    signIn({ role: 'helper', industry: null });
    FakeEventSource.made = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetNotificationUnread();
    signOut();
  });

  it('names the unread count, lists the latest with links, and opening one marks it read', async () => {
    let unread = 2;
    const api = mockApi({
      'GET /notifications': () => ({ body: { data: [item(2), item(1), item(0, true)], next_cursor: null, unread } }),
      'POST /notifications/read': () => {
        unread = 1;
        return { body: { marked: 1, unread } };
      },
      'POST /notifications/stream-ticket': { body: { ticket: 'tk' } },
    });
    const stop = startLiveNotifications((url) => new FakeEventSource(url));
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Your notifications' });
    const first = await within(menu).findByRole('menuitem', { name: new RegExp(`Unread:\\s*${said(2)}`) });
    expect(first).toHaveAttribute('href', '/messages/2');
    expect(within(menu).getByRole('menuitem', { name: new RegExp(`^${said(0)}`) })).toBeInTheDocument();
    await user.click(first);
    await waitFor(() => expect(api.callsTo('POST /notifications/read')[0]?.body).toEqual({ ids: [2] }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true });
    stop();
  });

  it('is keyboard operable: Enter opens the menu, arrows move between the items, Escape closes back on the bell', async () => {
    mockApi({ 'GET /notifications': { body: { data: [item(2), item(1)], next_cursor: null, unread: 2 } } });
    const { user } = renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    bell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: new RegExp(said(2)) });
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: new RegExp(said(2)) })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: new RegExp(said(1)) })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('shows the loading, empty and error states, and Try again reads the list again', async () => {
    const first = deferredReply();
    let answer: Reply = first.promise;
    mockApi({ 'GET /notifications': () => answer });
    const { user } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading notifications...');
    first.release({ status: 503, body: { error_message: 'down' } });
    const retry = await screen.findByRole('menuitem', { name: 'Notifications could not be loaded. Try again' });
    answer = { body: { data: [], next_cursor: null, unread: 0 } };
    await user.click(retry);
    expect(await screen.findByRole('menuitem', { name: 'No notifications yet' })).toBeInTheDocument();
  });

  it('a live notification raises the count, is said politely, and appears on top of the open menu', async () => {
    mockApi({
      'GET /notifications': { body: { data: [item(1)], next_cursor: null, unread: 1 } },
      'POST /notifications/stream-ticket': { body: { ticket: 'tk' } },
    });
    const stop = startLiveNotifications((url) => new FakeEventSource(url));
    const { user } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('menuitem', { name: new RegExp(said(1)) });
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit({ notification: item(5), unread: 2 }, '5');
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread', hidden: true })).toBeInTheDocument();
    expect(screen.getByTestId('polite')).toHaveTextContent('2 unread notifications');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items[0]).toHaveAccessibleName(new RegExp(`Unread:\\s*${said(5)}`));
    stop();
  });

  it('a resync (the stream back after a gap) reads the open list again', async () => {
    let data = [item(1)];
    mockApi({ 'GET /notifications': () => ({ body: { data, next_cursor: null, unread: data.length } }) });
    const { user } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('menuitem', { name: new RegExp(said(1)) });
    data = [item(3), item(1)];
    act(() => emitLiveEvent({ type: 'resync' }));
    expect(await screen.findByRole('menuitem', { name: new RegExp(said(3)) })).toBeInTheDocument();
  });
});
