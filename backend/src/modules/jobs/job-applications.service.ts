import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { JOB_BOARD_CONVERSATION_KIND, JOB_LIMITS, JOB_TEXTS, conversationPath } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { isDuplicateKey } from '../../common/database/duplicate-key';
import { formErrors } from '../../common/http/form-errors';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { SectionThreadsService } from '../conversations/requests/section-threads.service';
import { JobsRepository } from './jobs.repository';
import { JobBoardGate } from './job-board-gate';
import { isOnBoard } from './jobs.service';
import { JobApplicationsRepository } from './job-applications.repository';
import { JobApplicationCreatedDto } from './dto/job-application.dto';
import { jobApplicationMail } from './job-emails';

/**
 * Applying to a posting (docs/jobs.md "Applying"): the application row, the Job Board conversation it opens with the
 * poster (through the conversations module's SectionThreadsService, so the jobs module owns its row and the
 * conversations module its thread, with no cycle) and the poster's notification and mail, in one transaction. One
 * application per member per job: the posting's row is locked first on MariaDB (SQLite runs one write transaction
 * at a time), the existing application read under it, and the unique key UQ_job_applications_job_applicant answers
 * whatever slips past.
 */
@Injectable()
export class JobApplicationsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly threads: SectionThreadsService,
    private readonly transactions: Transactions,
    private readonly notifications: NotificationsService,
    private readonly feed: NotificationFeedService,
    private readonly gate: JobBoardGate,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async apply(applicant: AuthUser, jobId: number, fields: Record<string, string | string[]>): Promise<JobApplicationCreatedDto> {
    await this.gate.assertOpen(applicant);
    const job = await this.jobs.findWithPoster(jobId);
    if (!job || !isOnBoard(job, this.clock.now())) throw new NotFoundException(JOB_TEXTS.jobNotFound);
    if (job.userId === applicant.id) throw new BadRequestException(JOB_TEXTS.notYourOwnJob);
    const raw = fields.message;
    const message = (Array.isArray(raw) ? raw[0] : (raw ?? '')).trim();
    if (message.length < JOB_LIMITS.applicationMessageMin || message.length > JOB_LIMITS.applicationMessageMax)
      throw formErrors({ message: [JOB_TEXTS.applicationMessageLength] });

    const poster = job.poster!;
    try {
      const outcome = await this.transactions.runWrite(async (manager): Promise<JobApplicationCreatedDto | null> => {
        await this.applications.lockJob(manager, job.id);
        if (await this.applications.exists(manager, job.id, applicant.id)) return null;
        const now = this.clock.now();
        const { conversationId } = await this.threads.open(manager, {
          section: JOB_BOARD_CONVERSATION_KIND,
          senderId: applicant.id,
          receiverId: job.userId,
          fullName: applicant.name,
          details: { message, job_id: job.id, job_title: job.title },
        });
        const saved = await this.applications.insert(manager, { jobId: job.id, applicantId: applicant.id, conversationId, createdAt: now });
        // The poster's mail names the posting and links the conversation: never the message, never the CV.
        await this.notifications.notify(job.userId, 'new_request', jobApplicationMail(poster.email, job, this.config.appUrl, conversationId), manager);
        await this.feed.record(manager, { userId: job.userId, kind: 'job_application', link: conversationPath(conversationId) });
        return { id: saved.id, conversation_id: conversationId };
      });
      if (!outcome) throw new ConflictException(JOB_TEXTS.alreadyApplied);
      return outcome;
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(JOB_TEXTS.alreadyApplied);
      throw error;
    }
  }
}
