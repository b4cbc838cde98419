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
import { ConversationAttachmentsService, StagedAttachment } from '../conversations/attachments/conversation-attachments.service';
import { JobsRepository } from './jobs.repository';
import { JobBoardGate } from './job-board-gate';
import { isOnBoard } from './jobs.service';
import { JobApplicationsRepository } from './job-applications.repository';
import { JobApplicationCreatedDto } from './dto/job-application.dto';
import { jobApplicationMail } from './job-emails';
import { ApplicationForm, CV_CONTENT_TYPE } from './job-application.reader';

/**
 * Applying to a posting (docs/jobs.md "Applying"): the application row, the Job Board conversation it opens with the
 * poster (through the conversations module's SectionThreadsService, so the jobs module owns its row and the
 * conversations module its thread, with no cycle) and the poster's notification and mail, in one transaction. One
 * application per member per job: the posting's row is locked first on MariaDB (SQLite runs one write transaction
 * at a time), the existing application read under it, and the unique key UQ_job_applications_job_applicant answers
 * whatever slips past. The CV (a PDF, checked by the reader) is written to the private folder before the
 * transaction and recorded in it as the conversation's attachment; a refused or failed transaction removes the file.
 */
@Injectable()
export class JobApplicationsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly threads: SectionThreadsService,
    private readonly attachments: ConversationAttachmentsService,
    private readonly transactions: Transactions,
    private readonly notifications: NotificationsService,
    private readonly feed: NotificationFeedService,
    private readonly gate: JobBoardGate,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async apply(applicant: AuthUser, jobId: number, { fields, cv }: ApplicationForm): Promise<JobApplicationCreatedDto> {
    await this.gate.assertOpen(applicant);
    const job = await this.jobs.findWithPoster(jobId);
    if (!job || !isOnBoard(job, this.clock.now())) throw new NotFoundException(JOB_TEXTS.jobNotFound);
    if (job.userId === applicant.id) throw new BadRequestException(JOB_TEXTS.notYourOwnJob);
    const raw = fields.message;
    const message = (Array.isArray(raw) ? raw[0] : (raw ?? '')).trim();
    if (message.length < JOB_LIMITS.applicationMessageMin || message.length > JOB_LIMITS.applicationMessageMax)
      throw formErrors({ message: [JOB_TEXTS.applicationMessageLength] });

    const poster = job.poster!;
    const staged: StagedAttachment | null = cv ? await this.attachments.stage(cv.content, cv.fileName, CV_CONTENT_TYPE, 'cv.pdf') : null;
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
        if (staged) await this.attachments.record(manager, staged, { conversationId, messageId: null, uploaderId: applicant.id, createdAt: now });
        // The poster's mail names the posting and links the conversation: never the message, never the CV.
        await this.notifications.notify(job.userId, 'new_request', jobApplicationMail(poster.email, job, this.config.appUrl, conversationId), manager);
        await this.feed.record(manager, { userId: job.userId, kind: 'job_application', link: conversationPath(conversationId) });
        return { id: saved.id, conversation_id: conversationId };
      });
      if (!outcome) throw new ConflictException(JOB_TEXTS.alreadyApplied);
      return outcome;
    } catch (error) {
      // Nothing was recorded: the CV written for this application must not stay on disk.
      await this.attachments.discard(staged);
      if (isDuplicateKey(error)) throw new ConflictException(JOB_TEXTS.alreadyApplied);
      throw error;
    }
  }
}
