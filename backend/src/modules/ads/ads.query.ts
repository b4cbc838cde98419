import { AdStatus } from '@community/vocabulary';
import { KeysetCursor, keysetAfter } from '../../common/pagination/keyset';
import { storedDateTimeText, storedMoment } from '../../common/pagination/stored-datetime';
import { SearchDialect, searchCondition } from '../../common/search/full-text';
import { SearchPlan } from '../../common/search/word-counts';
import { AD_SEARCH } from './ad-search';

export interface AdsPageRequest {
  /** undefined: every ad whatever its status (the admin's full list). */
  status?: AdStatus;
  after?: KeysetCursor | null;
  /** The board's search box: title, description, category and location (docs/search.md). */
  search?: string;
  /** How the search is read (common/search/word-counts.ts): the full-text index's matches, sorted, or the page in date order. */
  searchPlan?: SearchPlan;
  category?: string;
  /** Only ads approved in (approvedAfter, approvedUntil] (the saved searches' alerts). */
  approvedAfter?: Date;
  approvedUntil?: Date;
  dialect: SearchDialect;
  /** Rows to read: the page size plus one. */
  take: number;
}

export interface AdRow {
  id: number | string;
  title: string;
  description: string;
  category: string;
  ad_description: string;
  price_offer: string | null;
  contact_email: string;
  contact_phone: string;
  location: string;
  status: string;
  image_url: string;
  thumbnail_url: string;
  /** As stored, as text: the keyset compares it exactly (see stored-datetime.ts). */
  created_at: string;
}

const COLUMNS = [
  'id',
  'title',
  'description',
  'category',
  'ad_description',
  'price_offer',
  'contact_email',
  'contact_phone',
  'location',
  'status',
  'image_url',
  'thumbnail_url',
].map((column) => `ad.${column}`);

/**
 * Newest first, keyset on (created_at, id) DESC. Not on id alone: created_at order is not id order
 * (imports and the benchmark's seed write created_at themselves, and SQLite's datetime('now') has
 * one-second ties), and the board has always been sorted by created_at. With `status = ?` the range on
 * created_at is read backwards along IDX_ads_status_created_at (status, created_at; InnoDB and SQLite
 * append id), so a page reads about `take` index entries however deep it is. The board joins the poster
 * only to drop suspended accounts' ads. A category walks IDX_ads_status_category_created_at the same way. A search
 * of a rare word reads the full-text index first and sorts what it found; a common one (searchPlan 'scan') walks the
 * same date-ordered index and tests each ad's stored words, stopping after a page of matches.
 */
export function adsPageQuery(request: AdsPageRequest): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  let from = 'ads ad';
  if (request.status === 'approved') from += ' JOIN users poster ON poster.id = ad.user_id AND poster.suspended_at IS NULL';
  if (request.status) {
    conditions.push('ad.status = ?');
    params.push(request.status);
  }
  if (request.category) {
    conditions.push('ad.category = ?');
    params.push(request.category);
  }
  if (request.approvedAfter) {
    conditions.push('ad.approved_at > ?');
    params.push(storedMoment(request.approvedAfter));
  }
  if (request.approvedUntil) {
    conditions.push('ad.approved_at <= ?');
    params.push(storedMoment(request.approvedUntil));
  }
  if (request.search) {
    const match = searchCondition(request.searchPlan ?? 'index', request.dialect, AD_SEARCH.columns[1], 'ad', request.search);
    conditions.push(match.sql);
    params.push(...match.params);
  }
  if (request.after) conditions.push(keysetAfter('ad.created_at', 'ad.id', 'DESC', request.after, params));
  params.push(request.take);
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  return {
    sql: `SELECT ${COLUMNS.join(', ')}, ${storedDateTimeText('ad.created_at')} AS created_at FROM ${from}${where} ORDER BY ad.created_at DESC, ad.id DESC LIMIT ?`,
    params,
  };
}
