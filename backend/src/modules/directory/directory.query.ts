import { Industry, MemberRole, directoryRolesOf, sectionOfIndustries } from '@community/vocabulary';
import { DirectoryCursor } from './directory-cursor';
import { SearchColumn, SearchDialect, searchCondition } from '../../common/search/full-text';

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
  /** Only this role (the Professional Network's Mentors / Seekers filter); absent, every role the directory lists. */
  role?: MemberRole;
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
  /** Stored on the account (users.replies_within_days), maintained when a request gets its first answer. */
  replies_within_days: number | string | null;
  /** A DATE: 'YYYY-MM-DD' from SQLite, midnight UTC from MariaDB (the connection's timezone is Z). */
  last_active_on: Date | string | null;
}

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

/**
 * Who a directory may show (any read of its members, suggested mentors too): listed (directory_section, filled by
 * users/user-search.ts for the roles a directory lists), not suspended, and email confirmed (docs/security.md,
 * "Proven email"). The section read names its section instead of IS NOT NULL, so the two parts are apart.
 */
const SHOWN_MEMBER_CONDITIONS = ['suspended_at IS NULL', 'email_confirmed = 1'];
export const LISTED_MEMBER_CONDITIONS = ['directory_section IS NOT NULL', ...SHOWN_MEMBER_CONDITIONS];

const COLUMNS = 'id, name, email, job_title, role, industry, description, photo_url, verified_at, replies_within_days, last_active_on';
/**
 * The members' profile search column (name, job title, description), which the users module keeps filled
 * (users/user-search.ts, USER_SEARCH's second column): the directory only reads it.
 */
export const PROFILE_SEARCH: SearchColumn = { table: 'users', column: 'profile_search_text' };

/** Whether the industry's directory lists the asked role (vocabulary's DIRECTORY_ROLES: no seekers in legal and health). */
function listsAskedRole(industry: Industry, request: DirectoryPageRequest): boolean {
  return !request.role || directoryRolesOf(industry).includes(request.role);
}

/**
 * The Mentors / Seekers filter. Who a directory lists at all is directory_section's business (null for clients and
 * patients, users/user-search.ts). The ordered indexes do not hold the role, so the read skips the other role's rows
 * on its way: still one index range in page order, no filesort (docs/directory-performance.md, "Role filter").
 */
function roleCondition(request: DirectoryPageRequest, conditions: string[], params: unknown[]): void {
  if (request.role) {
    conditions.push('role = ?');
    params.push(request.role);
  }
}

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
 * directory_section holds only the members a directory lists (user-search.ts), so IDX_users_directory_section_name
 * (directory_section, name, id) delivers the page's rows in order (suspended members, ~1%, are skipped on the
 * way) and the read stops after `take`. Legal and clinic list helpers only, so role=helper changes nothing there.
 * One role of the Professional Network (both roles listed) is read from IDX_users_role_name (role, name; InnoDB
 * appends id) instead: the role's members in name order, skipping only those of the two small sections, where the
 * section index would skip the other role, about half of the section (docs/directory-performance.md).
 */
function sectionPage(section: string, listed: readonly MemberRole[], request: DirectoryPageRequest, params: unknown[]): string {
  // Unconfirmed accounts (docs/security.md, "Proven email") are skipped on the index walk like suspended ones.
  const conditions = ['directory_section = ?', ...SHOWN_MEMBER_CONDITIONS];
  params.push(section);
  const byRole = !!request.role && listed.length > 1;
  if (byRole) roleCondition(request, conditions, params);
  pageConditions(request, conditions, params);
  params.push(request.take);
  return `SELECT ${COLUMNS} FROM users${orderedBy(request, byRole ? 'IDX_users_role_name' : 'IDX_users_directory_section_name')} WHERE ${conditions.join(' AND ')} ORDER BY name, id LIMIT ?`;
}

/**
 * One industry's page in (name, id) order. The range on name lets IDX_users_industry_name
 * (industry, name; InnoDB appends id) deliver rows already sorted, so the read stops after `take` rows.
 * Verified only: verified_industry holds the industry of verified listed members only, so
 * IDX_users_verified_industry_name (verified_industry, name, id) delivers exactly those rows in the same order.
 */
function industryPage(industry: Industry, request: DirectoryPageRequest, params: unknown[], columns = COLUMNS): string {
  const conditions = [request.verifiedOnly ? 'verified_industry = ?' : 'industry = ?', ...LISTED_MEMBER_CONDITIONS];
  params.push(industry);
  roleCondition(request, conditions, params);
  pageConditions(request, conditions, params);
  params.push(request.take);
  return `SELECT ${columns} FROM users${orderedBy(request, request.verifiedOnly ? 'IDX_users_verified_industry_name' : 'IDX_users_industry_name')} WHERE ${conditions.join(' AND ')} ORDER BY name, id LIMIT ?`;
}

/**
 * One ordered index read when the industries are exactly one section's or one industry; null when no asked
 * industry lists the asked role. Any other mix
 * (say the six industries and the legal one) is read as one sorted page per industry, merged: `industry
 * IN (...) ORDER BY name` would sort every member of those industries to return fifty. The merge carries
 * only (id, name) so its temporary tables hold no text columns; the page's rows are joined back by primary key.
 */
export function directoryPageQuery(request: DirectoryPageRequest): SqlQuery | null {
  const params: unknown[] = [];
  // An industry whose directory lists none of the asked roles (seekers of the legal industry) adds nothing.
  const industries = request.industries.filter((industry) => listsAskedRole(industry, request));
  if (industries.length === 0) return null;
  // The section index knows nothing of verification; verified members of a whole section are the merge of
  // each industry's verified page below. Legal and clinic are a section of one industry each: their section's
  // index holds only the listed helpers, where the industry's also holds the unlisted clients and patients.
  const section = request.verifiedOnly ? null : sectionOfIndustries(industries);
  if (section) return { sql: sectionPage(section, directoryRolesOf(industries[0]), request, params), params };
  if (industries.length === 1) {
    return { sql: industryPage(industries[0], request, params), params };
  }
  const parts = industries.map((industry, index) => `SELECT * FROM (${industryPage(industry, request, params, 'id, name')}) AS page_${index}`);
  params.push(request.take);
  const columns = COLUMNS.split(', ')
    .map((column) => `member.${column}`)
    .join(', ');
  return {
    sql: `SELECT ${columns} FROM (${parts.join(' UNION ALL ')} ORDER BY name, id LIMIT ?) AS page JOIN users member ON member.id = page.id ORDER BY page.name, page.id`,
    params,
  };
}
