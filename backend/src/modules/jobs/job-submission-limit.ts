import { Inject, Injectable } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { JOB_TEXTS } from '@community/vocabulary';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { secondsUntilSubmissionAllowed, submissionWindowStart } from '../../common/rate-limit/daily-submissions';
import { JobsRepository } from './jobs.repository';

/**
 * At most JOB_DAILY_SUBMISSIONS postings of one account enter review in any 24 hours (a new posting, or an edit
 * that sends one back), counted on the rows' submitted_at by the ads' rule (common/rate-limit/daily-submissions.ts):
 * checked before the write, and counted again after a new row is written, so requests sent at once cannot all pass.
 */
@Injectable()
export class JobSubmissionLimit {
  constructor(
    private readonly jobs: JobsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async check(posterId: number, jobId?: number): Promise<void> {
    const now = this.clock.now();
    const seconds = secondsUntilSubmissionAllowed(await this.recent(posterId, now), this.config.jobs.dailySubmissions, now, jobId);
    if (seconds !== null) throw new TooManyRequestsException(seconds, JOB_TEXTS.dailyLimitReached);
  }

  async overLimitAfterInsert(posterId: number): Promise<boolean> {
    return (await this.recent(posterId, this.clock.now())).length > this.config.jobs.dailySubmissions;
  }

  private recent(posterId: number, now: Date) {
    return this.jobs.submittedSince(posterId, submissionWindowStart(now));
  }
}

export const JobLimitResponse = () =>
  ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: `JOB_DAILY_SUBMISSIONS postings of this account entered review in the last 24 hours: "${JOB_TEXTS.dailyLimitReached}"`,
    headers: { 'Retry-After': { description: 'Seconds until one of those postings is 24 hours old', schema: { type: 'integer' } } },
  });
