import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { APPLICATION_STATUS_LABELS, JOB_SCREEN_TEXTS } from '@community/vocabulary';
import { announce } from '../../../lib/a11y/announcer';
import { ApplicationStatusField } from '../../../components/ApplicationStatusField';
import { downloadAttachment, type ConversationApplication } from '../../../lib/api/jobs';
import { Link as RouterLink } from '../../../lib/router';
import { serverText } from '../../../lib/server-text';

/** The CV its applicant attached, once the API carries it (the CV upload is built on its own). */
type Application = ConversationApplication & { cv?: { id: number; file_name: string } | null };

/**
 * A Job Board thread's application: the job it is for, the status its poster set (the poster sets it here, the
 * applicant follows it), and the CV. The CV is only for the two participants, so it is fetched with the session's token and handed to the
 * browser as a file, never as a bare link the browser would open without the token.
 */
export function JobApplicationPanel({
  conversationId,
  application,
  poster,
  applicantName,
}: {
  conversationId: number;
  application: Application;
  /** The reader is the posting's poster (the thread's receiver): they set the status. */
  poster: boolean;
  applicantName: string;
}) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const status = APPLICATION_STATUS_LABELS[application.status];
  const cv = application.cv;

  const download = async () => {
    if (!cv) return;
    setBusy(true);
    setProblem('');
    const answer = await downloadAttachment(conversationId, cv.id, cv.file_name).catch(() => ({ ok: false, status: 0, data: {} }));
    setBusy(false);
    if (!answer.ok) {
      const text = serverText(answer.data, JOB_SCREEN_TEXTS.cvDownloadFailed);
      setProblem(text);
      announce(text, 'assertive');
    }
  };

  return (
    <Box component="section" aria-labelledby="application-title" sx={{ my: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="application-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <RouterLink to={`/jobs/${application.job_id}`}>{JOB_SCREEN_TEXTS.applicationFor(application.job_title)}</RouterLink>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
        {poster ? (
          <ApplicationStatusField
            key={`${application.id}-${application.status}`}
            jobId={application.job_id}
            applicationId={application.id}
            applicantName={applicantName}
            status={application.status}
          />
        ) : (
          <Chip label={JOB_SCREEN_TEXTS.applicationStatusNow(status)} color={application.status === 'declined' ? 'default' : 'primary'} variant="outlined" />
        )}
        {cv && (
          <Button variant="outlined" size="small" onClick={download} disabled={busy} aria-busy={busy}>
            {JOB_SCREEN_TEXTS.downloadCv(cv.file_name)}
          </Button>
        )}
      </Stack>
      {problem && (
        <Alert severity="error" role="none" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
