import { ApiProperty } from '@nestjs/swagger';

export class ModerationStatsDto {
  @ApiProperty({ example: 4, description: 'Ads waiting for a decision' }) pendingAds: number;
  @ApiProperty({ example: 2, description: 'Business groups waiting for a decision' }) pendingBusinessGroups: number;
}
