import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import type { Conversation, ConversationSummary } from '../api/types';
import MessagesPage from './MessagesPage';

const row = {
  id: 31,
  kind: 'job-board',
  box: 'sent',
  status: 'new',
  other_party: { id: 50, name: 'St. Mary Clinic' },
  preview: 'I have ten years on surgical wards.',
  unread: false,
  last_activity_at: '2026-11-21T10:00:00Z',
  created_at: '2026-11-21T10:00:00Z',
} as unknown as ConversationSummary;

function applicationThread(status: string) {
  return {
    id: 31,
    kind: 'job-board',
    box: 'sent',
    status: 'new',
    created_at: '2026-11-21T10:00:00Z',
    last_activity_at: '2026-11-21T10:00:00Z',
    other_party: { id: 50, name: 'St. Mary Clinic', email: null, member: true, deleted: false },
    request: { full_name: 'Ann Seeker', email: 'ann@example.com', details: { description: 'I have ten years on surgical wards.' } },
    messages: [],
    status_history: [],
    allowed_statuses: ['closed'],
    can_reply: true,
    can_delete: false,
    blocked: false,
    application: { id: 41, job_id: 7, job_title: 'Night nurse', status },
  } as unknown as Conversation;
}

describe('Messages: Job Board threads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('names the Job Board section and shows the application status the poster set, linked to the job', async () => {
    signIn({ role: 'seeker', industry: null }, 'member-token');
    mockApi({
      'GET /conversations': () => ({ body: { data: [row], next_cursor: null, unread: 0 } }),
      'GET /conversations/31': { body: applicationThread('shortlisted') },
    });
    renderScreen(<MessagesPage />, { path: '/messages/:id?', route: '/messages/31?box=sent' });
    const article = await screen.findByRole('article', { name: 'St. Mary Clinic' });
    expect(within(article).getByText(/^Job Board/)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Application for Night nurse' })).toHaveAttribute('href', '/jobs/7');
    expect(within(article).getByText('Application status: Shortlisted')).toBeInTheDocument();
    // The applicant follows the status; only the poster sets it.
    expect(within(article).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows no download when the thread has no attachment', async () => {
    signIn({ role: 'seeker', industry: null });
    mockApi({
      'GET /conversations': () => ({ body: { data: [row], next_cursor: null, unread: 0 } }),
      'GET /conversations/31': { body: applicationThread('declined') },
    });
    renderScreen(<MessagesPage />, { path: '/messages/:id?', route: '/messages/31?box=sent' });
    const article = await screen.findByRole('article', { name: 'St. Mary Clinic' });
    expect(within(article).getByText('Application status: Declined')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it("lists the thread's attachments (the API's attachments) and downloads one with the token as a blob", async () => {
    signIn({ role: 'helper', industry: null }, 'poster-token');
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:cv';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const thread = {
      ...applicationThread('new'),
      box: 'received',
      application: undefined,
      attachments: [
        { id: 9, message_id: null, name: 'ann-cv.pdf', size: 48_213, content_type: 'application/pdf', by: 'other', created_at: '2026-11-21T10:00:00Z' },
      ],
    } as unknown as Conversation;
    const api = mockApi({
      'GET /conversations': () => ({ body: { data: [{ ...row, box: 'received' }], next_cursor: null, unread: 0 } }),
      'GET /conversations/31': { body: thread },
    });
    const json = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/conversations/31/attachments/9')
        ? new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : json(input, init),
    );
    const { user } = renderScreen(<MessagesPage />, { path: '/messages/:id?', route: '/messages/31?box=received' });
    const article = await screen.findByRole('article', { name: 'St. Mary Clinic' });
    const files = within(article).getByRole('region', { name: 'Attachments' });
    await user.click(within(files).getByRole('button', { name: 'Download ann-cv.pdf (47 KB)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = api.fetchMock.mock.calls.find(([input]) => String(input).endsWith('/conversations/31/attachments/9'))!;
    expect((call[1] as RequestInit).headers).toEqual({ Authorization: 'Bearer poster-token' });
    expect(created[0].size).toBe(5);
    clicked.mockRestore();
  });

  it('says why an attachment could not be downloaded, and shows nothing when the thread has none', async () => {
    signIn({ role: 'seeker', industry: null });
    const withFile = {
      ...applicationThread('new'),
      application: undefined,
      attachments: [
        { id: 9, message_id: null, name: 'ann-cv.pdf', size: 3 * 1024 * 1024, content_type: 'application/pdf', by: 'me', created_at: '2026-11-21T10:00:00Z' },
      ],
    } as unknown as Conversation;
    mockApi({
      'GET /conversations': () => ({ body: { data: [row], next_cursor: null, unread: 0 } }),
      'GET /conversations/31': { body: withFile },
      'GET /conversations/31/attachments/9': { status: 404, body: { error_message: 'This attachment cannot be found' } },
    });
    const { user } = renderScreen(<MessagesPage />, { path: '/messages/:id?', route: '/messages/31?box=sent' });
    const article = await screen.findByRole('article', { name: 'St. Mary Clinic' });
    await user.click(within(article).getByRole('button', { name: 'Download ann-cv.pdf (3.0 MB)' }));
    expect(await within(article).findByText('This attachment cannot be found')).toBeInTheDocument();
  });
});
