import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { JOB_SCREEN_TEXTS, JOB_TEXTS, SCREEN_TEXTS, SITE_LABELS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { ComingSoonOverlay } from '../../../components/ComingSoonOverlay';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { postJob } from '../../../lib/api/jobs';
import { Link as RouterLink } from '../../../lib/router';
import { serverText } from '../../../lib/server-text';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useSectionStateOrPending } from '../../../lib/use-section-settings';
import { LoadingState } from '../../../components/StatusStates';
import { getApprovedListings, type BusinessListing } from '../api/get-my-listings';
import { JobFields } from './JobFields';
import { EMPTY_JOB, jobBody, validateJob } from './job-rules';

/** /jobs/new: Post a job, with the error summary; sent for review, then My jobs follows it. */
export default function PostJobPage() {
  const state = useSectionStateOrPending('job_board');
  const open = state === 'open';
  const form = useForm(EMPTY_JOB, validateJob);
  const [listings, setListings] = useState<BusinessListing[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  const { setValue } = form;

  useEffect(() => {
    const controller = new AbortController();
    void getApprovedListings(controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      setListings(found);
      // A business posts as its listing unless it picks another name.
      if (found[0]) setValue('employer', `listing:${found[0].id}`);
    });
    return () => controller.abort();
  }, [setValue]);

  const submission = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { status, data } = await postJob(jobBody(form.values));
      if (status === 201) {
        setSent(data.message ?? JOB_TEXTS.jobSubmitted);
        return { severity: 'success', text: data.message ?? JOB_TEXTS.jobSubmitted };
      }
      return { severity: 'error', text: serverText(data, JOB_SCREEN_TEXTS.postFailed) };
    },
    thrownText: JOB_SCREEN_TEXTS.postFailed,
  });

  const page = (
    <Stack component="form" noValidate spacing={2} onSubmit={submission.handleSubmit} aria-labelledby="post-job-title">
      <ErrorSummary {...submission.summary} />
      <Alert severity="info">{JOB_SCREEN_TEXTS.postIntro}</Alert>
      <JobFields form={form} listings={listings} />
      <OutcomeAlert outcome={submission.outcome?.severity === 'error' ? submission.outcome : null} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/jobs">
          {JOB_SCREEN_TEXTS.cancel}
        </Button>
        <BusyButton phase={submission.phase} label={JOB_SCREEN_TEXTS.submitJob} busyLabel={SCREEN_TEXTS.buttons.submitting} disabled={!open} />
      </Stack>
    </Stack>
  );

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography id="post-job-title" variant="h4" component="h1" gutterBottom>
        {JOB_SCREEN_TEXTS.postTitle}
      </Typography>
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success" role="none">
            {sent}
          </Alert>
          <Button variant="contained" component={RouterLink} to="/account?tab=jobs" sx={{ alignSelf: 'flex-start' }}>
            {JOB_SCREEN_TEXTS.goToMyJobs}
          </Button>
        </Stack>
      ) : state === 'pending' ? (
        <LoadingState text={SITE_LABELS.loading} />
      ) : open ? (
        page
      ) : (
        <ComingSoonOverlay>{page}</ComingSoonOverlay>
      )}
    </Container>
  );
}
