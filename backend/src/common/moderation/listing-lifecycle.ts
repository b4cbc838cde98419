import { ConflictException } from '@nestjs/common';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a listing with a time on its board carries (ads, jobs): its status and the end of its current period. */
export interface ListingPeriod {
  status: string;
  expiresAt: Date | null;
  expiryRemindedAt: Date | null;
}

/** An approved listing's period on its board: from now for `lifetimeDays`, with the reminder not yet sent. */
export function lifetimeFrom(now: Date, lifetimeDays: number): Pick<ListingPeriod, 'expiresAt' | 'expiryRemindedAt'> {
  return { expiresAt: new Date(now.getTime() + lifetimeDays * DAY_MS), expiryRemindedAt: null };
}

/**
 * Renewal: an approved, expired or closed listing that was not edited since its approval goes back on the board for a
 * full lifetime. A pending one (an edited one included) is waiting for review already, and a rejected one must be
 * edited first, so neither can be renewed around the review. `notRenewable` is the kind's 409 text.
 */
export function renewListing<T extends ListingPeriod>(item: T, now: Date, lifetimeDays: number, notRenewable: string): void {
  if (item.status !== 'approved' && item.status !== 'expired' && item.status !== 'closed') {
    throw new ConflictException(notRenewable);
  }
  Object.assign(item, { status: 'approved' }, lifetimeFrom(now, lifetimeDays));
}
