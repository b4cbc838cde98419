import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography, type ChipProps } from '@mui/material';
import { Suspense, useState } from 'react';
import { ACCOUNT_SCREEN_TEXTS, JOB_SCREEN_TEXTS, JOB_STATUS_LABELS, JOB_TEXTS, type JobStatus } from '@community/vocabulary';
import { ApplicationStatusField } from '../../../components/ApplicationStatusField';
import { closeMyJob, deleteMyJob, getJobApplications, getMyJobs, renewMyJob, type JobApplication, type MyJob } from '../../../lib/api/jobs';
import { formatDate } from '../../../lib/i18n/format';
import { Link as RouterLink } from '../../../lib/router';
import { serverText } from '../../../lib/server-text';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { ConfirmDialog } from './ConfirmDialog';
import type { JobEditor } from './job-editor';
import { LoadedCards, LoadedView } from './LoadedView';
import { useLoaded } from './use-loaded';

const text = JOB_SCREEN_TEXTS;
const CHIP_COLORS: Record<JobStatus, ChipProps['color']> = {
  // MUI's warning orange takes white text at 3.1:1 (axe: below AA); the theme's secondary is the AA orange.
  pending: 'secondary',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
  closed: 'default',
};
const RENEWABLE: JobStatus[] = ['approved', 'expired', 'closed'];
type Action = 'close' | 'renew' | 'delete';
const CONFIRM: Record<
  Action,
  {
    title: (job: MyJob) => string;
    label: string;
    call: (id: number) => Promise<{ ok: boolean; data: { error_message?: string; message?: string } }>;
    done: string;
  }
> = {
  close: { title: (job) => text.confirmClose(job.title), label: text.close, call: closeMyJob, done: text.closedDone },
  renew: { title: (job) => text.confirmRenew(job.title), label: text.renew, call: renewMyJob, done: text.renewedDone },
  delete: { title: (job) => text.confirmDelete(job.title), label: text.delete, call: deleteMyJob, done: JOB_TEXTS.jobDeleted },
};

function ApplicationRow({ job, application }: { job: MyJob; application: JobApplication }) {
  const name = application.applicant.name;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
          </Typography>
          <Link component={RouterLink} to={`/messages/${application.conversation_id}`} aria-label={`${text.conversation}: ${name}`}>
            {text.conversation}
          </Link>
        </Box>
        <ApplicationStatusField jobId={job.id} applicationId={application.id} applicantName={name} status={application.status} />
      </Stack>
    </Box>
  );
}

/** A posting's applications, read from GET /account/jobs/{id}/applications when its card shows, a page at a time. */
function JobApplications({ job }: { job: MyJob }) {
  const { loaded, set, retry } = useLoaded(
    (signal) => getJobApplications(job.id, signal),
    (data) => ({ applications: data.data ?? [], next: data.next_cursor ?? null }),
    ACCOUNT_SCREEN_TEXTS.loadFailed,
  );
  // The next page, appended to those shown; a failure says so under the list and keeps what was shown.
  const [more, setMore] = useState<{ pending: boolean; failed: string | null }>({ pending: false, failed: null });
  const loadMore = async (shown: JobApplication[], cursor: string) => {
    setMore({ pending: true, failed: null });
    const answer = await getJobApplications(job.id, undefined, cursor).catch(() => null);
    if (!answer?.ok)
      return setMore({ pending: false, failed: answer ? serverText(answer.data, ACCOUNT_SCREEN_TEXTS.loadFailed) : ACCOUNT_SCREEN_TEXTS.loadFailed });
    setMore({ pending: false, failed: null });
    set({ applications: [...shown, ...(answer.data.data ?? [])], next: answer.data.next_cursor ?? null });
  };
  return (
    <LoadedView loaded={loaded} retry={retry}>
      {({ applications, next }) => (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
            {text.applications(applications.length)}
          </Typography>
          {applications.length === 0 ? (
            <Typography color="text.secondary">{text.noApplications}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {applications.map((application) => (
                <ApplicationRow key={application.id} job={job} application={application} />
              ))}
            </Box>
          )}
          {more.failed && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {more.failed}
            </Alert>
          )}
          {next && (
            <Button onClick={() => void loadMore(applications, next)} disabled={more.pending} sx={{ mt: 1 }}>
              {text.loadMore}
            </Button>
          )}
        </>
      )}
    </LoadedView>
  );
}

