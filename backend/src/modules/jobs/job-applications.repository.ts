import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { JobApplicationStatus } from '@community/vocabulary';
import { JobApplication } from './entities/job-application.entity';
import { ApplicationRow } from './dto/job-application.dto';
import { KeysetCursor, keysetAfter } from '../../common/pagination/keyset';
import { storedDateTimeText } from '../../common/pagination/stored-datetime';

/** An application with what its status change needs: the posting's title and the applicant's address. */
export interface ApplicationForChange {
  id: number;
  jobId: number;
  jobTitle: string;
  posterId: number;
  applicantId: number;
  applicantEmail: string;
  conversationId: number;
  status: JobApplicationStatus;
}

/** What a Job Board thread's answer carries about its application. */
export interface ThreadApplication {
  id: number;
  job_id: number;
  job_title: string;
  status: JobApplicationStatus;
}

/** The job_applications table; writes inside the caller's transaction. */
@Injectable()
export class JobApplicationsRepository {
  constructor(@InjectRepository(JobApplication) private readonly rows: Repository<JobApplication>) {}

  /** MariaDB: applications to one posting take turns on its row. SQLite: one write transaction at a time already. */
  async lockJob(manager: EntityManager, jobId: number): Promise<void> {
    if (manager.connection.options.type === 'better-sqlite3') return;
    await manager.query('SELECT id FROM jobs WHERE id = ? FOR UPDATE', [jobId]);
  }

  async exists(manager: EntityManager, jobId: number, applicantId: number): Promise<boolean> {
    return !!(await manager.findOne(JobApplication, { where: { jobId, applicantId }, select: { id: true } }));
  }

  /** The conversations a posting's applications opened (their CVs go with the posting). */
  async conversationsOf(manager: EntityManager, jobId: number): Promise<number[]> {
    return (await manager.find(JobApplication, { where: { jobId }, select: { conversationId: true } })).map((row) => row.conversationId);
  }

  insert(manager: EntityManager, application: Pick<JobApplication, 'jobId' | 'applicantId' | 'conversationId' | 'createdAt'>): Promise<JobApplication> {
    return manager.save(Object.assign(new JobApplication(), { ...application, status: 'new' }));
  }

  /**
   * A posting's applications, newest first, with each applicant's name: `take` rows after the keyset cursor
   * (created_at as stored, id), or one application of the posting (`applicationId`).
   */
  async ofJob(jobId: number, page: { take: number; after: KeysetCursor | null } | { applicationId: number }): Promise<ApplicationRow[]> {
    const params: unknown[] = [jobId];
    const conditions = ['a.job_id = ?'];
    if ('applicationId' in page) {
      conditions.push('a.id = ?');
      params.push(page.applicationId);
    } else if (page.after) conditions.push(keysetAfter('a.created_at', 'a.id', 'DESC', page.after, params));
    const rows: ApplicationRow[] = await this.rows.query(
      `SELECT a.id AS id, a.conversation_id AS conversationId, a.applicant_id AS applicantId, u.name AS applicantName, a.status AS status,
         ${storedDateTimeText('a.created_at')} AS createdAt
       FROM job_applications a INNER JOIN users u ON u.id = a.applicant_id
       WHERE ${conditions.join(' AND ')}
       ORDER BY a.created_at DESC, a.id DESC LIMIT ${'applicationId' in page ? 1 : page.take}`,
      params,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), conversationId: Number(row.conversationId), applicantId: Number(row.applicantId) }));
  }

  /** One application with its posting and applicant, read for a change; the row is locked first on MariaDB. */
  async forChange(manager: EntityManager, where: { id: number } | { conversationId: number }): Promise<ApplicationForChange | null> {
    const column = 'id' in where ? 'a.id' : 'a.conversation_id';
    const value = 'id' in where ? where.id : where.conversationId;
    if (manager.connection.options.type !== 'better-sqlite3') {
      await manager.query(`SELECT a.id FROM job_applications a WHERE ${column} = ? FOR UPDATE`, [value]);
    }
    const row = await manager
      .createQueryBuilder(JobApplication, 'a')
      .innerJoin('a.job', 'j')
      .innerJoin('a.applicant', 'u')
      .select(['a.id AS id', 'a.job_id AS jobId', 'j.title AS jobTitle', 'j.user_id AS posterId', 'a.applicant_id AS applicantId'])
      .addSelect(['u.email AS applicantEmail', 'a.conversation_id AS conversationId', 'a.status AS status'])
      .where(`${column} = :value`, { value })
      .getRawOne<ApplicationForChange>();
    if (!row) return null;
    return {
      ...row,
      id: Number(row.id),
      jobId: Number(row.jobId),
      posterId: Number(row.posterId),
      applicantId: Number(row.applicantId),
      conversationId: Number(row.conversationId),
    };
  }

  /** The status moves only from the one it was read in: false when another change came first. */
  async moveStatus(manager: EntityManager, id: number, from: JobApplicationStatus, to: JobApplicationStatus): Promise<boolean> {
    const result = await manager.createQueryBuilder().update(JobApplication).set({ status: to }).where('id = :id AND status = :from', { id, from }).execute();
    return result.affected === 1;
  }

  /** The application a Job Board thread belongs to, for its answer. */
  async ofConversation(conversationId: number): Promise<ThreadApplication | null> {
    const row = await this.rows
      .createQueryBuilder('a')
      .innerJoin('a.job', 'j')
      .select(['a.id AS id', 'a.job_id AS job_id', 'j.title AS job_title', 'a.status AS status'])
      .where('a.conversation_id = :conversationId', { conversationId })
      .getRawOne<ThreadApplication>();
    return row ? { ...row, id: Number(row.id), job_id: Number(row.job_id) } : null;
  }
}
