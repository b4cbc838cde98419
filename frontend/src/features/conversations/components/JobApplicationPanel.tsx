import { Box, Chip, Stack, Typography } from '@mui/material';
import { APPLICATION_STATUS_LABELS, JOB_SCREEN_TEXTS } from '@community/vocabulary';
import { ApplicationStatusField } from '../../../components/ApplicationStatusField';
import { type ConversationApplication } from '../../../lib/api/jobs';
import { Link as RouterLink } from '../../../lib/router';

/**
 * A Job Board thread's application: the job it is for and the status its poster set (the poster sets it here, the
 * applicant follows it). The CV, if one was attached, is in the thread's attachments (ThreadAttachments), downloaded
 * with the session's token by the two participants only.
 */
export function JobApplicationPanel({
  application,
  poster,
  applicantName,
}: {
  application: ConversationApplication;
  /** The reader is the posting's poster (the thread's receiver): they set the status. */
  poster: boolean;
  applicantName: string;
}) {
  const status = APPLICATION_STATUS_LABELS[application.status];
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
      </Stack>
    </Box>
  );
}
