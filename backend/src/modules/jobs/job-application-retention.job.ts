import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { EVERY_HOUR_MS, TimedJob } from '../../common/clock/timed-job';
import { ConversationAttachmentsService } from '../conversations/attachments/conversation-attachments.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A file younger than this without a row may belong to an application still being written. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * A CV is kept JOB_APPLICATION_RETENTION_DAYS (default 180) after its application (docs/jobs.md "The CV"), then its
 * row and its file go; the conversation stays. Every instance runs it hourly (tests call runOnce() on the test
 * clock); each row is claimed by its DELETE, so two instances remove each CV once. It also sweeps files the private
 * folder holds without a row (a crash between a deletion's commit and its file removal).
 */
@Injectable()
export class JobApplicationRetentionJob extends TimedJob {
  constructor(
    private readonly attachments: ConversationAttachmentsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super('JobApplicationRetention', EVERY_HOUR_MS);
  }

  async runOnce(): Promise<{ removed: number; orphans: number }> {
    const now = this.clock.now().getTime();
    const removed = await this.attachments.removeCreatedBy(new Date(now - this.config.jobs.applicationRetentionDays * DAY_MS));
    const orphans = await this.attachments.sweepOrphans(new Date(now - ORPHAN_GRACE_MS));
    return { removed, orphans };
  }
}
