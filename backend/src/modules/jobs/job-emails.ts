import { jobPath } from '@community/vocabulary';
import { MailMessage } from '../mail/mail.service';
import { Job } from './entities/job.entity';

export function jobApprovedMail(to: string, job: Job, appUrl: string): MailMessage {
  return {
    to,
    subject: `Your job "${job.title}" is now live`,
    text: `Good news: an administrator approved your job "${job.title}".\n\nIt is on the Job Board now:\n${appUrl}${jobPath(job.id)}\n`,
  };
}

export function jobRejectedMail(to: string, job: Job, contactEmail: string): MailMessage {
  return {
    to,
    subject: `Your job "${job.title}" was not approved`,
    text:
      `An administrator reviewed your job "${job.title}" and did not approve it.\n\n` +
      (job.rejectionReason ? `Reason: ${job.rejectionReason}\n\n` : '') +
      `You are welcome to correct it from My jobs. If you have questions, write to us at ${contactEmail}.\n`,
  };
}
