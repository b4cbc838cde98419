import { ApiProperty } from '@nestjs/swagger';
import { INDUSTRIES, JOB_EMPLOYMENT_TYPES, JOB_SALARY_PERIODS, JOB_STATUSES, JOB_STATUS_LABELS, JOB_WORKPLACES } from '@community/vocabulary';
import { storedDateTimeToIso } from '../../../common/pagination/stored-datetime';
import { Job } from '../entities/job.entity';
import { JobRow } from '../jobs.query';

/** A posting as the board, its page and the admin panel read it; the poster's account never leaks. */
export class JobDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'Junior data analyst' }) title: string;
  @ApiProperty({ example: 'Crescent Analytics', description: "The employer's name: the business listing's title, or the name the poster gave" })
  employer_name: string;
  @ApiProperty({ type: Number, nullable: true, example: 4, description: "The poster's approved business listing named as employer (Business Directory id)" })
  business_group_id: number | null;
  @ApiProperty({ enum: INDUSTRIES }) industry: string;
  @ApiProperty({ example: 'Toronto, ON' }) location: string;
  @ApiProperty({ enum: JOB_WORKPLACES }) workplace: string;
  @ApiProperty({ enum: JOB_EMPLOYMENT_TYPES }) employment_type: string;
  @ApiProperty({ type: Number, nullable: true, example: 50000 }) salary_min: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 65000 }) salary_max: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'CAD', description: 'ISO 4217' }) salary_currency: string | null;
  @ApiProperty({ type: String, enum: JOB_SALARY_PERIODS, nullable: true }) salary_period: string | null;
  @ApiProperty({ example: 'We are looking for a junior analyst to join our small team ...' }) description: string;
  @ApiProperty({ type: String, nullable: true, example: 'Send a short note and your CV through the Apply button.' })
  apply_instructions: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://example.com/careers/analyst' }) apply_url: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'jobs@example.com' }) apply_email: string | null;
  @ApiProperty({ enum: JOB_STATUSES }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last approval (datePosted)' }) posted_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an approved posting leaves the board (validThrough)' })
  expires_at: string | null;
  @ApiProperty({ example: '2026-11-20T10:00:00.000Z' }) created_at: string;
}

export class JobListDto {
  @ApiProperty({ type: [JobDto], description: 'Newest first' }) data: JobDto[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as cursor for the next page; null on the last page' })
  next_cursor: string | null;
}

/** What only the poster (and the admins) see: the review status in words and the reason of a rejection. */
export class MyJobDto extends JobDto {
  @ApiProperty({ enum: Object.values(JOB_STATUS_LABELS), example: JOB_STATUS_LABELS.pending }) status_label: string;
  @ApiProperty({ type: String, nullable: true, example: 'Incomplete or unclear information: please add the salary.' })
  rejection_reason: string | null;
}

export class MyJobsDto {
  @ApiProperty({ type: [MyJobDto] }) data: MyJobDto[];
}

export class MyJobSavedDto {
  @ApiProperty({ type: String, example: 'Your job has been saved and is waiting for review' }) message: string;
  @ApiProperty({ type: MyJobDto }) job: MyJobDto;
}

const iso = (value: Date | string | null | undefined): string | null => (value ? storedDateTimeToIso(value) : null);
const num = (value: number | string | null): number | null => (value === null || value === undefined ? null : Number(value));

export function mapJob(job: Job): JobDto {
  return {
    id: job.id,
    title: job.title,
    employer_name: job.employerName,
    business_group_id: job.businessGroupId,
    industry: job.industry,
    location: job.location,
    workplace: job.workplace,
    employment_type: job.employmentType,
    salary_min: num(job.salaryMin),
    salary_max: num(job.salaryMax),
    salary_currency: job.salaryCurrency,
    salary_period: job.salaryPeriod,
    description: job.description,
    apply_instructions: job.applyInstructions,
    apply_url: job.applyUrl,
    apply_email: job.applyEmail,
    status: job.status,
    posted_at: iso(job.approvedAt),
    expires_at: iso(job.expiresAt),
    created_at: new Date(job.createdAt).toISOString(),
  };
}

export function mapJobRow(row: JobRow): JobDto {
  return {
    id: Number(row.id),
    title: row.title,
    employer_name: row.employer_name,
    business_group_id: num(row.business_group_id),
    industry: row.industry,
    location: row.location,
    workplace: row.workplace,
    employment_type: row.employment_type,
    salary_min: num(row.salary_min),
    salary_max: num(row.salary_max),
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    description: row.description,
    apply_instructions: row.apply_instructions,
    apply_url: row.apply_url,
    apply_email: row.apply_email,
    status: row.status,
    posted_at: iso(row.approved_at),
    expires_at: iso(row.expires_at),
    created_at: storedDateTimeToIso(row.created_at),
  };
}

export function mapMyJob(job: Job): MyJobDto {
  return { ...mapJob(job), status_label: JOB_STATUS_LABELS[job.status], rejection_reason: job.status === 'rejected' ? job.rejectionReason : null };
}
