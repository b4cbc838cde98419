import { ACCOUNT_TEXTS, AD_EXPIRY_REMINDER_DAYS } from '@community/vocabulary';
import { lifetimeFrom, renewListing } from '../../common/moderation/listing-lifecycle';
import { Ad } from './entities/ad.entity';
import { CreateAdDto } from './dto/create-ad.dto';
import { AD_SEARCH } from './ad-search';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An approved ad's period on the board: from now for AD_LIFETIME_DAYS, with the reminder not yet sent. */
export function adLifetimeFrom(now: Date, lifetimeDays: number): Pick<Ad, 'expiresAt' | 'expiryRemindedAt'> {
  return lifetimeFrom(now, lifetimeDays);
}

/** The moment from which the poster is reminded that an ad with this expiry is about to leave the board. */
export function reminderDueBefore(now: Date): Date {
  return new Date(now.getTime() + AD_EXPIRY_REMINDER_DAYS * DAY_MS);
}

export type AdTextFields = Pick<
  CreateAdDto,
  'title' | 'description' | 'category' | 'ad_description' | 'price_offer' | 'contact_email' | 'contact_phone' | 'location'
>;

/**
 * The poster's edit: the new text (trimmed as at submission) and, when the pictures change, their new paths.
 * Any change of text or pictures sends the ad back to review, whatever its status (peers' users report edits
 * that skipped review as a way to put unreviewed content on the board). An edit that changes nothing is no edit.
 */
export function applyAdEdit(ad: Ad, fields: Partial<AdTextFields>, images?: { imageUrl: string; thumbnailUrl: string }): boolean {
  const next: Partial<Ad> = {};
  if (fields.title !== undefined) next.title = fields.title.trim();
  if (fields.description !== undefined) next.description = fields.description.trim();
  if (fields.category !== undefined) next.category = fields.category;
  if (fields.ad_description !== undefined) next.adDescription = fields.ad_description.trim();
  if (fields.price_offer !== undefined) next.priceOffer = fields.price_offer?.trim() || null;
  if (fields.contact_email !== undefined) next.contactEmail = fields.contact_email.trim().toLowerCase();
  if (fields.contact_phone !== undefined) next.contactPhone = fields.contact_phone.trim();
  if (fields.location !== undefined) next.location = fields.location.trim();
  if (images) Object.assign(next, images);
  const changed = (Object.keys(next) as (keyof Ad)[]).some((key) => next[key] !== ad[key]);
  if (!changed) return false;
  Object.assign(ad, next, { status: 'pending', rejectionReason: null, expiresAt: null, expiryRemindedAt: null });
  return true;
}

/**
 * The columns an edit may change, for a conditional update (which, unlike save(), computes no search columns: they
 * are derived here from the edited text and the new status).
 */
export function editedColumns(ad: Ad): Partial<Ad> {
  return {
    title: ad.title,
    description: ad.description,
    category: ad.category,
    adDescription: ad.adDescription,
    priceOffer: ad.priceOffer,
    contactEmail: ad.contactEmail,
    contactPhone: ad.contactPhone,
    location: ad.location,
    imageUrl: ad.imageUrl,
    thumbnailUrl: ad.thumbnailUrl,
    status: ad.status,
    rejectionReason: ad.rejectionReason,
    expiresAt: ad.expiresAt,
    expiryRemindedAt: ad.expiryRemindedAt,
    submittedAt: ad.submittedAt,
    ...AD_SEARCH.derive(ad),
  };
}

/**
 * Renewal: an approved, expired or closed ad that was not edited since its approval goes back on the board for a
 * full lifetime. A pending ad (an edited one included) is waiting for review already, and a rejected one must be
 * edited first, so neither can be renewed around the review.
 */
export function renewAd(ad: Ad, now: Date, lifetimeDays: number): void {
  renewListing(ad, now, lifetimeDays, ACCOUNT_TEXTS.adNotRenewable);
}
