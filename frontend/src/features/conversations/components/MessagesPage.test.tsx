import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_TEXTS_AR } from '@community/vocabulary/catalogs/web-texts.ar';
import { languageSnapshot, loadLanguage, setLanguage } from '../../../lib/i18n/language';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import type { Conversation, ConversationSummary } from '../api/types';
import MessagesPage from './MessagesPage';

const received: ConversationSummary = {
  id: 7,
  kind: 'professional-network',
  box: 'received',
  status: 'new',
  other_party: { id: 40, name: 'Sam Seeker' },
  preview: 'Could you mentor me in data work?',
  unread: true,
  last_activity_at: '2026-03-01T10:00:00Z',
  created_at: '2026-03-01T10:00:00Z',
};

function thread(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    kind: 'professional-network',
    box: 'received',
    status: 'read',
    created_at: '2026-03-01T10:00:00Z',
    last_activity_at: '2026-03-01T10:00:00Z',
    other_party: { id: 40, name: 'Sam Seeker', email: null, member: true, deleted: false },
    request: { full_name: 'Sam Seeker', email: 'sam@example.com', details: { description: 'Could you mentor me in data work?' } },
    messages: [],
    status_history: [{ status: 'new', reason: null, by: 'other', at: '2026-03-01T10:00:00Z' }],
    allowed_statuses: ['accepted', 'declined', 'more_info', 'closed'],
    can_reply: true,
    can_delete: false,
    blocked: false,
    ...overrides,
  };
}

const list = (items: ConversationSummary[], unread = 0) => ({ body: { data: items, next_cursor: null, unread } });
const byBox = (boxes: { received?: ConversationSummary[]; sent?: ConversationSummary[] }) => (call: RecordedCall) =>
  list((call.url.searchParams.get('box') === 'sent' ? boxes.sent : boxes.received) ?? [], 1);

function renderMessages(route = '/messages') {
  return renderScreen(<MessagesPage />, { path: '/messages/:id?', route });
}

