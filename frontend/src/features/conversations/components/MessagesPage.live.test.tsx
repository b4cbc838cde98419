import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../../../lib/live-events';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import type { Conversation, ConversationSummary } from '../api/types';
import MessagesPage from './MessagesPage';

const row = (id: number, name: string): ConversationSummary => ({
  id,
  kind: 'professional-network',
  box: 'received',
  status: 'new',
  other_party: { id: 40 + id, name },
  preview: `Hello from ${name}`,
  unread: true,
  last_activity_at: '2026-11-26T10:00:00Z',
  created_at: '2026-11-26T10:00:00Z',
});

function thread(messages: Conversation['messages']): Conversation {
  return {
    id: 7,
    kind: 'professional-network',
    box: 'sent',
    status: 'accepted',
    created_at: '2026-11-26T10:00:00Z',
    last_activity_at: '2026-11-26T10:00:00Z',
    other_party: { id: 40, name: 'Hana Helper', email: null, member: true, deleted: false },
    request: { full_name: 'Sam Seeker', email: 'sam@example.com', details: { description: 'Could you mentor me?' } },
    messages,
    status_history: [{ status: 'new', reason: null, by: 'me', at: '2026-11-26T10:00:00Z' }],
    allowed_statuses: ['closed'],
    can_reply: true,
    can_delete: false,
    blocked: false,
  };
}

const notification = (id: number, link: string, kind = 'request_received') => ({
  id,
  kind,
  text: 'New request',
  link,
  created_at: '2026-11-26T10:00:00Z',
  read_at: null,
});

describe('Messages, live (issue #26)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it("a new request's notification brings it into the list without a reload or a loading state", async () => {
    signIn({ role: 'helper', industry: null });
    let rows = [row(1, 'Ana Early')];
    const api = mockApi({ 'GET /conversations': () => ({ body: { data: rows, next_cursor: null, unread: rows.length } }) });
    renderScreen(<MessagesPage />, { path: '/messages/:id?', route: '/messages' });
    const list = await screen.findByRole('list', { name: /Received/ });
    await within(list).findByText('Ana Early');
    const before = api.callsTo('GET /conversations').length;

    rows = [row(2, 'Sam Seeker'), ...rows];
    act(() => emitLiveEvent({ type: 'notification', notification: notification(9, '/messages/2'), unread: 1 }));
    expect(await within(list).findByText('Sam Seeker')).toBeInTheDocument();
    // The old row never left the screen while the list was read again.
    expect(within(list).getByText('Ana Early')).toBeInTheDocument();
    expect(api.callsTo('GET /conversations').length).toBeGreaterThan(before);

    // A notification about something else (an ad) leaves the list alone.
    const after = api.callsTo('GET /conversations').length;
    act(() => emitLiveEvent({ type: 'notification', notification: notification(10, '/account?tab=ads', 'ad_approved'), unread: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /conversations').length).toBe(after);
  });

  it('the open thread shows a reply that arrives on the stream, and other threads do not refetch it', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    let messages: Conversation['messages'] = [];
    const api = mockApi({
      'GET /conversations': { body: { data: [], next_cursor: null, unread: 0 } },
      'GET /conversations/7': () => ({ body: thread(messages) }),
    });
    renderScreen(<MessagesPage />, { path: '/messages/:id?', route: '/messages/7?box=sent' });
    await screen.findByText('Could you mentor me?');
    const reads = () => api.callsTo('GET /conversations/7').length;
    const first = reads();

    act(() => emitLiveEvent({ type: 'notification', notification: notification(11, '/messages/8', 'reply_received'), unread: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(first);

    messages = [
      { id: 1, author: 'other', author_id: 40, author_name: 'Hana Helper', body: 'Happy to help, let us talk on Monday', created_at: '2026-11-26T11:00:00Z' },
    ];
    act(() => emitLiveEvent({ type: 'notification', notification: notification(12, '/messages/7', 'reply_received'), unread: 1 }));
    expect(await screen.findByText('Happy to help, let us talk on Monday')).toBeInTheDocument();
    expect(reads()).toBe(first + 1);
  });
});
