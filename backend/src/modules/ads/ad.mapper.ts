import { AD_STATUS_LABELS } from '@community/vocabulary';
import { MyAdDto } from './dto/my-ad.dto';
import { storedDateTimeToIso } from '../../common/pagination/stored-datetime';
import { Ad } from './entities/ad.entity';
import { AdDto } from './dto/ad-response.dto';
import { AdRow } from './ads.query';

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

/** What only the poster sees of an ad: its review status in words, the admin's reason, the expiry. */
export function mapMyAd(ad: Ad): MyAdDto {
  return {
    ...mapAd(ad),
    status_label: AD_STATUS_LABELS[ad.status],
    rejection_reason: ad.status === 'rejected' ? ad.rejectionReason : null,
    expires_at: ad.expiresAt ? new Date(ad.expiresAt).toISOString() : null,
  };
}
