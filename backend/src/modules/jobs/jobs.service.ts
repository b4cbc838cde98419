import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InAppNotificationKind, JOB_TEXTS, JobEmploymentType, JobWorkplace, JobStatus, LIMITS, MY_JOBS_PATH } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { ReadReplicas } from '../../common/database/read-replicas';
import { ModeratedKind, changeStatus, deleteModerated } from '../../common/moderation/status-transitions';
import { lifetimeFrom } from '../../common/moderation/listing-lifecycle';
import { decodeKeysetCursor, splitPage } from '../../common/pagination/keyset';
import { isStoredDateTime } from '../../common/pagination/stored-datetime';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { MailMessage } from '../mail/mail.service';
import { Job } from './entities/job.entity';
import { JobsRepository } from './jobs.repository';
import { JobApplicationCvs } from './job-application-cvs';
import { JobRow } from './jobs.query';
import { JobBoardGate } from './job-board-gate';
import { JobDto, JobListDto, MyJobDto, mapJob, mapJobRow, mapMyJob } from './dto/job-response.dto';
import { ListJobsQueryDto } from './dto/list-jobs-query.dto';
import { jobApprovedMail, jobRejectedMail } from './job-emails';

/** Whether a posting is on the board at `now`: approved, not past its expiry, its poster not suspended. */
export function isOnBoard(job: Job, now: Date): boolean {
  return job.status === 'approved' && !!job.expiresAt && new Date(job.expiresAt) > now && !job.poster?.suspendedAt;
}

/** The Job Board and its moderation (docs/jobs.md). */
@Injectable()
export class JobsService {
  private readonly moderated: ModeratedKind<Job>;

  constructor(
    private readonly jobs: JobsRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly feed: NotificationFeedService,
    private readonly gate: JobBoardGate,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly replicas: ReadReplicas,
    private readonly cvs: JobApplicationCvs,
  ) {
    this.moderated = { records: jobs, notFound: JOB_TEXTS.jobNotFound };
  }

  /** GET /jobs: approved, unexpired postings, newest first, searched and filtered, a keyset page at a time. */
  async board(viewer: AuthUser | undefined, query: ListJobsQueryDto = {}): Promise<JobListDto> {
    await this.gate.assertOpen(viewer);
    const limit = query.limit ?? LIMITS.listPageDefault;
    const after = query.cursor ? decodeKeysetCursor(query.cursor, isStoredDateTime) : null;
    const request = {
      now: this.clock.now(),
      after,
      take: limit + 1,
      search: query.q?.trim() || undefined,
      industry: query.industry,
      workplace: query.workplace,
      employmentType: query.employment_type,
    };
    const rows = await this.replicas.read(viewer?.id ?? null, (manager) => this.jobs.board(request, manager));
    const { page, next_cursor } = splitPage(rows, limit, (row) => ({ key: row.created_at, id: Number(row.id) }));
    return { data: page.map(mapJobRow), next_cursor };
  }

  /**
   * The saved searches' alerts: postings on the board that match the board's own search and filters (the same
   * query and tokenizer as GET /jobs) and were approved in (since, until]. Nothing while the board is Coming Soon.
   */
  async approvedBetween(
    filters: { q?: string | null; industry?: string; workplace?: string; employment_type?: string },
    since: Date,
    until: Date,
    take: number,
    manager?: EntityManager,
  ): Promise<JobRow[]> {
    if (!(await this.gate.isOpen())) return [];
    const request = {
      now: until,
      take,
      search: filters.q?.trim() || undefined,
      industry: filters.industry,
      workplace: filters.workplace as JobWorkplace | undefined,
      employmentType: filters.employment_type as JobEmploymentType | undefined,
      approvedAfter: since,
      approvedUntil: until,
    };
    return this.jobs.board(request, manager);
  }

  /** GET /jobs/:id: a posting on the board; anything else (pending, closed, expired, another's draft) is 404. */
  async findPublic(viewer: AuthUser | undefined, id: number): Promise<JobDto> {
    await this.gate.assertOpen(viewer);
    const job = await this.jobs.findWithPoster(id);
    if (!job || !isOnBoard(job, this.clock.now())) throw new NotFoundException(JOB_TEXTS.jobNotFound);
    return mapJob(job);
  }

