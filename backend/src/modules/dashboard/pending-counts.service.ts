import { Injectable } from '@nestjs/common';
import { AdsService } from '../ads/ads.service';
import { BusinessGroupsService } from '../business-groups/business-groups.service';
import { AdminReportsService } from '../conversations/admin-reports.service';
import { ResponseStatsService } from '../conversations/response-stats.service';
import { ModerationStatsDto } from './moderation-stats.dto';

@Injectable()
export class PendingCountsService {
  constructor(
    private readonly ads: AdsService,
    private readonly groups: BusinessGroupsService,
    private readonly reports: AdminReportsService,
    private readonly responses: ResponseStatsService,
  ) {}

  /**
   * The three counts and how well requests are answered (the last 30 days), from a read replica caught up with this
   * admin's own decisions (issue #29).
   */
  async pendingCounts(adminId: number | null = null): Promise<ModerationStatsDto> {
    const [pendingAds, pendingBusinessGroups, openReports, responses] = await Promise.all([
      this.ads.countPending(adminId),
      this.groups.countPending(adminId),
      this.reports.countOpen(adminId),
      this.responses.stats(adminId),
    ]);
    return { pendingAds, pendingBusinessGroups, openReports, ...responses };
  }
}
