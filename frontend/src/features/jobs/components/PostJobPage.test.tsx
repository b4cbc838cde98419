import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { fill, renderScreen, signIn, signOut, FIELD_MESSAGE } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import { forgetSectionSettings } from '../../../lib/use-section-settings';
import PostJobPage from './PostJobPage';
import { OPEN } from './jobs-fixtures';

const DESCRIPTION = 'Night shifts on the surgical ward, caring for patients after their operations.';
/** What the member types into the form's long fields: their own data, not a catalog's text (test/pseudo-language.ts). */
const TYPED = { description: DESCRIPTION, tooShort: 'Too short', howToApply: 'Call me.' };

describe('/jobs/new: Post a job', () => {
  beforeEach(() => allowApiData(TYPED));
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetSectionSettings();
    signOut();
  });

  it('lists every problem in the error summary, in the page order, each moving the focus to its field', async () => {
    signIn({ role: 'seeker', industry: null });
    const api = mockApi({ 'GET /settings': { body: OPEN }, 'GET /account/business-groups': { body: { data: [] } } });
    const { user } = renderScreen(<PostJobPage />, { path: '/jobs/new' });
    await user.click(await screen.findByRole('button', { name: 'Submit job' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      JOB_TEXTS.titleRequired,
      JOB_TEXTS.employerRequired,
      JOB_TEXTS.industryInvalid,
      JOB_TEXTS.locationRequired,
      JOB_TEXTS.workplaceInvalid,
      JOB_TEXTS.employmentTypeInvalid,
      JOB_TEXTS.descriptionLength,
    ]);
    await user.click(within(summary).getByRole('link', { name: JOB_TEXTS.locationRequired }));
    expect(screen.getByLabelText(/^Location/)).toHaveFocus();

    await fill(user, screen.getByLabelText(/^Description/), TYPED.tooShort);
    await fill(user, screen.getByLabelText('Salary from (optional)'), '50000');
    await fill(user, screen.getByLabelText('Salary up to (optional)'), '40000');
    await fill(user, screen.getByLabelText('Application link (optional)'), 'http://example.com/apply');
    await user.click(screen.getByRole('button', { name: 'Submit job' }));
    expect(await screen.findByText(JOB_TEXTS.descriptionLength, FIELD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(JOB_TEXTS.salaryRangeInvalid, FIELD_MESSAGE)).toBeInTheDocument();
    // A salary is an amount, a currency and a period.
    expect(screen.getAllByText(JOB_TEXTS.salaryIncomplete, FIELD_MESSAGE)).toHaveLength(2);
    expect(screen.getByText(JOB_TEXTS.applyUrlInvalid, FIELD_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST /jobs')).toHaveLength(0);
  });

  it('a business posts as its approved listing; the body carries the API names and numbers', async () => {
    signIn({ role: 'business', industry: 'Health & Sciences' });
    const api = mockApi({
      'GET /settings': { body: OPEN },
      'GET /account/business-groups': {
        body: {
          data: [
            { id: 5, title: 'St. Mary Clinic', status: 'approved' },
            { id: 6, title: 'Draft', status: 'pending' },
          ],
        },
      },
      'POST /jobs': { status: 201, body: { message: 'Your job has been submitted and is waiting for review', job: { id: 12 } } },
    });
    const { user } = renderScreen(<PostJobPage />, { path: '/jobs/new' });
    const employer = await screen.findByLabelText('Who is hiring');
    await waitFor(() => expect(employer).toHaveValue('listing:5'));
    expect(within(employer).queryByText('My business: Draft')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Employer/)).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Title/), 'Night nurse');
    await user.selectOptions(screen.getByLabelText(/^Industry/), 'Health & Sciences');
    await fill(user, screen.getByLabelText(/^Location/), 'Springfield');
    await user.selectOptions(screen.getByLabelText(/^Workplace/), 'On site');
    await user.selectOptions(screen.getByLabelText(/^Employment type/), 'Full time');
    await fill(user, screen.getByLabelText('Salary from (optional)'), '40000');
    await fill(user, screen.getByLabelText('Currency'), 'usd');
    await user.selectOptions(screen.getByLabelText('Per'), 'year');
    await fill(user, screen.getByLabelText(/^Description/), DESCRIPTION);
    await fill(user, screen.getByLabelText(/^How to apply/), 'Apply here.');
    await fill(user, screen.getByLabelText('Application email (optional)'), 'jobs@stmary.example');
    await user.click(screen.getByRole('button', { name: 'Submit job' }));
    expect(await screen.findByText('Your job has been submitted and is waiting for review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My jobs' })).toHaveAttribute('href', '/account?tab=jobs');
    expect(api.callsTo('POST /jobs')[0].body).toEqual({
      title: 'Night nurse',
      business_group_id: 5,
      industry: 'Health & Sciences',
      location: 'Springfield',
      workplace: 'on_site',
      employment_type: 'full_time',
      salary_min: 40000,
      salary_max: null,
      salary_currency: 'USD',
      salary_period: 'year',
      description: DESCRIPTION,
      apply_instructions: 'Apply here.',
      apply_url: null,
      apply_email: 'jobs@stmary.example',
    });
  });

  it('a member types the employer name, and sees the API refusal as it comes', async () => {
    signIn({ role: 'seeker', industry: null });
    const api = mockApi({
      'GET /settings': { body: OPEN },
      'GET /account/business-groups': { body: { data: [] } },
      'POST /jobs': { status: 429, body: { error_message: JOB_TEXTS.dailyLimitReached } },
    });
    const { user } = renderScreen(<PostJobPage />, { path: '/jobs/new' });
    await fill(user, await screen.findByLabelText(/^Title/), 'Gardener');
    await fill(user, screen.getByLabelText(/^Employer/), 'Jane Doe');
    await user.selectOptions(screen.getByLabelText(/^Industry/), 'Agriculture, Environment & Sustainability');
    await fill(user, screen.getByLabelText(/^Location/), 'Shelbyville');
    await user.selectOptions(screen.getByLabelText(/^Workplace/), 'On site');
    await user.selectOptions(screen.getByLabelText(/^Employment type/), 'Part time');
    await fill(user, screen.getByLabelText(/^Description/), DESCRIPTION);
    await fill(user, screen.getByLabelText(/^How to apply/), TYPED.howToApply);
    await user.click(screen.getByRole('button', { name: 'Submit job' }));
    expect(await screen.findByText(JOB_TEXTS.dailyLimitReached)).toBeInTheDocument();
    expect(api.callsTo('POST /jobs')[0].body).toMatchObject({ employer_name: 'Jane Doe', workplace: 'on_site', employment_type: 'part_time' });
    expect(api.callsTo('POST /jobs')[0].body).not.toHaveProperty('business_group_id');
  });
});
