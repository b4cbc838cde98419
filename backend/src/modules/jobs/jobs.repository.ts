import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { searchDialect } from '../../common/search/full-text';
import { searchPlanFor } from '../../common/search/word-counts';
import { ModeratedRecords } from '../../common/moderation/status-transitions';
import { Job } from './entities/job.entity';
import { JobRow, JobsBoardRequest, jobsBoardQuery } from './jobs.query';
import { AdminJobFilter } from './admin-jobs-list';
import { JOB_SEARCH } from './job-search';

export type JobsBoardPage = Omit<JobsBoardRequest, 'dialect' | 'searchPlan'>;

/** Every query of the jobs table: the board, the poster's own postings, moderation, the daily cap and expiry. */
@Injectable()
export class JobsRepository implements ModeratedRecords<Job> {
  constructor(@InjectRepository(Job) private readonly jobs: Repository<Job>) {}

  /** The public board (jobs.query.ts); a search first asks the word counts how to read the page. */
  async board(request: JobsBoardPage, manager: EntityManager = this.jobs.manager): Promise<JobRow[]> {
    const dialect = searchDialect(this.jobs.manager.connection);
    const searchPlan = request.search ? await searchPlanFor(manager, dialect, JOB_SEARCH.columns[1], request.search, request.take) : undefined;
    const { sql, params } = jobsBoardQuery({ ...request, dialect, searchPlan });
    return manager.query(sql, params);
  }

  /** The admin panel's jobs resource: pending or all, search and sort as react-admin sends them. */
  adminPage(query: ListQuery<AdminJobFilter>, manager?: EntityManager): Promise<ListPage<Job>> {
    const { q, status, industry, id } = query.filter;
    const qb = (manager?.getRepository(Job) ?? this.jobs).createQueryBuilder('job');
    applyEquals(qb, { 'job.status': status, 'job.industry': industry });
    applyIds(qb, 'job.id', id);
    const unfiltered = !status && !industry && !id;
    return listPage(qb, query, 'job.id', (job) => job, {
      q,
      column: JOB_SEARCH.columns[0],
      literalFields: ['job.title', 'job.employerName', 'job.industry', 'job.status', 'job.location'],
      orderedBy: ['job.id'],
      countFromWordCounts: unfiltered,
    });
  }

  findById(id: number): Promise<Job | null> {
    return this.jobs.findOneBy({ id });
  }

  /** A posting with its poster (the public page: a suspended poster's posting is as absent as a missing one). */
  findWithPoster(id: number): Promise<Job | null> {
    return this.jobs.findOne({ where: { id }, relations: { poster: true } });
  }

  /** Approved, unexpired postings of unsuspended posters (sitemap.xml), newest first, at most 50,000 (the sitemap's limit). */
  onBoardForSitemap(now: Date): Promise<Pick<Job, 'id' | 'approvedAt' | 'createdAt'>[]> {
    return this.jobs
      .createQueryBuilder('job')
      .innerJoin('job.poster', 'poster', 'poster.suspendedAt IS NULL')
      .select(['job.id', 'job.approvedAt', 'job.createdAt'])
      .where('job.status = :approved', { approved: 'approved' })
      .andWhere('job.expiresAt > :now', { now })
      .orderBy('job.createdAt', 'DESC')
      .limit(50_000)
      .getMany();
  }

  // --- moderation (common/moderation/status-transitions.ts) ---

  forDecision(id: number, manager: EntityManager): Promise<Job | null> {
    return manager.findOne(Job, { where: { id }, relations: { poster: true } });
  }

  async writeDecision(job: Job, changes: Partial<Job>, manager: EntityManager): Promise<void> {
    await manager.update(Job, { id: job.id }, { ...changes, ...JOB_SEARCH.derive(job) });
  }

  async deleteDecided(id: number, manager: EntityManager): Promise<boolean> {
    return !!(await manager.delete(Job, { id })).affected;
  }

  // --- a poster's own postings ---

  insert(job: Job): Promise<Job> {
    return this.jobs.save(job);
  }

  async deleteById(id: number): Promise<void> {
    await this.jobs.delete({ id });
  }

  allOf(posterId: number): Promise<Job[]> {
    return this.jobs.find({ where: { userId: posterId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The posting if this poster owns it: another member's is as absent as one that does not exist. */
  ownJob(posterId: number, id: number): Promise<Job | null> {
    return this.jobs.findOneBy({ id, userId: posterId });
  }

  /**
   * A poster's edit, written only if the posting is as the edit read it (its submitted_at and status): false when
   * another edit or a decision came first. The columns carry the derived search text.
   */
  async storeEdit(job: Job, before: Pick<Job, 'status'>, columns: Partial<Job>): Promise<boolean> {
    return !!(await this.jobs.update({ id: job.id, userId: job.userId, status: before.status }, { ...columns, ...JOB_SEARCH.derive(job) })).affected;
  }

  /** A status change of the poster's own (closing, renewal), with the search columns that carry the status. */
  async writeStatus(job: Job, changes: Partial<Job>): Promise<void> {
    await this.jobs.update({ id: job.id }, { ...changes, ...JOB_SEARCH.derive(job) });
  }

  async deleteOwn(posterId: number, id: number): Promise<boolean> {
    return !!(await this.jobs.delete({ id, userId: posterId })).affected;
  }

  // --- the daily cap ---

  submittedSince(posterId: number, since: Date): Promise<Pick<Job, 'id' | 'submittedAt'>[]> {
    return this.jobs.find({
      select: { id: true, submittedAt: true },
      where: { userId: posterId, submittedAt: MoreThan(since) },
      order: { submittedAt: 'ASC', id: 'ASC' },
    });
  }

  // --- expiry (JobExpiryJob) ---

  expiryDue(now: Date, take: number): Promise<Job[]> {
    return this.jobs.find({ where: { status: 'approved', expiresAt: LessThanOrEqual(now) }, take });
  }

  /** approved → expired, once across instances (a conditional update); the search columns carry the new status. */
  async expire(job: Job): Promise<boolean> {
    job.status = 'expired';
    return !!(await this.jobs.update({ id: job.id, status: 'approved' }, { status: 'expired', ...JOB_SEARCH.derive(job) })).affected;
  }
}
