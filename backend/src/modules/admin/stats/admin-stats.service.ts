import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { Ad } from '../../business-network/entities/ad.entity';
import { BusinessGroup } from '../../business-groups/entities/business-group.entity';
import { ModerationStatsDto } from './moderation-stats.dto';

@Injectable()
export class AdminStatsService {
  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    @InjectRepository(BusinessGroup) private readonly groups: Repository<BusinessGroup>,
  ) {}

  async pendingCounts(): Promise<ModerationStatsDto> {
    const [pendingAds, pendingBusinessGroups] = await Promise.all([
      this.ads.countBy({ status: 'pending' }),
      this.groups.countBy({ status: BUSINESS_GROUP_STATUS.pending }),
    ]);
    return { pendingAds, pendingBusinessGroups };
  }
}
