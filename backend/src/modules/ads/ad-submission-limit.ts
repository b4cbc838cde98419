import { Inject, Injectable } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { secondsUntilSubmissionAllowed, submissionWindowStart } from '../../common/rate-limit/daily-submissions';
import { Ad } from './entities/ad.entity';
import { AdsRepository } from './ads.repository';

/**
 * At most AD_DAILY_SUBMISSIONS ads of one account enter review in any 24 hours, whatever address they come from
 * (the limit is on the account, so rotating addresses gains nothing). What is counted is the ads whose
 * submitted_at falls in the window: a new ad, or an ad a My ads edit sent back to review. An ad counts once
 * however often it is edited in the window, because the review queue holds it once.
 */
@Injectable()
export class AdSubmissionLimit {
  constructor(
    private readonly ads: AdsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** 429 with Retry-After when the account's other ads in the window already reach the limit. */
  async check(posterId: number, adId?: number): Promise<void> {
    const now = this.clock.now();
    const seconds = secondsUntilSubmissionAllowed(await this.recent(posterId, now), this.config.ads.dailySubmissions, now, adId);
    if (seconds !== null) throw new TooManyRequestsException(seconds, MESSAGES.ad.dailyLimitReached);
  }

  /**
   * After a new ad's row is written: requests sent at the same moment may all have passed `check`, so the count
   * is taken again with every committed row; over the limit, the caller removes its ad and refuses. Two racing
   * requests may both be refused, never both accepted.
   */
  async overLimitAfterInsert(posterId: number): Promise<boolean> {
    return (await this.recent(posterId, this.clock.now())).length > this.config.ads.dailySubmissions;
  }

  private recent(posterId: number, now: Date): Promise<Pick<Ad, 'id' | 'submittedAt'>[]> {
    return this.ads.submittedSince(posterId, submissionWindowStart(now));
  }
}

/** The 429 a door that sends an ad into review may answer. */
export const AdLimitResponse = () =>
  ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: `AD_DAILY_SUBMISSIONS ads of this account entered review in the last 24 hours: "${MESSAGES.ad.dailyLimitReached}"`,
    headers: { 'Retry-After': { description: 'Seconds until one of those ads is 24 hours old', schema: { type: 'integer' } } },
  });
