import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_SCREEN_TEXTS } from '@community/vocabulary';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import { forgetSectionSettings } from '../../../lib/use-section-settings';
import JobsPage from './JobsPage';
import { COMING_SOON, OPEN, developer, nurse } from './jobs-fixtures';

describe('/jobs: the Job Board', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetSectionSettings();
    signOut();
  });

  it('shows Coming Soon while the board is not open, and asks for no posting', async () => {
    const api = mockApi({ 'GET /settings': { body: COMING_SOON }, 'GET /jobs': { body: { data: [nurse], next_cursor: null } } });
    renderScreen(<JobsPage />, { path: '/jobs' });
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Board' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Night nurse')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /jobs')).toHaveLength(0);
  });

  it('shows Coming Soon when the settings cannot be read', async () => {
    const api = mockApi({ 'GET /settings': 'network-error' });
    renderScreen(<JobsPage />, { path: '/jobs' });
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(api.callsTo('GET /jobs')).toHaveLength(0);
  });

  it('once open: loading, then cards with title, employer, place, workplace and type, and the date', async () => {
    const reply = deferredReply();
    mockApi({ 'GET /settings': { body: OPEN }, 'GET /jobs': () => reply.promise });
    renderScreen(<JobsPage />, { path: '/jobs' });
    expect(await screen.findByText(JOB_SCREEN_TEXTS.loading)).toBeInTheDocument();
    await act(async () => reply.release({ body: { data: [nurse, developer], next_cursor: null } }));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Night nurse' })).toBeInTheDocument();
    expect(first.getByRole('link')).toHaveAttribute('href', '/jobs/7');
    expect(first.getByText('St. Mary Clinic')).toBeInTheDocument();
    expect(first.getByText('Springfield')).toBeInTheDocument();
    expect(first.getByText('On site · Full time')).toBeInTheDocument();
    const date = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(nurse.created_at));
    expect(first.getByText(`Posted ${date}`)).toHaveAttribute('datetime', nurse.created_at);
    expect(within(cards[1]).getByText('Remote · Contract')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the search and filters in the address and asks the API with them', async () => {
    const api = mockApi({ 'GET /settings': { body: OPEN }, 'GET /jobs': { body: { data: [nurse], next_cursor: null } } });
    const { user } = renderScreen(<JobsPage />, { path: '/jobs', route: '/jobs?workplace=remote' });
    await screen.findByText('Night nurse');
    expect(api.callsTo('GET /jobs')[0].url.searchParams.get('workplace')).toBe('remote');
    expect(screen.getByLabelText('Workplace')).toHaveValue('remote');

    await user.selectOptions(screen.getByLabelText('Employment type'), 'Part time');
    await waitFor(() => expect(api.callsTo('GET /jobs').at(-1)?.url.searchParams.get('employment_type')).toBe('part_time'));
    expect(api.callsTo('GET /jobs').at(-1)?.url.searchParams.get('workplace')).toBe('remote');

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'nurse');
    await waitFor(() => expect(api.callsTo('GET /jobs').at(-1)?.url.searchParams.get('q')).toBe('nurse'));
    await user.selectOptions(screen.getByLabelText('Industry'), 'Health & Sciences');
    await waitFor(() => expect(api.callsTo('GET /jobs').at(-1)?.url.searchParams.get('industry')).toBe('Health & Sciences'));
  });

  it('loads the next page with Load more (keyset cursor)', async () => {
    const api = mockApi({
      'GET /settings': { body: OPEN },
      'GET /jobs': (call) =>
        call.url.searchParams.get('cursor') === 'c2' ? { body: { data: [developer], next_cursor: null } } : { body: { data: [nurse], next_cursor: 'c2' } },
    });
    const { user } = renderScreen(<JobsPage />, { path: '/jobs' });
    await screen.findByText('Night nurse');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Frontend developer')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(api.callsTo('GET /jobs')[1].url.searchParams.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and when the list failed, with Try again', async () => {
    let fail = true;
    mockApi({
      'GET /settings': { body: OPEN },
      'GET /jobs': () => (fail ? { status: 500, body: { error_message: 'boom' } } : { body: { data: [], next_cursor: null } }),
    });
    const { user } = renderScreen(<JobsPage />, { path: '/jobs' });
    expect(await screen.findByText(JOB_SCREEN_TEXTS.failed)).toBeInTheDocument();
    fail = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(JOB_SCREEN_TEXTS.empty)).toBeInTheDocument();
  });

  it('offers Post a job to all and Save this search to members only', async () => {
    mockApi({ 'GET /settings': { body: OPEN }, 'GET /jobs': { body: { data: [], next_cursor: null } } });
    renderScreen(<JobsPage />, { path: '/jobs' });
    expect(await screen.findByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it("saves the search with its filters and how often to email, and shows the API's refusal at ten", async () => {
    signIn({ role: 'seeker', industry: null });
    let count = 9;
    const api = mockApi({
      'GET /settings': { body: OPEN },
      'GET /jobs': { body: { data: [], next_cursor: null } },
      'POST /account/saved-searches': () =>
        count++ < 10 ? { status: 201, body: { id: 3 } } : { status: 409, body: { error_message: 'You can keep at most 10 saved searches' } },
    });
    const { user } = renderScreen(<JobsPage />, { path: '/jobs', route: '/jobs?q=nurse&workplace=remote' });
    expect(await screen.findByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/new');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.selectOptions(within(dialog).getByLabelText('Email me new matches'), 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText(JOB_SCREEN_TEXTS.saveSearchDone)).toBeInTheDocument();
    expect(api.callsTo('POST /account/saved-searches')[0].body).toEqual({ kind: 'jobs', q: 'nurse', filters: { workplace: 'remote' }, notify: 'weekly' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('You can keep at most 10 saved searches')).toBeInTheDocument();
  });
});
