import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { JobApplication } from './entities/job-application.entity';

/** The job_applications table, inside the caller's transaction. */
@Injectable()
export class JobApplicationsRepository {
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
}
