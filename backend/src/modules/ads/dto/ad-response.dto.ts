import { ApiProperty } from '@nestjs/swagger';
import { AD_CATEGORIES, AD_IMAGE_SIZES, AD_STATUSES } from '@community/vocabulary';
import { storedDateTimeToIso } from '../../../common/pagination/stored-datetime';
import { Ad } from '../entities/ad.entity';
import { AdRow } from '../ads.query';

export class AdDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Two-bedroom flat near the park' }) title: string;
  @ApiProperty({ example: 'Bright flat, recently renovated.' }) description: string;
  @ApiProperty({ enum: AD_CATEGORIES }) category: string;
  @ApiProperty({ example: 'Available from June. Unfurnished.' }) ad_description: string;
  @ApiProperty({ type: String, nullable: true, example: '$1,200 / month' }) price_offer: string | null;
  @ApiProperty({ example: 'owner@example.com' }) contact_email: string;
  @ApiProperty({ example: '+1 555 010 2030' }) contact_phone: string;
  @ApiProperty({ example: 'Toronto, ON' }) location: string;
  @ApiProperty({ enum: AD_STATUSES }) status: string;
  @ApiProperty({
    example: '["ads/0b6f1c1e-6a53-4a55-9d1c-4f5f8a2d8c11.webp"]',
    description: `JSON array string of paths relative to /uploads/ (WebP, long side at most ${AD_IMAGE_SIZES.longSide} px)`,
  })
  image_url: string;
  @ApiProperty({
    example: '["ads/0b6f1c1e-6a53-4a55-9d1c-4f5f8a2d8c11.thumb.webp"]',
    description: `Same shape as image_url: the ${AD_IMAGE_SIZES.thumbnailLongSide} px versions, in the same order`,
  })
  thumbnail_url: string;
  @ApiProperty({ example: '2025-05-01T10:00:00.000Z' }) created_at: string;
}

export class AdListDto {
  @ApiProperty({ type: [AdDto], description: 'Newest first' }) data: AdDto[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as cursor for the next page; null on the last page' })
  next_cursor: string | null;
}

/** The spec's ad fields plus thumbnails and the date; the poster's account never leaks. */
export function mapAd(ad: Ad): AdDto {
  return {
    id: ad.id,
    title: ad.title,
    description: ad.description,
    category: ad.category,
    ad_description: ad.adDescription,
    price_offer: ad.priceOffer,
    contact_email: ad.contactEmail,
    contact_phone: ad.contactPhone,
    location: ad.location,
    status: ad.status,
    image_url: ad.imageUrl,
    thumbnail_url: ad.thumbnailUrl,
    created_at: new Date(ad.createdAt).toISOString(),
  };
}

/** The same fields from a list's plain row (the board is read without hydrating entities). */
export function mapAdRow(row: AdRow): AdDto {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    category: row.category,
    ad_description: row.ad_description,
    price_offer: row.price_offer,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    location: row.location,
    status: row.status,
    image_url: row.image_url,
    thumbnail_url: row.thumbnail_url,
    created_at: storedDateTimeToIso(row.created_at),
  };
}
