import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_SCREEN_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { fill, renderScreen, signIn, signOut, FIELD_MESSAGE } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import { forgetSectionSettings } from '../../../lib/use-section-settings';
import JobPage from './JobPage';
import { COMING_SOON, OPEN, developer, nurse } from './jobs-fixtures';

const pdf = (size = 1000, name = 'cv.pdf', type = 'application/pdf') => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('/jobs/:id: a posting and Apply', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetSectionSettings();
    signOut();
    sessionStorage.clear();
  });

  it('shows the details with the salary, and signed out a sign-in that comes back here', async () => {
    mockApi({ 'GET /settings': { body: OPEN }, 'GET /jobs/7': { body: nurse } });
    const { user } = renderScreen(<JobPage />, { path: '/jobs/:id', route: '/jobs/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Night nurse' })).toBeInTheDocument();
    expect(screen.getByText('St. Mary Clinic')).toBeInTheDocument();
    expect(screen.getByText('On site · Full time')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Salary' })).toBeInTheDocument();
    expect(screen.getByText(/\$40,000.\$55,000 per year/)).toBeInTheDocument();
    expect(screen.getByText(nurse.description)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    const signInLink = screen.getByRole('link', { name: 'Sign in to apply' });
    expect(signInLink).toHaveAttribute('href', '/signin');
    await user.click(signInLink);
    expect(sessionStorage.getItem('signin-return-to')).toBe('/jobs/7');
  });

  it('shows no salary block when the posting gives none', async () => {
    mockApi({ 'GET /settings': { body: OPEN }, 'GET /jobs/8': { body: developer } });
    renderScreen(<JobPage />, { path: '/jobs/:id', route: '/jobs/8' });
    await screen.findByRole('heading', { level: 1, name: 'Frontend developer' });
    expect(screen.queryByRole('heading', { name: 'Salary' })).not.toBeInTheDocument();
  });

  it('says a posting is gone on 404 or 410, and shows Coming Soon while the board is closed', async () => {
    mockApi({ 'GET /settings': { body: OPEN }, 'GET /jobs/9': { status: 410, body: { error_message: 'Gone' } } });
    renderScreen(<JobPage />, { path: '/jobs/:id', route: '/jobs/9' });
    expect(await screen.findByText(JOB_SCREEN_TEXTS.notFound)).toBeInTheDocument();
  });

  it('while Coming Soon it asks for no posting', async () => {
    const api = mockApi({ 'GET /settings': { body: COMING_SOON }, 'GET /jobs/7': { body: nurse } });
    renderScreen(<JobPage />, { path: '/jobs/:id', route: '/jobs/7' });
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(api.callsTo('GET /jobs/7')).toHaveLength(0);
  });

  it('Apply: checks the message and the CV on pick (type, then size) with the exact texts, then sends it as multipart', async () => {
    signIn({ role: 'seeker', industry: null });
    const api = mockApi({
      'GET /settings': { body: OPEN },
      'GET /jobs/7': { body: nurse },
      'POST /jobs/7/applications': { status: 201, body: { id: 4, conversation_id: 31 } },
    });
    const { user } = renderScreen(<JobPage />, { path: '/jobs/:id', route: '/jobs/7' });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Night nurse' });

    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const summary = await within(dialog).findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: 'Message cannot be empty' })).toBeInTheDocument();
    expect(within(dialog).getByText('Message cannot be empty', FIELD_MESSAGE)).toBeInTheDocument();

    const picker = within(dialog).getByLabelText('CV (PDF, optional)');
    // The picker's accept is only a hint: a file of another type can still be chosen ("All files").
    const choose = (file: File) => fireEvent.change(picker, { target: { files: [file] } });
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Your CV must be a PDF file.')).toBeInTheDocument();
    choose(pdf(2 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('Your CV must be 2 MB or smaller.')).toBeInTheDocument();
    choose(pdf(1500));
    await waitFor(() => expect(within(dialog).queryByText('Your CV must be 2 MB or smaller.')).not.toBeInTheDocument());
    expect(within(dialog).getByText('cv.pdf')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/Message/), 'I have ten years on surgical wards.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const open = await within(dialog).findByRole('link', { name: 'Open the conversation' });
    expect(open).toHaveAttribute('href', '/messages/31');
    expect(within(dialog).getByText(JOB_SCREEN_TEXTS.applicationSent)).toBeInTheDocument();
    const body = api.callsTo('POST /jobs/7/applications')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('message')).toBe('I have ten years on surgical wards.');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
  });

  it("Apply: shows the API's refusal (a second application)", async () => {
    signIn({ role: 'seeker', industry: null });
    mockApi({
      'GET /settings': { body: OPEN },
      'GET /jobs/7': { body: nurse },
      'POST /jobs/7/applications': { status: 409, body: { error_message: 'You have already applied for this job' } },
    });
    const { user } = renderScreen(<JobPage />, { path: '/jobs/:id', route: '/jobs/7' });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
    const message = 'Hello';
    allowApiData(message);
    await fill(user, within(dialog).getByLabelText(/Message/), message);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('You have already applied for this job')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Open the conversation' })).not.toBeInTheDocument();
  });
});
