import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_SCREEN_TEXTS, JOB_TEXTS, LIST_PAGE_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import { MyJobsSection } from './MyJobsSection';
import type { JobEditor } from './job-editor';

const application = { id: 41, applicant: { id: 5, name: 'Ann Seeker' }, status: 'new', conversation_id: 31, created_at: '2026-11-21T10:00:00.000Z' };
/** Each posting's applications, as GET /account/jobs/{id}/applications answers them. */
const applicationRoutes = {
  'GET /account/jobs/7/applications': { body: { data: [application] } },
  'GET /account/jobs/8/applications': { body: { data: [] } },
  'GET /account/jobs/9/applications': { body: { data: [] } },
};
const jobs = [
  {
    id: 7,
    title: 'Night nurse',
    status: 'approved',
    status_label: 'Published',
    rejection_reason: null,
    expires_at: '2026-12-20T09:00:00.000Z',
  },
  {
    id: 8,
    title: 'Gardener',
    status: 'rejected',
    status_label: 'Not approved',
    rejection_reason: 'Please name the employer',
    expires_at: null,
  },
  { id: 9, title: 'Cook', status: 'pending', status_label: 'Pending review', rejection_reason: null, expires_at: null },
];

function card(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('li')!);
}

describe('/account: My jobs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each posting with its status, the reason when rejected, the expiry and only the actions its status allows', async () => {
    mockApi({ 'GET /account/jobs': { body: { data: jobs } }, ...applicationRoutes });
    renderScreen(<MyJobsSection editor={() => null} />);
    expect(await screen.findByRole('heading', { name: 'Night nurse' })).toBeInTheDocument();
    expect(card('Night nurse').getByText('Published')).toBeInTheDocument();
    expect(card('Night nurse').getByRole('link', { name: 'Night nurse' })).toHaveAttribute('href', '/jobs/7');
    const day = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(jobs[0].expires_at!));
    expect(card('Night nurse').getByText(`Expires ${day}`)).toBeInTheDocument();
    expect(card('Night nurse').getByRole('button', { name: 'Close posting Night nurse' })).toBeInTheDocument();
    expect(card('Night nurse').getByRole('button', { name: 'Renew Night nurse' })).toBeInTheDocument();
    expect(card('Gardener').getByText('Rejected: Please name the employer')).toBeInTheDocument();
    expect(card('Gardener').queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(card('Cook').getByText('Pending review')).toBeInTheDocument();
    expect(card('Cook').queryByRole('button', { name: /Close posting/ })).not.toBeInTheDocument();
    expect(card('Cook').getByRole('button', { name: 'Delete Cook' })).toBeInTheDocument();
  });

  it("shows the applications with a link to each conversation and sets an application's status", async () => {
    const api = mockApi({
      'GET /account/jobs': { body: { data: jobs } },
      ...applicationRoutes,
      'PATCH /account/jobs/7/applications/41': (call) => ({ body: { ...application, status: (call.body as { status: string }).status } }),
    });
    const { user } = renderScreen(<MyJobsSection editor={() => null} />);
    await screen.findByRole('heading', { name: 'Night nurse' });
    const nurse = card('Night nurse');
    expect(await nurse.findByText('1 application')).toBeInTheDocument();
    expect(nurse.getByText('Ann Seeker')).toBeInTheDocument();
    expect(nurse.getByRole('link', { name: 'Conversation: Ann Seeker' })).toHaveAttribute('href', '/messages/31');
    const status = nurse.getByRole('combobox', { name: "Status of Ann Seeker's application" });
    expect(api.callsTo('GET /account/jobs/7/applications')).toHaveLength(1);
    expect(status).toHaveValue('');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'Read', 'Shortlisted', 'Declined', 'Hired']);
    await user.selectOptions(status, 'Shortlisted');
    await waitFor(() => expect(api.callsTo('PATCH /account/jobs/7/applications/41')[0]?.body).toEqual({ status: 'shortlisted' }));
    expect(status).toHaveValue('shortlisted');
    expect(await card('Gardener').findByText(JOB_SCREEN_TEXTS.noApplications)).toBeInTheDocument();
  });

  it('reads a posting with many applications a page at a time (Load more with the cursor), and says so when a page fails', async () => {
    const second = { ...application, id: 40, applicant: { id: 6, name: 'Ben Older' }, conversation_id: 30 };
    let failNext = true;
    const api = mockApi({
      'GET /account/jobs': { body: { data: jobs } },
      ...applicationRoutes,
      'GET /account/jobs/7/applications': (call) => {
        if (!call.url.searchParams.get('cursor')) return { body: { data: [application], next_cursor: 'c2' } };
        if (failNext) {
          failNext = false;
          return { status: 400, body: { error_message: LIST_PAGE_TEXTS.invalidCursor } };
        }
        return { body: { data: [second], next_cursor: null } };
      },
    });
    const { user } = renderScreen(<MyJobsSection editor={() => null} />);
    await screen.findByRole('heading', { name: 'Night nurse' });
    const nurse = card('Night nurse');
    expect(await nurse.findByText('Ann Seeker')).toBeInTheDocument();
    await user.click(nurse.getByRole('button', { name: JOB_SCREEN_TEXTS.loadMore }));
    expect(await nurse.findByText(LIST_PAGE_TEXTS.invalidCursor)).toBeInTheDocument();
    expect(nurse.getByText('Ann Seeker')).toBeInTheDocument();
    await user.click(nurse.getByRole('button', { name: JOB_SCREEN_TEXTS.loadMore }));
    expect(await nurse.findByText('Ben Older')).toBeInTheDocument();
    expect(nurse.getByText('2 applications')).toBeInTheDocument();
    expect(nurse.queryByRole('button', { name: JOB_SCREEN_TEXTS.loadMore })).not.toBeInTheDocument();
    expect(api.callsTo('GET /account/jobs/7/applications').map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'c2', 'c2']);
  });

  it('puts a status back and says why when the API refuses it', async () => {
    mockApi({
      'GET /account/jobs': { body: { data: jobs } },
      ...applicationRoutes,
      'PATCH /account/jobs/7/applications/41': { status: 400, body: { error_message: JOB_TEXTS.applicationStatusInvalid } },
    });
    const { user } = renderScreen(<MyJobsSection editor={() => null} />);
    await screen.findByRole('heading', { name: 'Night nurse' });
    const status = await card('Night nurse').findByRole('combobox', { name: "Status of Ann Seeker's application" });
    await user.selectOptions(status, 'Hired');
    expect(await card('Night nurse').findByText(JOB_TEXTS.applicationStatusInvalid)).toBeInTheDocument();
    expect(status).toHaveValue('');
  });

  it('asks before closing, renewing and deleting, then reloads the list', async () => {
    let list = jobs;
    const api = mockApi({
      'GET /account/jobs': () => ({ body: { data: list } }),
      ...applicationRoutes,
      'POST /account/jobs/7/close': () => {
        list = list.map((job) => (job.id === 7 ? { ...job, status: 'closed', status_label: 'Closed' } : job));
        return { body: { id: 7, status: 'closed' } };
      },
      'DELETE /account/jobs/9': () => {
        list = list.filter((job) => job.id !== 9);
        return { body: { message: 'Your job has been deleted' } };
      },
      'POST /account/jobs/8/renew': { status: 409, body: { error_message: 'A rejected job cannot be renewed: edit it instead' } },
    });
    const { user } = renderScreen(<MyJobsSection editor={() => null} />);
    await screen.findByRole('heading', { name: 'Night nurse' });
    await user.click(card('Night nurse').getByRole('button', { name: 'Close posting Night nurse' }));
    let confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(JOB_SCREEN_TEXTS.confirmClose('Night nurse'))).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Close posting' }));
    expect(await screen.findByText(JOB_SCREEN_TEXTS.closedDone)).toBeInTheDocument();
    await waitFor(() => expect(card('Night nurse').getByText('Closed')).toBeInTheDocument());
    expect(api.callsTo('POST /account/jobs/7/close')).toHaveLength(1);

    await user.click(card('Cook').getByRole('button', { name: 'Delete Cook' }));
    confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(JOB_SCREEN_TEXTS.confirmDelete('Cook'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cook' })).not.toBeInTheDocument());
    expect(screen.getByText('Your job has been deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /account/jobs/9')).toHaveLength(1);
  });

  it('opens the editor handed over by the app, and reloads after a save', async () => {
    const api = mockApi({ 'GET /account/jobs': { body: { data: jobs } }, ...applicationRoutes });
    // The editor stands in for the job form: the message it hands back is the API's answer to the save.
    const message = 'Your job has been saved and is waiting for review';
    allowApiData(message);
    const editor: JobEditor = ({ job, onSaved }) => (
      <button type="button" onClick={() => onSaved(message)}>
        {`Save ${job.title}`}
      </button>
    );
    const { user } = renderScreen(<MyJobsSection editor={editor} />);
    await screen.findByRole('heading', { name: 'Night nurse' });
    await user.click(card('Gardener').getByRole('button', { name: 'Edit Gardener' }));
    await user.click(await screen.findByRole('button', { name: 'Save Gardener' }));
    expect(await screen.findByText('Your job has been saved and is waiting for review')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /account/jobs')).toHaveLength(2));
  });

  it('says when there is no posting yet', async () => {
    mockApi({ 'GET /account/jobs': { body: { data: [] } } });
    renderScreen(<MyJobsSection editor={() => null} />);
    expect(await screen.findByText(JOB_SCREEN_TEXTS.noJobs)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/new');
  });
});
