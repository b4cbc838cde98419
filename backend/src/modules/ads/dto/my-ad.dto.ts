import { ApiProperty } from '@nestjs/swagger';
import { AD_STATUS_LABELS } from '@community/vocabulary';
import { Ad } from '../entities/ad.entity';
import { AdDto, mapAd } from './ad-response.dto';

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

/** What only the poster sees of an ad: its review status in words, the admin's reason, the expiry. */
export function mapMyAd(ad: Ad): MyAdDto {
  return {
    ...mapAd(ad),
    status_label: AD_STATUS_LABELS[ad.status],
    rejection_reason: ad.status === 'rejected' ? ad.rejectionReason : null,
    expires_at: ad.expiresAt ? new Date(ad.expiresAt).toISOString() : null,
  };
}
