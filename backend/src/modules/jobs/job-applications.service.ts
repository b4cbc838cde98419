import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import {
  JOB_BOARD_CONVERSATION_KIND,
  JOB_LIMITS,
  JOB_TEXTS,
  LIMITS,
  JobApplicationStatus,
  SettableApplicationStatus,
  conversationPath,
} from '@community/vocabulary';
import { EntityManager } from 'typeorm';
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
import { ApplicationForChange, JobApplicationsRepository } from './job-applications.repository';
import { JobApplicationCreatedDto, JobApplicationDto, JobApplicationListDto, mapApplication } from './dto/job-application.dto';
import { decodeKeysetCursor, splitPage } from '../../common/pagination/keyset';
import { NewestFirstPageQueryDto } from '../../common/pagination/page-query';
import { isStoredDateTime } from '../../common/pagination/stored-datetime';
import { applicationStatusMail, jobApplicationMail } from './job-emails';
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
export class JobApplicationsService implements OnModuleInit {
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

  /** The Job Board threads' part of the conversation answer and the poster's first reading (SectionThreadsService). */
  onModuleInit(): void {
    this.threads.register(JOB_BOARD_CONVERSATION_KIND, {
      describe: (conversationId) => this.applications.ofConversation(conversationId),
      receiverOpened: (conversationId) => this.posterOpened(conversationId),
    });
  }

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

  /**
   * My jobs: a page of a posting's applications, newest first (the poster only; another member's posting answers 404
   * like a missing one), keyset on (created_at, id) so a posting with many applications is read page by page.
   */
  async list(poster: AuthUser, jobId: number, query: NewestFirstPageQueryDto): Promise<JobApplicationListDto> {
    await this.ownJob(poster, jobId);
    const limit = query.limit ?? LIMITS.listPageDefault;
    const after = query.cursor ? decodeKeysetCursor(query.cursor, isStoredDateTime) : null;
    const rows = await this.applications.ofJob(jobId, { take: limit + 1, after });
    const { page, next_cursor } = splitPage(rows, limit, (row) => ({ key: String(row.createdAt), id: row.id }));
    return { data: page.map(mapApplication), next_cursor };
  }

  /**
   * The poster sets an application's status. In one write transaction: the row locked (MariaDB) and read, then moved
   * by a conditional UPDATE from the status read, and only a real change records the applicant's `application_status`
   * notification and mail; setting the status it already has changes nothing and tells nobody.
   */
  async setStatus(poster: AuthUser, jobId: number, applicationId: number, status: SettableApplicationStatus): Promise<JobApplicationDto> {
    await this.ownJob(poster, jobId);
    const changed = await this.transactions.runWrite(async (manager) => {
      const application = await this.applications.forChange(manager, { id: applicationId });
      if (!application || application.jobId !== jobId || application.posterId !== poster.id) return null;
      await this.move(manager, application, status);
      return true;
    });
    if (!changed) throw new NotFoundException(JOB_TEXTS.applicationNotFound);
    const [row] = await this.applications.ofJob(jobId, { applicationId });
    if (!row) throw new NotFoundException(JOB_TEXTS.applicationNotFound);
    return mapApplication(row);
  }

  /** The poster's first opening of the thread: new → read (conditional, so two openings move it once). */
  private async posterOpened(conversationId: number): Promise<void> {
    const application = await this.applications.ofConversation(conversationId);
    if (!application || application.status !== 'new') return;
    await this.transactions.runWrite(async (manager) => {
      const locked = await this.applications.forChange(manager, { conversationId });
      if (locked?.status === 'new') await this.move(manager, locked, 'read');
    });
  }

  private async move(manager: EntityManager, application: ApplicationForChange, status: JobApplicationStatus): Promise<void> {
    if (application.status === status) return;
    if (!(await this.applications.moveStatus(manager, application.id, application.status, status))) return;
    const link = conversationPath(application.conversationId);
    await this.feed.record(manager, { userId: application.applicantId, kind: 'application_status', link });
    await this.notifications.notify(
      application.applicantId,
      'status_change',
      applicationStatusMail(application.applicantEmail, application.jobTitle, status, this.config.appUrl, application.conversationId),
      manager,
    );
  }

  private async ownJob(poster: AuthUser, jobId: number): Promise<void> {
    await this.gate.assertOpen(poster);
    if (!(await this.jobs.ownJob(poster.id, jobId))) throw new NotFoundException(JOB_TEXTS.jobNotFound);
  }
}
