import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { EVERY_HOUR_MS, TimedJob } from '../../common/clock/timed-job';
import { JobsRepository } from './jobs.repository';

const BATCH = 500;

/**
 * Postings leave the board JOB_LIFETIME_DAYS after approval (the board's query already hides one whose expires_at
 * passed; this marks it expired so My jobs and the page's 410 say so). Every instance runs it hourly; each posting is
 * claimed by a conditional UPDATE (approved → expired), so two instances expire it once.
 */
@Injectable()
export class JobExpiryJob extends TimedJob {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly clock: Clock,
  ) {
    super('JobExpiry', EVERY_HOUR_MS);
  }

  async runOnce(): Promise<{ expired: number }> {
    const now = this.clock.now();
    let expired = 0;
    for (;;) {
      const due = await this.jobs.expiryDue(now, BATCH);
      let claimed = 0;
      for (const job of due) if (await this.jobs.expire(job)) claimed += 1;
      expired += claimed;
      if (due.length < BATCH || claimed === 0) return { expired };
    }
  }
}
