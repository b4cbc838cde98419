import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module';
import { BusinessGroupsModule } from '../business-groups/business-groups.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { PendingCountsController } from './pending-counts.controller';
import { PendingCountsService } from './pending-counts.service';

/**
 * The admin panel's dashboard tab: how much waits for a decision. It owns no table; the counts are asked of
 * the modules that own ads, business groups and reports.
 */
@Module({
  imports: [AdsModule, BusinessGroupsModule, ConversationsModule],
  controllers: [PendingCountsController],
  providers: [PendingCountsService],
})
export class DashboardModule {}
