import { Alert, Box, Button, Chip, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { lazy, useEffect, useState } from 'react';
import { FIELD_LABELS, JOB_SCREEN_TEXTS, OPTION_LABELS, SITE_LABELS, isIndustry } from '@community/vocabulary';
import { LoadedOnFirstUse } from '../../../components/LoadedOnFirstUse';
import { ComingSoonOverlay } from '../../../components/ComingSoonOverlay';
import { LoadingState } from '../../../components/StatusStates';
import { getJob, type Job } from '../../../lib/api/jobs';
import { formatDate } from '../../../lib/i18n/format';
import { Link as RouterLink, useParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { signInHandoff } from '../../../lib/sign-in-handoff';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { useSectionStateOrPending } from '../../../lib/use-section-settings';
import { jobKind, salaryText } from './job-labels';

const ApplyDialog = lazy(() => import('./ApplyDialog').then((module) => ({ default: module.ApplyDialog })));

type Loaded = { state: 'loading' } | { state: 'ready'; job: Job } | { state: 'missing' } | { state: 'failed' };

function useJob(id: string, enabled: boolean) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    getJob(id, controller.signal)
      .then(({ ok, status, data }) => {
        if (ok && data.id) setLoaded({ state: 'ready', job: data as Job });
        else setLoaded({ state: status === 404 || status === 410 ? 'missing' : 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [id, enabled, attempt]);
  return { loaded, retry: () => setAttempt((value) => value + 1) };
}

function JobDetails({ job }: { job: Job }) {
  const { isAuthenticated } = useSession();
  const applying = useLazyDialog<true>();
  const salary = salaryText(job);
  // The industry's name in the reader's language (the API keeps the English value).
  const industry = job.industry && isIndustry(job.industry) ? OPTION_LABELS.industries[job.industry] : job.industry;
  return (
    <Paper component="article" variant="outlined" aria-labelledby="job-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="job-title" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {job.title}
      </Typography>
      <Typography variant="h6" component="p">
        {job.employer_name}
      </Typography>
      <Typography color="text.secondary">{job.location}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 2 }}>
        <Chip label={jobKind(job)} />
        {industry && <Chip label={industry} variant="outlined" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={job.posted_at ?? job.created_at}>{JOB_SCREEN_TEXTS.posted(formatDate(job.posted_at ?? job.created_at))}</time>
        {job.expires_at && (
          <>
            {' · '}
            <time dateTime={job.expires_at}>{JOB_SCREEN_TEXTS.closes(formatDate(job.expires_at))}</time>
          </>
        )}
      </Typography>
      {salary && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h6" component="h2">
            {JOB_SCREEN_TEXTS.salary}
          </Typography>
          <Typography>{salary}</Typography>
        </Box>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {FIELD_LABELS.description}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{job.description}</Typography>
      {(job.apply_instructions || job.apply_url || job.apply_email) && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {JOB_SCREEN_TEXTS.howToApply}
          </Typography>
          {job.apply_instructions && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{job.apply_instructions}</Typography>}
          {job.apply_url && (
            <Typography>
              <Link href={job.apply_url} target="_blank" rel="noopener noreferrer nofollow">
                {JOB_SCREEN_TEXTS.applyByLink}
              </Link>
            </Typography>
          )}
          {job.apply_email && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <Link href={`mailto:${job.apply_email}`}>{JOB_SCREEN_TEXTS.applyByEmail(job.apply_email)}</Link>
            </Typography>
          )}
        </>
      )}
      <Box sx={{ mt: 3 }}>
        {isAuthenticated ? (
          <Button variant="contained" size="large" onClick={() => applying.open(true)}>
            {JOB_SCREEN_TEXTS.apply}
          </Button>
        ) : (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to="/signin" onClick={() => signInHandoff.returnAfterSignIn(`/jobs/${job.id}`)}>
                {JOB_SCREEN_TEXTS.signInToApply}
              </Button>
            }
          >
            {JOB_SCREEN_TEXTS.signInToApplyNote}
          </Alert>
        )}
      </Box>
      <LoadedOnFirstUse used={applying.used}>
        <ApplyDialog job={job} open={applying.shown !== null} onClose={applying.close} />
      </LoadedOnFirstUse>
    </Paper>
  );
}

/** /jobs/:id: a posting's page, with Apply (signed out: a sign-in that comes back here). Coming Soon while the board is closed. */
export default function JobPage() {
  const { id = '' } = useParams();
  const state = useSectionStateOrPending('job_board');
  const { loaded, retry } = useJob(id, state === 'open');
  const back = (
    <Button component={RouterLink} to="/jobs" sx={{ mb: 2 }}>
      {JOB_SCREEN_TEXTS.backToJobs}
    </Button>
  );
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {state === 'coming_soon' ? (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            {JOB_SCREEN_TEXTS.title}
          </Typography>
          <ComingSoonOverlay>
            <Box sx={{ height: 240 }} />
          </ComingSoonOverlay>
        </>
      ) : state === 'pending' || loaded.state === 'loading' ? (
        <LoadingState text={SITE_LABELS.loading} />
      ) : loaded.state === 'ready' ? (
        <>
          {back}
          <JobDetails job={loaded.job} />
        </>
      ) : (
        <>
          {back}
          <Typography variant="h4" component="h1" gutterBottom>
            {JOB_SCREEN_TEXTS.title}
          </Typography>
          {loaded.state === 'missing' ? (
            <Alert severity="info">{JOB_SCREEN_TEXTS.notFound}</Alert>
          ) : (
            <Alert severity="error" action={<Button onClick={retry}>{JOB_SCREEN_TEXTS.tryAgain}</Button>}>
              {JOB_SCREEN_TEXTS.failed}
            </Alert>
          )}
        </>
      )}
    </Container>
  );
}
