import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, Resource, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18n-provider';
import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { renderTab, stubbedData } from '../test-utils';
import { ReportList } from './ReportList';
import { ReportShow } from './ReportShow';

const report = {
  id: 5,
  reason: 'Harassment',
  details: 'Rude replies after I declined',
  status: 'open',
  resolution: null,
  reporter: { id: 2, name: 'Helen Helper' },
  reported_user: { id: 3, name: 'Sam Seeker', suspended: false },
  conversation: {
    id: 9,
    kind: 'virtual-clinic',
    box: null,
    status: 'declined',
    created_at: '2026-03-01T09:00:00Z',
    request: { full_name: null, email: null, details: null },
    messages: [{ id: 41, author: 'other', author_name: 'Sam Seeker', body: 'You will regret this', created_at: '2026-03-02T10:00:00Z' }],
  },
  created_at: '2026-03-02T11:00:00Z',
  resolved_at: null,
};

/** The confirmation dialog a report decision opens: its question, then its confirm button. */
async function confirmIn(question: string, confirm: string) {
  const dialog = await screen.findByRole('dialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
}

function renderShow(dataProvider: Parameters<typeof testDataProvider>[0]) {
  return render(
    <MemoryRouter initialEntries={['/reports/5/show']}>
      <AdminContext dataProvider={testDataProvider(stubbedData(dataProvider))} store={memoryStore()} i18nProvider={createI18nProvider()}>
        <Routes>
          <Route path="/reports/*" element={<Resource name="reports" show={ReportShow} />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Reports tab', () => {
  it('lists reports with the search box, paging and their columns', async () => {
    const getList = vi.fn(async () => ({ data: [report], total: 1 }));
    renderTab(<ReportList />, { resource: 'reports', dataProvider: { getList }, search: '?filter=%7B%22q%22%3A%22rude%22%7D' });
    const row = (await screen.findByText('Rude replies after I declined')).closest('tr')!;
    expect(within(row).getByText('Helen Helper')).toBeInTheDocument();
    expect(within(row).getByText('Sam Seeker')).toBeInTheDocument();
    expect(within(row).getByText('open')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '#',
      'Reason',
      'Details',
      'Reporter',
      'Reported member',
      'Status',
      'Reported',
    ]);
    expect(screen.getByPlaceholderText('Search')).toHaveValue('rude');
    expect(getList).toHaveBeenCalledWith('reports', expect.objectContaining({ filter: { q: 'rude' }, pagination: { page: 1, perPage: 25 } }));
  });

  it('shows the reported message of the conversation, without clinic details, and deletes it', async () => {
    const update = vi.fn(async () => ({ data: { ...report, status: 'actioned', resolution: 'delete_message' } }));
    renderShow({ getOne: vi.fn(async () => ({ data: report })) as never, update: update as never });
    const conversation = await screen.findByRole('list', { name: 'Reported message' });
    expect(within(conversation).getByText('You will regret this')).toBeInTheDocument();
    expect(screen.getByText(/^Virtual Clinic · Declined · started /)).toBeInTheDocument();
    expect(screen.queryByText(/names no message/)).not.toBeInTheDocument();
    await userEvent.click(within(conversation).getByRole('button', { name: 'Delete message from Sam Seeker' }));
    await confirmIn('Delete this message?', 'Delete message');
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('reports', expect.objectContaining({ id: 5, data: { action: 'delete_message', message_id: 41 } }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
  });

  it('says so when the report names no message: nothing else of the conversation is shown', async () => {
    const unnamed = { ...report, conversation: { ...report.conversation, messages: [] } };
    renderShow({ getOne: vi.fn(async () => ({ data: unnamed })) as never });
    expect(await screen.findByText('This report names no message: the rest of the conversation stays with its members.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete message/ })).not.toBeInTheDocument();
  });

  it('shows a reported professional-network request as its text, without a "description:" label', async () => {
    const spam = {
      ...report,
      conversation: {
        ...report.conversation,
        kind: 'professional-network',
        status: 'new',
        request: { full_name: null, email: null, details: { description: 'Buy cheap followers now' } },
        messages: [],
      },
    };
    renderShow({ getOne: vi.fn(async () => ({ data: spam })) as never });
    expect(await screen.findByText('Buy cheap followers now')).toBeInTheDocument();
    expect(screen.queryByText(/description:/)).not.toBeInTheDocument();
  });

  it('asks before dismissing: Cancel sends nothing, the confirmed dismissal is sent', async () => {
    const update = vi.fn(async () => ({ data: { ...report, status: 'dismissed', resolution: 'dismiss' } }));
    renderShow({ getOne: vi.fn(async () => ({ data: report })) as never, update: update as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    expect(within(dialog).getByText('The report is closed without any action. It cannot be opened again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await confirmIn('Dismiss this report?', 'Dismiss');
    await waitFor(() => expect(update).toHaveBeenCalledWith('reports', expect.objectContaining({ data: { action: 'dismiss' } })));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
  });

  it('suspends the reported member once confirmed', async () => {
    const update = vi.fn(async () => ({ data: { ...report, status: 'actioned', resolution: 'suspend_member' } }));
    renderShow({ getOne: vi.fn(async () => ({ data: report })) as never, update: update as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend member' }));
    await confirmIn('Suspend the reported member?', 'Suspend member');
    await waitFor(() => expect(update).toHaveBeenCalledWith('reports', expect.objectContaining({ data: { action: 'suspend_member' } })));
    expect(await screen.findByText('Member suspended')).toBeInTheDocument();
  });

  it("shows the API's error when a decision is refused", async () => {
    const { HttpError } = await import('react-admin');
    const update = vi.fn(async () => {
      throw new HttpError('message_id must be a reply of the reported conversation', 400);
    });
    renderShow({ getOne: vi.fn(async () => ({ data: report })) as never, update: update as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete message from Sam Seeker' }));
    await confirmIn('Delete this message?', 'Delete message');
    expect(await screen.findByText('message_id must be a reply of the reported conversation')).toBeInTheDocument();
  });

  it('offers no decisions once a report is decided, and says what was decided in a sentence', async () => {
    renderShow({
      getOne: vi.fn(async () => ({ data: { ...report, status: 'dismissed', resolution: 'dismiss', resolved_at: '2026-03-03T09:00:00Z' } })) as never,
    });
    await screen.findByText('You will regret this');
    expect(screen.getByText(ADMIN_PANEL_TEXTS.reportResolutions.dismiss)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete message/ })).not.toBeInTheDocument();
  });
});
