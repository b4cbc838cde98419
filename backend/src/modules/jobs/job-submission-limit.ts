import { Inject, Injectable } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { JOB_TEXTS } from '@community/vocabulary';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { JobsRepository } from './jobs.repository';

const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * At most JOB_DAILY_SUBMISSIONS postings of one account enter review in any 24 hours (a new posting, or an edit
 * that sends one back), counted on the rows' submitted_at as the ads' limit is (ads/ad-submission-limit.ts): checked
 * before the write, and counted again after a new row is written, so requests sent at once cannot all pass.
 */
@Injectable()
export class JobSubmissionLimit {
  constructor(
    private readonly jobs: JobsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async check(posterId: number, jobId?: number): Promise<void> {
    const limit = this.config.jobs.dailySubmissions;
    const now = this.clock.now();
    const others = (await this.recent(posterId, now)).filter((job) => job.id !== jobId);
    if (others.length < limit) return;
    const freedBy = others[others.length - limit].submittedAt!;
    const seconds = Math.ceil((new Date(freedBy).getTime() + WINDOW_MS - now.getTime()) / 1000);
    throw new TooManyRequestsException(Math.max(1, seconds), JOB_TEXTS.dailyLimitReached);
  }

  async overLimitAfterInsert(posterId: number): Promise<boolean> {
    return (await this.recent(posterId, this.clock.now())).length > this.config.jobs.dailySubmissions;
  }

  private recent(posterId: number, now: Date) {
    return this.jobs.submittedSince(posterId, new Date(now.getTime() - WINDOW_MS));
  }
}

export const JobLimitResponse = () =>
  ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: `JOB_DAILY_SUBMISSIONS postings of this account entered review in the last 24 hours: "${JOB_TEXTS.dailyLimitReached}"`,
    headers: { 'Retry-After': { description: 'Seconds until one of those postings is 24 hours old', schema: { type: 'integer' } } },
  });
