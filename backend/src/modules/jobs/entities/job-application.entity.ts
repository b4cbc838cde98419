import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JOB_APPLICATION_STATUSES, JobApplicationStatus } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';
import { Job } from './job.entity';

/**
 * A member's application to a posting (docs/jobs.md "Applying"). What they wrote is the request of the Job Board
 * conversation the application opens (its inbox message, sealed at rest like every request); this row ties the
 * posting, the applicant and that conversation together and carries the status the poster sets. One per member
 * per job: the unique key decides when applications arrive together. It goes with the posting and with the
 * applicant's account (foreign keys ON DELETE CASCADE, named here as the migration names them); the conversation
 * stays with the poster.
 */
@Entity('job_applications')
@Index('UQ_job_applications_job_applicant', ['jobId', 'applicantId'], { unique: true })
export class JobApplication {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'job_id', type: 'int' })
  jobId: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'FK_job_applications_job' })
  job?: Job;

  @Index('IDX_job_applications_applicant_id')
  @Column({ name: 'applicant_id', type: 'int' })
  applicantId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicant_id', foreignKeyConstraintName: 'FK_job_applications_applicant' })
  applicant?: User;

  /** The Job Board conversation it opened (conversations.id; the conversations module owns that table). */
  @Index('IDX_job_applications_conversation_id')
  @Column({ name: 'conversation_id', type: 'int' })
  conversationId: number;

  @Column({ type: 'simple-enum', enum: JOB_APPLICATION_STATUSES, default: 'new' })
  status: JobApplicationStatus;

  /** From the app's clock, so retention runs on the time tests control. */
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
