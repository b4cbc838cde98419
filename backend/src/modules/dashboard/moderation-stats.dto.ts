import { ApiProperty } from '@nestjs/swagger';
import type { DashboardCounts } from '@community/vocabulary';

/** Every count the dashboard tab shows, one per card of DASHBOARD_CARDS (the vocabulary). */
export class ModerationStatsDto implements DashboardCounts {
  @ApiProperty({ type: 'integer', minimum: 0, example: 4, description: 'Ads waiting for a decision' }) pendingAds: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 2, description: 'Business groups waiting for a decision' }) pendingBusinessGroups: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: 'Reports of conversations or members no admin has decided yet' }) openReports: number;
}
