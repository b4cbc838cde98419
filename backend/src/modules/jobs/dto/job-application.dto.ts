import { ApiProperty } from '@nestjs/swagger';
import { JOB_LIMITS } from '@community/vocabulary';

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
