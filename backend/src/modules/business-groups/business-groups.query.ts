import { BUSINESS_GROUP_STATUS, BusinessGroupStatus } from '@community/vocabulary';
import { KeysetCursor, keysetAfter } from '../../common/pagination/keyset';
import { storedDateTimeText } from '../../common/pagination/stored-datetime';
import { SearchDialect, searchCondition } from '../../common/search/full-text';
import { SearchPlan } from '../../common/search/word-counts';
import { BUSINESS_GROUP_SEARCH } from './business-group-search';

export interface BusinessGroupRow {
  id: number | string;
  title: string;
  description: string;
  website: string | null;
  email: string;
  status: number | string;
  user_id: number | string;
}

/** The admin's full list carries created_at too: its keyset. */
export interface DatedBusinessGroupRow extends BusinessGroupRow {
  created_at: string;
}

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

const COLUMNS = ['id', 'title', 'description', 'website', 'email', 'status', 'user_id'].map((column) => `bg.${column}`).join(', ');

/**
 * One status's groups by title, keyset on (title, id): the range on title walks IDX_business_groups_status_title
 * (status, title; id appended) in order. The public directory joins the owner only to drop suspended accounts.
 * Both databases compare title in the column's collation in ORDER BY and in the keyset alike, so pages stay
 * consistent with the order. A search (title and description, docs/search.md) of a rare word reads the full-text
 * index first and sorts what it found; of a common word (plan 'scan') it walks the same title-ordered index and
 * tests each group's stored words.
 */
export function businessGroupsByTitleQuery(
  status: BusinessGroupStatus,
  after: KeysetCursor | null,
  take: number,
  search?: { text: string; dialect: SearchDialect; plan?: SearchPlan },
): SqlQuery {
  const params: unknown[] = [status];
  let from = 'business_groups bg';
  if (status === BUSINESS_GROUP_STATUS.approved) from += ' JOIN users owner ON owner.id = bg.user_id AND owner.suspended_at IS NULL';
  const conditions = ['bg.status = ?'];
  if (search) {
    const match = searchCondition(search.plan ?? 'index', search.dialect, BUSINESS_GROUP_SEARCH.columns[1], 'bg', search.text);
    conditions.push(match.sql);
    params.push(...match.params);
  }
  if (after) conditions.push(keysetAfter('bg.title', 'bg.id', 'ASC', after, params));
  params.push(take);
  return { sql: `SELECT ${COLUMNS} FROM ${from} WHERE ${conditions.join(' AND ')} ORDER BY bg.title, bg.id LIMIT ?`, params };
}

/** Every group, newest first, keyset on (created_at, id) DESC (created_at compared as stored: stored-datetime.ts). */
export function businessGroupsNewestFirstQuery(after: KeysetCursor | null, take: number): SqlQuery {
  const params: unknown[] = [];
  const where = after ? ` WHERE ${keysetAfter('bg.created_at', 'bg.id', 'DESC', after, params)}` : '';
  params.push(take);
  return {
    sql: `SELECT ${COLUMNS}, ${storedDateTimeText('bg.created_at')} AS created_at FROM business_groups bg${where} ORDER BY bg.created_at DESC, bg.id DESC LIMIT ?`,
    params,
  };
}