  /**
   * The public page's posting (GET /jobs/:id as HTML): on the board, gone (closed or expired: 410), or absent.
   * Null when the board is not open or the posting does not exist (404).
   */
  async forPage(id: number): Promise<{ job: Job; gone: boolean } | null> {
    if (!(await this.gate.isOpen())) return null;
    const job = await this.jobs.findWithPoster(id);
    if (!job || job.poster?.suspendedAt) return null;
    if (isOnBoard(job, this.clock.now())) return { job, gone: false };
    if (job.status === 'closed' || job.status === 'expired' || job.status === 'approved') return { job, gone: true };
    return null;
  }

  boardIsOpen(): Promise<boolean> {
    return this.gate.isOpen();
  }

  /** Every posting on the board now, for sitemap.xml. */
  async sitemapEntries(): Promise<Array<{ id: number; lastModified: Date }>> {
    const rows = await this.jobs.onBoardForSitemap(this.clock.now());
    return rows.map((job) => ({ id: job.id, lastModified: new Date(job.approvedAt ?? job.createdAt) }));
  }

  /** Any status (the admin panel). */
  async findById(id: number): Promise<MyJobDto> {
    const job = await this.jobs.findById(id);
    if (!job) throw new NotFoundException(JOB_TEXTS.jobNotFound);
    return mapMyJob(job);
  }

  /** On the board for JOB_LIFETIME_DAYS from now; the poster is told (mail through their notification settings). */
  async approve(actor: AuthUser, id: number): Promise<MyJobDto> {
    const now = this.clock.now();
    const job = await this.decide(
      actor,
      id,
      'approved',
      { rejectionReason: null, approvedAt: now, ...lifetimeFrom(now, this.config.jobs.lifetimeDays) },
      (approved, manager) => this.tellPoster(approved, 'job_approved', (email) => jobApprovedMail(email, approved, this.config.appUrl), manager),
    );
    return mapMyJob(job);
  }

  async reject(actor: AuthUser, id: number, reason: string | null = null): Promise<MyJobDto> {
    const job = await this.decide(actor, id, 'rejected', { rejectionReason: reason, expiresAt: null }, (rejected, manager) =>
      this.tellPoster(rejected, 'job_rejected', (email) => jobRejectedMail(email, rejected, this.config.mail.contactEmail), manager),
    );
    return mapMyJob(job);
  }

  /** An admin's delete: the row and its audit entry in one transaction. */
  async remove(actor: AuthUser, id: number): Promise<MyJobDto> {
    // The applications' CVs go with the posting (docs/jobs.md "The CV").
    const job = await this.cvs.deletingPosting(id, () =>
      deleteModerated(this.transactions, this.moderated, id, (found, manager) => this.audit.record(actor, 'delete-job', 'job', id, found.title, manager)),
    );
    return mapMyJob(job);
  }

  /** The poster's in-app notification and mail (through their settings), both in the decision's transaction. */
  private async tellPoster(job: Job, kind: InAppNotificationKind, mail: (email: string) => MailMessage, manager: EntityManager): Promise<void> {
    if (!job.poster) return;
    await this.feed.record(manager, { userId: job.userId, kind, link: MY_JOBS_PATH });
    await this.notifications.notify(job.userId, 'moderation_outcome', mail(job.poster.email), manager);
  }

  private decide(
    actor: AuthUser,
    id: number,
    status: JobStatus,
    alongside: Partial<Job>,
    tell: (job: Job, manager: EntityManager) => Promise<void>,
  ): Promise<Job> {
    return changeStatus(
      this.transactions,
      this.moderated,
      id,
      status,
      async (job, manager) => {
        await this.audit.record(actor, status === 'approved' ? 'approve-job' : 'reject-job', 'job', id, job.title, manager);
        await tell(job, manager);
      },
      alongside,
    );
  }
}
