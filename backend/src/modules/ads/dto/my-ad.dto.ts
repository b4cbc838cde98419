import { ApiProperty } from '@nestjs/swagger';
import { AD_STATUS_LABELS } from '@community/vocabulary';
import { AdDto } from './ad-response.dto';

export class MyAdDto extends AdDto {
  @ApiProperty({ enum: Object.values(AD_STATUS_LABELS), example: AD_STATUS_LABELS.rejected }) status_label: string;
  @ApiProperty({ type: String, nullable: true, example: 'Incomplete or unclear information: please add the price.' }) rejection_reason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-03-02T10:00:00.000Z', description: 'When an approved ad leaves the board' })
  expires_at: string | null;
}

export class MyAdsDto {
  @ApiProperty({ type: [MyAdDto] }) data: MyAdDto[];
}

export class MyAdSavedDto {
  @ApiProperty({ type: String, example: 'Your ad has been saved and is waiting for review' }) message: string;
  @ApiProperty({ type: MyAdDto }) ad: MyAdDto;
}

