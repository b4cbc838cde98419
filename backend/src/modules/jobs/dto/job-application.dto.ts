import { ApiProperty } from '@nestjs/swagger';
import {
  JOB_APPLICATION_STATUSES,
  JOB_LIMITS,
  JOB_TEXTS,
  JobApplicationStatus,
  SETTABLE_APPLICATION_STATUSES,
  SettableApplicationStatus,
} from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { storedDateTimeToIso } from '../../../common/pagination/stored-datetime';

/** What POST /jobs/{id}/applications takes (multipart/form-data), for Swagger. */
export class JobApplicationFormDto {
  @ApiProperty({
    minLength: JOB_LIMITS.applicationMessageMin,
    maxLength: JOB_LIMITS.applicationMessageMax,
    description: 'What the applicant tells the poster',
    example: 'I have three years of SQL and dashboards behind me and would love to hear more about the team.',
  })
  message: string;

  @ApiProperty({
    type: 'string',
    format: 'binary',
    required: false,
    description: `Optional CV: one PDF (checked by its bytes, not its name), at most ${JOB_LIMITS.cvMaxBytes / (1024 * 1024)} MB`,
  })
  cv?: unknown;
}

/** The application and the Job Board conversation it opened with the poster. */
export class JobApplicationCreatedDto {
  @ApiProperty() id: number;
  @ApiProperty() conversation_id: number;
}

/** The applicant as the poster sees them: the account's name (the link to the conversation carries the rest). */
export class ApplicantDto {
  @ApiProperty({ type: 'integer', example: 12 }) id: number;
  @ApiProperty({ type: String, example: 'Ann Seeker' }) name: string;
}

/** One application to the poster's posting (GET /account/jobs/{id}/applications and the PATCH's answer). */
export class JobApplicationDto {
  @ApiProperty({ type: 'integer', example: 41 }) id: number;
  @ApiProperty({ type: 'integer', example: 31, description: 'The Job Board conversation the application opened (GET /conversations/{id})' })
  conversation_id: number;
  @ApiProperty({ type: ApplicantDto }) applicant: ApplicantDto;
  @ApiProperty({ enum: JOB_APPLICATION_STATUSES, example: 'new' }) status: JobApplicationStatus;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

/** A page of a posting's applications, newest first. */
export class JobApplicationListDto {
  @ApiProperty({ type: [JobApplicationDto], description: 'Newest first' }) data: JobApplicationDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Send as cursor for the next page; null on the last page' }) next_cursor: string | null;
}

/** PATCH /account/jobs/{id}/applications/{applicationId}: the status the poster sets (never back to `new`). */
export class ApplicationStatusDto {
  @ApiProperty({ enum: SETTABLE_APPLICATION_STATUSES, example: 'shortlisted' })
  @Rules(oneOf(SETTABLE_APPLICATION_STATUSES, JOB_TEXTS.applicationStatusInvalid))
  status: SettableApplicationStatus;
}

export interface ApplicationRow {
  id: number;
  conversationId: number;
  applicantId: number;
  applicantName: string;
  status: JobApplicationStatus;
  createdAt: Date | string;
}

export function mapApplication(row: ApplicationRow): JobApplicationDto {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    applicant: { id: row.applicantId, name: row.applicantName },
    status: row.status,
    created_at: storedDateTimeToIso(row.createdAt),
  };
}
