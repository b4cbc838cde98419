import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { JOB_SCREEN_TEXTS } from '@community/vocabulary';
import type { Job } from '../../../lib/api/jobs';
import { formatDate } from '../../../lib/i18n/format';
import { Link as RouterLink } from '../../../lib/router';
import { jobKind } from './job-labels';

/** One posting on the board: its title (the link to its page), employer, place, workplace and type, and when it was posted. */
export function JobCard({ job }: { job: Job }) {
  const headingId = `job-${job.id}-title`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardActionArea component={RouterLink} to={`/jobs/${job.id}`} sx={{ height: '100%' }}>
        <CardContent>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {job.title}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{job.employer_name}</Typography>
          <Typography color="text.secondary">{job.location}</Typography>
          <Typography color="text.secondary">{jobKind(job)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <time dateTime={job.posted_at ?? job.created_at}>{JOB_SCREEN_TEXTS.posted(formatDate(job.posted_at ?? job.created_at))}</time>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
