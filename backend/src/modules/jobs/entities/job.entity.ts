import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import {
  FIELD_LIMITS,
  JOB_EMPLOYMENT_TYPES,
  JOB_LIMITS,
  JOB_SALARY_PERIODS,
  JOB_STATUSES,
  JOB_WORKPLACES,
  JobEmploymentType,
  JobSalaryPeriod,
  JobStatus,
  JobWorkplace,
} from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';
import { SearchTextColumn } from '../../../common/search/search-text-column';

/** A job posting on the Job Board (docs/jobs.md): reviewed like an ad, on the board JOB_LIFETIME_DAYS after approval. */
@Entity('jobs')
@Index('IDX_jobs_status_created_at', ['status', 'createdAt'])
@Index('IDX_jobs_status_industry_created_at', ['status', 'industry', 'createdAt'])
@Index('IDX_jobs_status_expires_at', ['status', 'expiresAt'])
@Index('IDX_jobs_status_approved_at', ['status', 'approvedAt'])
@Index('IDX_jobs_user_submitted_at', ['userId', 'submittedAt'])
export class Job {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: JOB_LIMITS.titleMax })
  title: string;

  /** The employer's name as shown: the business listing's title when one is named, else the poster's text. */
  @Column({ name: 'employer_name', type: 'varchar', length: JOB_LIMITS.employerNameMax })
  employerName: string;

  /** The poster's approved business listing (business_groups.id) named as the employer, if any. */
  @Column({ name: 'business_group_id', type: 'int', nullable: true })
  businessGroupId: number | null;

  @Column({ type: 'varchar', length: 80 })
  industry: string;

  @Column({ type: 'varchar', length: JOB_LIMITS.locationMax })
  location: string;

  @Column({ type: 'simple-enum', enum: JOB_WORKPLACES })
  workplace: JobWorkplace;

  @Column({ name: 'employment_type', type: 'simple-enum', enum: JOB_EMPLOYMENT_TYPES })
  employmentType: JobEmploymentType;

  @Column({ name: 'salary_min', type: 'int', nullable: true })
  salaryMin: number | null;

  @Column({ name: 'salary_max', type: 'int', nullable: true })
  salaryMax: number | null;

  /** ISO 4217, upper case. */
  @Column({ name: 'salary_currency', type: 'varchar', length: 3, nullable: true })
  salaryCurrency: string | null;

  @Column({ name: 'salary_period', type: 'simple-enum', enum: JOB_SALARY_PERIODS, nullable: true })
  salaryPeriod: JobSalaryPeriod | null;

  @Column({ type: 'text' })
  description: string;

  /** How to apply besides the in-app application (always offered): free text, a link, an address. */
  @Column({ name: 'apply_instructions', type: 'text', nullable: true })
  applyInstructions: string | null;

  @Column({ name: 'apply_url', type: 'varchar', length: JOB_LIMITS.applyUrlMax, nullable: true })
  applyUrl: string | null;

  @Column({ name: 'apply_email', type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  applyEmail: string | null;

  @Column({ type: 'simple-enum', enum: JOB_STATUSES, default: 'pending' })
  status: JobStatus;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 600, nullable: true })
  rejectionReason: string | null;

  /** The last approval (datePosted in the JSON-LD; saved-search alerts send what was approved since their last run). */
  @Column({ name: 'approved_at', type: 'datetime', nullable: true })
  approvedAt: Date | null;

  /** Set at approval and renewal (JOB_LIFETIME_DAYS later); the expiry job moves the posting to expired then. */
  @Column({ name: 'expires_at', type: 'datetime', nullable: true })
  expiresAt: Date | null;

  /** Kept for the shared lifecycle (common/moderation/listing-lifecycle.ts); jobs send no reminder yet. */
  @Column({ name: 'expiry_reminded_at', type: 'datetime', nullable: true })
  expiryRemindedAt: Date | null;

  /** When the posting last entered review; the daily cap counts an account's postings with this in 24 hours. */
  @Column({ name: 'submitted_at', type: 'datetime', nullable: true })
  submittedAt: Date | null;

  @Index('IDX_jobs_user_id')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  poster?: User;

  /** The admin's search: title, employer, industry, status and location. */
  @SearchTextColumn('FT_jobs_search_text', 'search_text')
  searchText?: string | null;

  /** The board's search: title, employer, description, industry and location. */
  @SearchTextColumn('FT_jobs_board_search_text', 'board_search_text')
  boardSearchText?: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