describe('Messages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('lists received requests; opening one shows the request, its status as a chip, and replying sends it', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    let current = thread();
    const api = mockApi({
      'GET /conversations': byBox({ received: [received] }),
      'GET /conversations/7': () => ({ body: current }),
      'POST /conversations/7/replies': (call) => {
        current = thread({
          messages: [{ id: 1, author: 'me', author_name: 'Test User', body: (call.body as { body: string }).body, created_at: '2026-03-01T11:00:00Z' }],
        });
        return { status: 201, body: { message: 'Reply sent', id: 1 } };
      },
    });
    const { user } = renderMessages();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    const rows = await screen.findByRole('list', { name: 'Received conversations' });
    expect(within(rows).getByText('Unread')).toBeInTheDocument();
    expect(within(rows).getByText('New')).toBeInTheDocument();
    await user.click(within(rows).getByRole('button', { name: /Sam Seeker/ }));

    const article = await screen.findByRole('article', { name: 'Sam Seeker' });
    expect(within(article).getByText('Could you mentor me in data work?')).toBeInTheDocument();
    expect(within(article).queryByText(/description:/)).not.toBeInTheDocument();
    expect(within(article).getByText('Read')).toBeInTheDocument();
    expect(within(article).getByText('No replies yet.')).toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect(within(article).getByText('Write a reply')).toBeInTheDocument();
    expect(api.callsTo('POST /conversations/7/replies')).toHaveLength(0);

    await user.type(within(article).getByLabelText('Your reply'), 'Happy to help.');
    await user.click(within(article).getByRole('button', { name: 'Send reply' }));
    const replies = await within(article).findByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Happy to help.')).toBeInTheDocument();
    expect(api.callsTo('POST /conversations/7/replies')[0].body).toEqual({ body: 'Happy to help.' });
    expect(api.callsTo('GET /conversations')[0].url.searchParams.get('box')).toBe('received');

    // On a narrow screen the thread replaced the list; back in it, the row is read and shows the new status.
    await user.click(within(article).getByRole('button', { name: 'Back to messages' }));
    const again = await screen.findByRole('list', { name: 'Received conversations' });
    expect(within(again).getByText('Read')).toBeInTheDocument();
    expect(within(again).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(again).queryByText('New')).not.toBeInTheDocument();
  });

  it('a row shows the start of the latest message; a legal or clinic row a neutral line instead, and a message the reader reported is not repeated', async () => {
    signIn({ role: 'helper', industry: null });
    const row = (id: number, name: string, change: Partial<ConversationSummary>): ConversationSummary => ({
      ...received,
      id,
      other_party: { id, name },
      ...change,
    });
    const long = 'Tuesday works for me. We could start with the basics of pipelines and then look at your portfolio together. We could…';
    mockApi({
      'GET /account/availability': { body: { accepting_requests: true, capacity: 5, open_requests: 0 } },
      'GET /conversations': list([
        row(1, 'Nadia Network', { preview: long }),
        row(2, 'Lena Legal', { kind: 'legal-assistance', preview: null }),
        row(3, 'Cal Clinic', { kind: 'virtual-clinic', preview: null }),
        row(4, 'Rex Reported', { preview: null }),
        row(5, 'Deleted member', { other_party: { id: null, name: 'Deleted member' }, status: 'closed', preview: 'My last words before I leave' }),
      ]),
    });
    renderMessages();
    const rows = await screen.findByRole('list', { name: 'Received conversations' });
    const rowOf = (name: string) => within(rows).getByRole('button', { name: new RegExp(name) });
    expect(within(rowOf('Nadia Network')).getByText(long)).toBeInTheDocument();
    expect(within(rowOf('Lena Legal')).getByText('Legal request')).toBeInTheDocument();
    expect(within(rowOf('Cal Clinic')).getByText('Clinic request')).toBeInTheDocument();
    expect(within(rowOf('Rex Reported')).getByText('You reported this message')).toBeInTheDocument();
    expect(within(rowOf('Deleted member')).getByText('My last words before I leave')).toBeInTheDocument();
    // Two lines at most: the line is clamped, and a long word wraps instead of widening the row.
    const clamped = within(rowOf('Nadia Network')).getByText(long);
    expect(clamped).toHaveStyle({ overflow: 'hidden', overflowWrap: 'anywhere' });
    expect(getComputedStyle(clamped).getPropertyValue('-webkit-line-clamp')).toBe('2');
  });

  it('a thread shows the request\'s own text without a "description:" label; a legal request\'s other fields under their form labels', async () => {
    signIn({ role: 'helper', industry: null });
    const legal = thread({
      kind: 'legal-assistance',
      request: {
        full_name: 'Sam Seeker',
        email: 'sam@example.com',
        details: {
          PhoneNumber: '+1 555 010 2030',
          legal_issue: 'Family Law',
          specific_issue: 'Child Custody',
          description: 'I need advice on a custody arrangement.',
        },
      },
    });
    mockApi({
      'GET /account/availability': { body: { accepting_requests: true, capacity: 5, open_requests: 0 } },
      'GET /conversations': list([{ ...received, kind: 'legal-assistance', preview: null }]),
      'GET /conversations/7': { body: legal },
    });
    renderMessages('/messages/7');
    const article = await screen.findByRole('article', { name: 'Sam Seeker' });
    expect(within(article).getByText('I need advice on a custody arrangement.')).toBeInTheDocument();
    expect(within(article).getByText('Phone Number: +1 555 010 2030')).toBeInTheDocument();
    expect(within(article).getByText('Legal Issue Type: Family Law')).toBeInTheDocument();
    expect(within(article).getByText('Specific Issue: Child Custody')).toBeInTheDocument();
    expect(within(article).queryByText(/PhoneNumber/)).not.toBeInTheDocument();
    expect(within(article).queryByText(/description:/)).not.toBeInTheDocument();
  });

  it('gives the receiver Accept, Decline, Ask for more info and Close; Accept moves the chip to Accepted', async () => {
    signIn({ role: 'helper', industry: null });
    let current = thread();
    const api = mockApi({
      'GET /account/availability': { body: { accepting_requests: true, capacity: 5, open_requests: 1 } },
      'GET /conversations': list([received]),
      'GET /conversations/7': () => ({ body: current }),
      'POST /conversations/7/status': () => {
        current = thread({ status: 'accepted', allowed_statuses: ['closed'] });
        return { body: current };
      },
    });
    const { user } = renderMessages('/messages/7');
    const article = await screen.findByRole('article', { name: 'Sam Seeker' });
    const actions = within(article).getByRole('group', { name: 'Conversation actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Decline', 'Ask for more info', 'Close conversation', 'Block', 'Report']);
    await user.click(within(actions).getByRole('button', { name: 'Accept' }));
    expect(await within(article).findByText('Accepted')).toBeInTheDocument();
    expect(api.callsTo('POST /conversations/7/status')[0].body).toEqual({ status: 'accepted' });
    expect(within(actions).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Close conversation' })).toBeInTheDocument();
  });

  it('declines with one of the listed reasons', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const api = mockApi({
      'GET /conversations': list([received]),
      'GET /conversations/7': { body: thread() },
      'POST /conversations/7/status': { body: thread({ status: 'declined', allowed_statuses: [], can_reply: false }) },
    });
    const { user } = renderMessages('/messages/7');
    const article = await screen.findByRole('article', { name: 'Sam Seeker' });
    await user.click(within(article).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request' });
    await user.click(within(dialog).getByRole('radio', { name: 'Not the right fit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /conversations/7/status')[0].body).toEqual({ status: 'declined', reason: 'Not the right fit' });
  });

  it("shows the API's error_message when a change is refused", async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const refusal = 'This conversation cannot become Accepted now: it is Closed, and you may not make this change';
    mockApi({
      'GET /conversations': list([received]),
      'GET /conversations/7': { body: thread() },
      'POST /conversations/7/status': { status: 409, body: { error_message: refusal } },
    });
    const { user } = renderMessages('/messages/7');
    const article = await screen.findByRole('article', { name: 'Sam Seeker' });
    await user.click(within(article).getByRole('button', { name: 'Accept' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('shows the sender only Close, Block and Report, and asks them to reply when more info was requested', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const sent = { ...received, box: 'sent' as const, status: 'more_info' as const, unread: false, other_party: { id: 50, name: 'Helen Helper' } };
    mockApi({
      'GET /conversations': byBox({ sent: [sent] }),
      'GET /conversations/7': {
        body: thread({
          box: 'sent',
          status: 'more_info',
          other_party: { id: 50, name: 'Helen Helper', email: 'helen@example.com', member: true },
          messages: [{ id: 3, author: 'other', author_name: 'Helen Helper', body: 'Which tools do you use?', created_at: '2026-03-02T09:00:00Z' }],
          allowed_statuses: ['closed'],
        }),
      },
    });
    const { user } = renderMessages('/messages?box=sent');
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
    const rows = await screen.findByRole('list', { name: 'Sent conversations' });
    await user.click(within(rows).getByRole('button', { name: /Helen Helper/ }));
    const article = await screen.findByRole('article', { name: 'Helen Helper' });
    expect(within(article).getByText('More info needed')).toBeInTheDocument();
    expect(within(article).getByText('More information was asked for: reply to answer it.')).toBeInTheDocument();
    expect(within(article).getByText('Which tools do you use?')).toBeInTheDocument();
    const actions = within(article).getByRole('group', { name: 'Conversation actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close conversation', 'Block', 'Report']);
    expect(within(article).getByLabelText('Your reply')).toBeInTheDocument();
  });

  it('reports a conversation with a reason and details', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const api = mockApi({
      'GET /conversations': list([received]),
      'GET /conversations/7': { body: thread() },
      'POST /reports': { status: 201, body: { message: 'Report sent to the admins', id: 3 } },
    });
    const { user } = renderMessages('/messages/7');
    const article = await screen.findByRole('article', { name: 'Sam Seeker' });
    await user.click(within(article).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason for your report')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Harassment');
    await user.type(within(dialog).getByLabelText('What happened?'), 'Rude messages');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(article).findByText('Report sent to the admins')).toBeInTheDocument();
    expect(api.callsTo('POST /reports')[0].body).toEqual({ conversation_id: 7, reason: 'Harassment', details: 'Rude messages' });
  });

  it("reports one of the other side's messages: the dialog offers only theirs, and sends the one chosen", async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const messages: Conversation['messages'] = [
      { id: 11, author: 'other', author_id: 40, author_name: 'Sam Seeker', body: 'You are useless', created_at: '2026-03-01T10:05:00Z' },
      { id: 12, author: 'me', author_id: 1, author_name: 'Test User', body: 'Please be polite', created_at: '2026-03-01T10:06:00Z' },
    ];
    const api = mockApi({
      'GET /conversations': list([received]),
      'GET /conversations/7': { body: thread({ messages }) },
      'POST /reports': { status: 201, body: { message: 'Report sent to the admins', id: 4 } },
    });
    const { user } = renderMessages('/messages/7');
    const article = await screen.findByRole('article', { name: 'Sam Seeker' });
    await user.click(within(article).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    const choice = within(dialog).getByLabelText('The message you report');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No single message', expect.stringContaining('You are useless')]);
    expect(within(dialog).getByText('The admins read only the message you choose here, never the rest of the conversation.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Harassment');
    await user.selectOptions(choice, '11');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(article).findByText('Report sent to the admins')).toBeInTheDocument();
    expect(api.callsTo('POST /reports')[0].body).toEqual({ conversation_id: 7, message_id: 11, reason: 'Harassment', details: '' });
  });

  it('a thread whose other member deleted their account: "Deleted member", says it cannot be answered, and Delete conversation removes it', async () => {
    signIn({ role: 'helper', industry: null });
    const gone = thread({
      status: 'closed',
      other_party: { id: null, name: 'Deleted member', email: null, member: false, deleted: true },
      messages: [{ id: 21, author: 'other', author_id: null, author_name: 'Deleted member', body: 'Thanks for your help', created_at: '2026-03-01T10:05:00Z' }],
      status_history: [
        { status: 'new', reason: null, by: 'other', at: '2026-03-01T10:00:00Z' },
        { status: 'closed', reason: null, by: 'system', at: '2026-03-02T10:00:00Z' },
      ],
      allowed_statuses: [],
      can_reply: false,
      can_delete: true,
    });
    const deletedRow: ConversationSummary = { ...received, status: 'closed', other_party: { id: null, name: 'Deleted member' } };
    let rows = [deletedRow];
    const api = mockApi({
      'GET /account/availability': { body: { accepting_requests: true, capacity: 5, open_requests: 0 } },
      'GET /conversations': () => list(rows),
      'GET /conversations/7': { body: gone },
      'DELETE /conversations/7': () => {
        rows = [];
        return { body: { message: 'Conversation deleted' } };
      },
    });
    const { user } = renderMessages('/messages/7');
    const article = await screen.findByRole('article', { name: 'Deleted member' });
    expect(
      within(article).getByText('The other member has deleted their account: you can read this conversation or delete it, but not answer it'),
    ).toBeInTheDocument();
    expect(within(within(article).getByRole('list', { name: 'Replies' })).getByText(/Deleted member/)).toBeInTheDocument();
    expect(within(article).queryByLabelText('Your reply')).not.toBeInTheDocument();
    const actions = within(article).getByRole('group', { name: 'Conversation actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Report', 'Delete conversation']);
    await user.click(within(actions).getByRole('button', { name: 'Delete conversation' }));
    expect(await screen.findByText('No requests received yet.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /conversations/7')).toHaveLength(1);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('blocks the other member and then offers Unblock', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    let current = thread();
    const api = mockApi({
      'GET /conversations': list([received]),
      'GET /conversations/7': () => ({ body: current }),
      'POST /blocks': () => {
        current = thread({ status: 'closed', blocked: true, allowed_statuses: [], can_reply: false });
        return { status: 201, body: { message: 'Member blocked' } };
      },
    });
    const { user } = renderMessages('/messages/7');
    const article = await screen.findByRole('article', { name: 'Sam Seeker' });
    await user.click(within(article).getByRole('button', { name: 'Block' }));
    expect(await within(article).findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(within(article).getByText('Member blocked')).toBeInTheDocument();
    expect(within(article).queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(api.callsTo('POST /blocks')[0].body).toEqual({ user_id: 40 });
  });

  it('a thread in Arabic: who moved its status in Arabic words, and its dates in Arabic', async () => {
    const before = languageSnapshot();
    await loadLanguage('ar');
    setLanguage('ar');
    try {
      signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
      const history = [
        { status: 'new', reason: null, by: 'other', at: '2026-03-01T10:00:00Z' },
        { status: 'accepted', reason: null, by: 'me', at: '2026-03-02T09:30:00Z' },
      ] as const;
      mockApi({
        'GET /conversations': byBox({ received: [received] }),
        'GET /conversations/7': { body: thread({ status: 'accepted', status_history: [...history] }) },
      });
      renderMessages('/messages/7');
      const { CONVERSATION_SCREEN_TEXTS: TEXT, STATUS_LABELS } = WEB_TEXTS_AR;
      const list = await screen.findByRole('list', { name: TEXT.statusHistory });
      const [opened, accepted] = within(list).getAllByRole('listitem');
      expect(opened).toHaveTextContent(`${STATUS_LABELS.new} ${TEXT.changedBy.other} ·`);
      expect(accepted).toHaveTextContent(`${STATUS_LABELS.accepted} ${TEXT.changedBy.me} ·`);
      expect(accepted).not.toHaveTextContent(/by you|by the other side/);
      const time = accepted.querySelector('time')!;
      expect(time).toHaveAttribute('datetime', history[1].at);
      // Intl's Arabic (INTL_LOCALES.ar: Latin digits): "2/3/2026، 9:30:00 ص", its day period in Arabic, not "AM".
      expect(time.textContent).toMatch(/2026، .*[صم]$/);
      expect(time.textContent).not.toMatch(/AM|PM/);
    } finally {
      setLanguage(before);
    }
  });

  it('says so when a box is empty, and when a thread cannot be found', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    mockApi({
      'GET /conversations': list([]),
      'GET /conversations/99': { status: 404, body: { error_message: 'This conversation cannot be found' } },
    });
    const { user } = renderMessages('/messages/99');
    expect(await screen.findByText('This conversation cannot be found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByText('No requests received yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('You have not sent any requests yet.')).toBeInTheDocument();
  });
});
