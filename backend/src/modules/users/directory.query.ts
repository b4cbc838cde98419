import { Industry } from '@community/vocabulary';
import { DirectoryCursor } from './directory-cursor';
import { SearchDialect, searchCondition } from '../../common/search/full-text';
import { USER_SEARCH, sectionOfIndustries } from './user-search';

export interface DirectoryPageRequest {
  industries: readonly Industry[];
  /** Name, job title and description, as a full-text search (docs/search.md). */
  search?: string;
  /**
   * index: read the full-text index's matches and sort them (few matches); scan: read the list in name order and
   * test each row (a common word: DirectoryService decides from the word counts, common/search/word-counts.ts).
   */
  searchPlan?: 'index' | 'scan';
  dialect: SearchDialect;
  after?: DirectoryCursor | null;
  /** Only members an admin verified: each industry is read from IDX_users_verified_industry_name instead. */
  verifiedOnly?: boolean;
  /** Rows to read: the page size plus one, to know whether another page follows. */
  take: number;
}

export interface DirectoryRow {
  id: number | string;
  name: string;
  email: string;
  job_title: string | null;
  role: string;
  industry: string;
  description: string | null;
  photo_url: string | null;
  verified_at: Date | string | null;
}

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

const COLUMNS = 'id, name, email, job_title, role, industry, description, photo_url, verified_at';
const PROFILE_SEARCH = USER_SEARCH.columns[1];

/** The conditions every directory read shares: the keyset position and the search. */
function pageConditions(request: DirectoryPageRequest, conditions: string[], params: unknown[]): void {
  if (request.after) {
    conditions.push('name >= ?', '(name > ? OR id > ?)');
    params.push(request.after.name, request.after.name, request.after.id);
  }
  if (request.search) {
    const match = searchCondition(request.searchPlan ?? 'index', request.dialect, PROFILE_SEARCH, 'users', request.search);
    conditions.push(match.sql);
    params.push(...match.params);
  }
}

/**
 * MariaDB's optimizer may otherwise walk IDX_users_name_id (the admin's name order), which also gives name order but
 * reads every account instead of the section's or industry's. Not with the full-text plan, which reads its own index.
 */
function orderedBy(request: DirectoryPageRequest, index: string): string {
  const readsInOrder = !request.search || request.searchPlan === 'scan';
  return request.dialect === 'mysql' && readsInOrder ? ` FORCE INDEX (${index})` : '';
}

/**
 * A whole section (the six professional-network industries, or legal, or clinic) in (name, id) order:
 * directory_section holds only helpers and seekers (user-search.ts), so IDX_users_directory_section_name
 * (directory_section, name, id) delivers the page's rows in order (suspended members, ~1%, are skipped on the
 * way) and the read stops after `take`.
 */
function sectionPage(section: string, request: DirectoryPageRequest, params: unknown[]): string {
  // Unconfirmed accounts (docs/security.md, "Proven email") are skipped on the index walk like suspended ones.
  const conditions = ['directory_section = ?', 'suspended_at IS NULL', 'email_confirmed = 1'];
  params.push(section);
  pageConditions(request, conditions, params);
  params.push(request.take);
  return `SELECT ${COLUMNS} FROM users${orderedBy(request, 'IDX_users_directory_section_name')} WHERE ${conditions.join(' AND ')} ORDER BY name, id LIMIT ?`;
}

/**
 * One industry's page in (name, id) order. The range on name lets IDX_users_industry_name
 * (industry, name; InnoDB appends id) deliver rows already sorted, so the read stops after `take` rows.
 * Verified only: verified_industry holds the industry of verified listed members only, so
 * IDX_users_verified_industry_name (verified_industry, name, id) delivers exactly those rows in the same order.
 */
function industryPage(industry: Industry, request: DirectoryPageRequest, params: unknown[], columns = COLUMNS): string {
  const conditions = [request.verifiedOnly ? 'verified_industry = ?' : 'industry = ?', 'directory_section IS NOT NULL', 'suspended_at IS NULL', 'email_confirmed = 1'];
  params.push(industry);
  pageConditions(request, conditions, params);
  params.push(request.take);
  return `SELECT ${columns} FROM users${orderedBy(request, request.verifiedOnly ? 'IDX_users_verified_industry_name' : 'IDX_users_industry_name')} WHERE ${conditions.join(' AND ')} ORDER BY name, id LIMIT ?`;
}

/**
 * One ordered index read when the industries are one industry or exactly one section's. Any other mix
 * (say the six industries and the legal one) is read as one sorted page per industry, merged: `industry
 * IN (...) ORDER BY name` would sort every member of those industries to return fifty. The merge carries
 * only (id, name) so its temporary tables hold no text columns; the page's rows are joined back by primary key.
 */
export function directoryPageQuery(request: DirectoryPageRequest): SqlQuery {
  const params: unknown[] = [];
  if (request.industries.length === 1) {
    return { sql: industryPage(request.industries[0], request, params), params };
  }
  // The section index knows nothing of verification; verified members of a whole section are the merge of
  // each industry's verified page below.
  const section = request.verifiedOnly ? null : sectionOfIndustries(request.industries);
  if (section) return { sql: sectionPage(section, request, params), params };
  const parts = request.industries.map((industry, index) => `SELECT * FROM (${industryPage(industry, request, params, 'id, name')}) AS page_${index}`);
  params.push(request.take);
  const columns = COLUMNS.split(', ').map((column) => `member.${column}`).join(', ');
  return {
    sql: `SELECT ${columns} FROM (${parts.join(' UNION ALL ')} ORDER BY name, id LIMIT ?) AS page JOIN users member ON member.id = page.id ORDER BY page.name, page.id`,
    params,
  };
}
