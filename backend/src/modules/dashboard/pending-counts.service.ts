import { Injectable } from '@nestjs/common';
import { AdsService } from '../ads/ads.service';
import { BusinessGroupsService } from '../business-groups/business-groups.service';
import { AdminReportsService } from '../conversations/admin-reports.service';
import { ModerationStatsDto } from './moderation-stats.dto';

@Injectable()
export class PendingCountsService {
  constructor(
    private readonly ads: AdsService,
    private readonly groups: BusinessGroupsService,
    private readonly reports: AdminReportsService,
  ) {}

  async pendingCounts(): Promise<ModerationStatsDto> {
    const [pendingAds, pendingBusinessGroups, openReports] = await Promise.all([this.ads.countPending(), this.groups.countPending(), this.reports.countOpen()]);
    return { pendingAds, pendingBusinessGroups, openReports };
  }
}
