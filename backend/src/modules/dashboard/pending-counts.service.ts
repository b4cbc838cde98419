import { Injectable } from '@nestjs/common';
import { AdsService } from '../ads/ads.service';
import { BusinessGroupsService } from '../business-groups/business-groups.service';
import { ModerationStatsDto } from './moderation-stats.dto';

@Injectable()
export class PendingCountsService {
  constructor(
    private readonly ads: AdsService,
    private readonly groups: BusinessGroupsService,
  ) {}

  async pendingCounts(): Promise<ModerationStatsDto> {
    const [pendingAds, pendingBusinessGroups] = await Promise.all([this.ads.countPending(), this.groups.countPending()]);
    return { pendingAds, pendingBusinessGroups };
  }
}
