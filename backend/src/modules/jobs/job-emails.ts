import { APPLICATION_STATUS_LABELS, JobApplicationStatus, conversationPath, jobPath } from '@community/vocabulary';
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
  return {
    to,
    subject: `New application to your job "${job.title}"`,
    text: `A member applied to your job "${job.title}".\n\nRead the application in Messages:\n${appUrl}${conversationPath(conversationId)}\n`,
  };
}

/** To the applicant: the posting's title and the status its poster set, with the conversation's link; nothing else. */
export function applicationStatusMail(to: string, jobTitle: string, status: JobApplicationStatus, appUrl: string, conversationId: number): MailMessage {
  const label = APPLICATION_STATUS_LABELS[status];
  return {
    to,
    subject: `Your application to "${jobTitle}": ${label}`,
    text: `The poster of "${jobTitle}" set your application to: ${label}.\n\nOpen the conversation in Messages:\n${appUrl}${conversationPath(conversationId)}\n`,
  };
}
