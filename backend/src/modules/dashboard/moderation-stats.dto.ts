import { ApiProperty } from '@nestjs/swagger';
import type { DashboardCounts } from '@community/vocabulary';

/** Every count the dashboard tab shows, one per card of DASHBOARD_CARDS (the vocabulary). */
export class ModerationStatsDto implements DashboardCounts {
  @ApiProperty({ type: 'integer', minimum: 0, example: 4, description: 'Ads waiting for a decision' }) pendingAds: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 2, description: 'Business groups waiting for a decision' }) pendingBusinessGroups: number;
  @ApiProperty({ type: 'integer', minimum: 0, example: 1, description: 'Reports of conversations or members no admin has decided yet' }) openReports: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 100,
    example: 82,
    description:
      'Percent (whole) of the requests sent in the last 30 days whose receiver first answered (replied, accepted or asked a question) ' +
      'within 7 days of it; null when no request was sent in the last 30 days',
  })
  requestsAnsweredWithin7Days: number | null;
  @ApiProperty({
    type: 'number',
    nullable: true,
    minimum: 0,
    example: 20.5,
    description: "Median hours (one decimal) from a request to its first answer, over the last 30 days' answered requests; null when none was answered",
  })
  medianFirstReplyHours: number | null;
}
