import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { JobApplicationPanel } from './JobApplicationPanel';

const application = { id: 41, job_id: 7, job_title: 'Night nurse', status: 'read' as const };

describe("A Job Board thread's application", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the applicant the status the poster set, with the job, and no control', () => {
    mockApi({});
    renderScreen(<JobApplicationPanel application={{ ...application, status: 'shortlisted' }} poster={false} applicantName="Ann Seeker" />);
    expect(screen.getByRole('link', { name: 'Application for Night nurse' })).toHaveAttribute('href', '/jobs/7');
    expect(screen.getByText('Application status: Shortlisted')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('lets the poster set the status (never back to New) and puts it back when the API refuses', async () => {
    let refuse = false;
    const api = mockApi({
      'PATCH /account/jobs/7/applications/41': (call) =>
        refuse
          ? { status: 400, body: { error_message: JOB_TEXTS.applicationStatusInvalid } }
          : { body: { id: 41, status: (call.body as { status: string }).status } },
    });
    const { user } = renderScreen(<JobApplicationPanel application={application} poster applicantName="Ann Seeker" />);
    const status = screen.getByRole('combobox', { name: "Status of Ann Seeker's application" });
    expect(status).toHaveValue('read');
    await user.selectOptions(status, 'Shortlisted');
    await waitFor(() => expect(api.callsTo('PATCH /account/jobs/7/applications/41')[0]?.body).toEqual({ status: 'shortlisted' }));
    expect(status).toHaveValue('shortlisted');
    await user.selectOptions(status, 'New');
    expect(api.callsTo('PATCH /account/jobs/7/applications/41')).toHaveLength(1);
    expect(status).toHaveValue('shortlisted');

    refuse = true;
    await user.selectOptions(status, 'Hired');
    expect(await screen.findByText(JOB_TEXTS.applicationStatusInvalid)).toBeInTheDocument();
    expect(status).toHaveValue('shortlisted');
  });
});
