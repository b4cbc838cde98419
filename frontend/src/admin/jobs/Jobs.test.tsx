import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTab } from '../test-utils';
import { JobList, PendingJobList } from './JobList';
import { JobShow } from './JobShow';
import { Route, Routes } from 'react-router-dom';

type Job = { id: number; title: string; employer_name: string; industry: string; location: string; status: string; created_at: string };

const job = (id: number, title: string, status = 'pending'): Job => ({
  id,
  title,
  employer_name: 'St. Mary Clinic',
  industry: 'Health & Sciences',
  location: 'Springfield',
  status,
  created_at: '2026-11-20T09:00:00.000Z',
});

/** A fake API with the server's rule: the pending tab lists only pending postings; a search matches the title. */
function fakeJobs(rows: Job[], onlyPending = true) {
  let jobs = rows;
  const decide = (id: unknown, status: string) => {
    jobs = jobs.map((item) => (item.id === id ? { ...item, status } : item));
    return jobs.find((item) => item.id === id)!;
  };
  return {
    getList: vi.fn(async (_resource: string, { filter }: { filter: { q?: string } }) => {
      const shown = jobs.filter(
        (item) => (!onlyPending || item.status === 'pending') && (!filter.q || item.title.toLowerCase().includes(filter.q.toLowerCase())),
      );
      return { data: shown, total: shown.length };
    }),
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({
      data: {
        ...jobs.find((item) => item.id === Number(id))!,
        description: 'Night shifts on the ward.',
        apply_instructions: 'Apply here.',
        workplace: 'on_site',
        employment_type: 'full_time',
        salary_min: 40000,
        salary_max: 55000,
        salary_currency: 'USD',
        salary_period: 'year',
        expires_at: null,
        rejection_reason: null,
      },
    })),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: { status: string } }) => ({ data: decide(id, data.status) })),
    updateMany: vi.fn(async (_resource: string, { ids, data }: { ids: unknown[]; data: { status: string } }) => ({
      data: ids.map((id) => decide(id, data.status).id),
    })),
  };
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('admin: jobs', { timeout: 40_000 }, () => {
  it('Pending jobs: the columns and Approve per row', async () => {
    const api = fakeJobs([job(1, 'Night nurse'), job(2, 'Cook')]);
    renderTab(<PendingJobList />, { resource: 'pendingJobs', dataProvider: api });
    const row = await rowOf('Night nurse');
    expect(within(row).getByText('St. Mary Clinic')).toBeInTheDocument();
    expect(within(row).getByText('Springfield')).toBeInTheDocument();
    expect(within(row).getByText('Pending review')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(api.update).toHaveBeenCalledWith('pendingJobs', expect.objectContaining({ id: 1, data: { status: 'approved' } }));
    expect(await screen.findByText('Job approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Night nurse')).not.toBeInTheDocument());
  });

  it('Pending jobs: Reject asks the reason', async () => {
    const api = fakeJobs([job(2, 'Cook')]);
    renderTab(<PendingJobList />, { resource: 'pendingJobs', dataProvider: api });
    await userEvent.click(within(await rowOf('Cook')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the job "Cook"?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Incomplete or unclear information' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details for the owner (optional)' }), 'Name the salary please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(api.update).toHaveBeenCalledWith(
      'pendingJobs',
      expect.objectContaining({ id: 2, data: { status: 'rejected', reason_code: 'incomplete', reason: 'Name the salary please' } }),
    );
    expect(await screen.findByText('Job rejected')).toBeInTheDocument();
  });

  it('bulk-approves and bulk-rejects the selected postings with one reason', async () => {
    const api = fakeJobs([job(1, 'Night nurse'), job(2, 'Cook'), job(3, 'Gardener')]);
    renderTab(<PendingJobList />, { resource: 'pendingJobs', dataProvider: api });
    await userEvent.click(within(await rowOf('Night nurse')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('Gardener')).getByRole('checkbox'));
    const bulk = (name: string) => screen.getAllByRole('button', { name }).find((button) => !button.closest('tr') && !button.closest('[role="dialog"]'))!;
    await userEvent.click(bulk('Approve'));
    expect(api.updateMany).toHaveBeenCalledWith('pendingJobs', expect.objectContaining({ ids: [1, 3], data: { status: 'approved' } }));
    expect(await screen.findByText('2 jobs approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Night nurse')).not.toBeInTheDocument());

    api.updateMany.mockClear();
    await userEvent.click(within(await rowOf('Cook')).getByRole('checkbox'));
    await userEvent.click(bulk('Reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this job?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate of another listing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(api.updateMany).toHaveBeenCalledWith('pendingJobs', expect.objectContaining({ ids: [2], data: { status: 'rejected', reason_code: 'duplicate' } }));
  });

  it('Jobs: every posting with its status, and the search asks the API', async () => {
    const api = fakeJobs([job(1, 'Night nurse', 'approved'), job(2, 'Cook', 'rejected')], false);
    renderTab(<JobList />, { resource: 'jobs', dataProvider: api });
    expect(within(await rowOf('Night nurse')).getByText('Published')).toBeInTheDocument();
    expect(within(await rowOf('Cook')).getByText('Not approved')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search'), 'nurse');
    await waitFor(() => expect(api.getList).toHaveBeenLastCalledWith('jobs', expect.objectContaining({ filter: { q: 'nurse' } })));
    await waitFor(() => expect(screen.queryByText('Cook')).not.toBeInTheDocument());
  });

  it('shows a posting with its salary and decides a pending one from its page', async () => {
    const api = fakeJobs([job(4, 'Night nurse')]);
    renderTab(
      <Routes>
        <Route path="/pendingJobs/:id/show" element={<JobShow />} />
      </Routes>,
      { resource: 'pendingJobs', dataProvider: api, search: '/4/show' },
    );
    expect(await screen.findByText('Night shifts on the ward.')).toBeInTheDocument();
    expect(screen.getByText('USD 40000–55000 / year')).toBeInTheDocument();
    expect(screen.getByText('On site · Full time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(api.update).toHaveBeenCalledWith('pendingJobs', expect.objectContaining({ id: 4, data: { status: 'approved' } }));
  });
});