/** My account, My jobs: each posting's status (the reason when rejected), expiry, its actions and its applications. */
export function MyJobsSection({ editor: Editor }: { editor: JobEditor }) {
  const { loaded, retry } = useLoaded(getMyJobs, (data) => data.data ?? [], ACCOUNT_SCREEN_TEXTS.loadFailed);
  const [editing, setEditing] = useState<MyJob | null>(null);
  const [asking, setAsking] = useState<{ action: Action; job: MyJob } | null>(null);
  const { busy, outcome, run } = useFormSubmission({ send: async () => ({ severity: 'success', text: '' }), thrownText: text.actionFailed });

  const act = async ({ action, job }: { action: Action; job: MyJob }) => {
    await run(async () => {
      const { ok, data } = await CONFIRM[action].call(job.id);
      if (!ok) return { severity: 'error', text: serverText(data, text.actionFailed) };
      retry();
      return { severity: 'success', text: serverText(data, CONFIRM[action].done) };
    });
    setAsking(null);
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="jobs-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="jobs-heading" variant="h6" component="h2">
          {ACCOUNT_SCREEN_TEXTS.tabs.jobs}
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/jobs/new">
          {text.postJob}
        </Button>
      </Stack>
      {outcome && outcome.text && (
        <Alert severity={outcome.severity} role="none">
          {outcome.text}
        </Alert>
      )}
      <LoadedCards loaded={loaded} retry={retry} emptyText={text.noJobs}>
        {(list) =>
          list.map((job) => {
            return (
              <Card component="li" key={job.id} variant="outlined" aria-labelledby={`my-job-${job.id}`}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                    <Typography id={`my-job-${job.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {job.status === 'approved' ? (
                        <Link component={RouterLink} to={`/jobs/${job.id}`}>
                          {job.title}
                        </Link>
                      ) : (
                        job.title
                      )}
                    </Typography>
                    <Chip size="small" color={CHIP_COLORS[job.status]} label={JOB_STATUS_LABELS[job.status] ?? job.status_label} />
                  </Stack>
                  {job.status === 'rejected' && job.rejection_reason && (
                    <Typography color="error" sx={{ mt: 1 }}>
                      {text.rejectedBecause(job.rejection_reason)}
                    </Typography>
                  )}
                  {job.expires_at && (job.status === 'approved' || job.status === 'expired') && (
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                      {(job.status === 'expired' ? text.expired : text.expires)(formatDate(job.expires_at))}
                    </Typography>
                  )}
                  <JobApplications job={job} />
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button size="small" disabled={busy} onClick={() => setEditing(job)} aria-label={`${text.edit} ${job.title}`}>
                    {text.edit}
                  </Button>
                  {job.status === 'approved' && (
                    <Button size="small" disabled={busy} onClick={() => setAsking({ action: 'close', job })} aria-label={`${text.close} ${job.title}`}>
                      {text.close}
                    </Button>
                  )}
                  {RENEWABLE.includes(job.status) && (
                    <Button size="small" disabled={busy} onClick={() => setAsking({ action: 'renew', job })} aria-label={`${text.renew} ${job.title}`}>
                      {text.renew}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => setAsking({ action: 'delete', job })}
                    aria-label={`${text.delete} ${job.title}`}
                  >
                    {text.delete}
                  </Button>
                </CardActions>
              </Card>
            );
          })
        }
      </LoadedCards>
      {editing && (
        <Suspense fallback={null}>
          <Editor
            job={editing}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              void run(async () => ({ severity: 'success', text: message }));
              retry();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!asking}
        title={asking ? CONFIRM[asking.action].label : ''}
        body={asking ? CONFIRM[asking.action].title(asking.job) : ''}
        confirmLabel={asking ? CONFIRM[asking.action].label : ''}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && void act(asking)}
      />
    </Stack>
  );
}
