import { jobPath } from '@community/vocabulary';
import { MailMessage, catalogMail } from '../mail/mail.service';
import { Job } from './entities/job.entity';

/** The job poster's mails; texts in the mail catalogs (vocabulary/src/i18n), in the poster's saved language. */
export function jobApprovedMail(to: string, job: Job, appUrl: string): MailMessage {
  return catalogMail(to, 'jobApproved', { title: job.title, jobLink: `${appUrl}${jobPath(job.id)}` });
}

export function jobRejectedMail(to: string, job: Job, contactEmail: string): MailMessage {
  return catalogMail(to, 'jobRejected', { title: job.title, reason: job.rejectionReason ?? null, contactEmail });
}
