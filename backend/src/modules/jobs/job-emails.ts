import { JobApplicationStatus, conversationPath, jobPath } from '@community/vocabulary';
import { MailMessage, catalogMail } from '../mail/mail.service';
import { Job } from './entities/job.entity';

/** The job poster's mails; texts in the mail catalogs (vocabulary/src/i18n), in the poster's saved language. */
export function jobApprovedMail(to: string, job: Job, appUrl: string): MailMessage {
  return catalogMail(to, 'jobApproved', { title: job.title, jobLink: `${appUrl}${jobPath(job.id)}` });
}

export function jobRejectedMail(to: string, job: Job, contactEmail: string): MailMessage {
  return catalogMail(to, 'jobRejected', { title: job.title, reason: job.rejectionReason ?? null, contactEmail });
}

/** To the poster: which posting and where to read it; never the applicant's message or CV. */
export function jobApplicationMail(to: string, job: Job, appUrl: string, conversationId: number): MailMessage {
  return catalogMail(to, 'jobApplication', { title: job.title, link: `${appUrl}${conversationPath(conversationId)}` });
}

/** To the applicant: the posting's title and the status its poster set, with the conversation's link; nothing else. */
export function applicationStatusMail(to: string, jobTitle: string, status: JobApplicationStatus, appUrl: string, conversationId: number): MailMessage {
  return catalogMail(to, 'applicationStatus', { title: jobTitle, status, link: `${appUrl}${conversationPath(conversationId)}` });
}
