import { Industry } from '@community/vocabulary';
import { DirectoryCursor } from './directory-cursor';

export interface DirectoryPageRequest {
  industries: readonly Industry[];
  search?: string;
  after?: DirectoryCursor | null;
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
}

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

const COLUMNS = 'id, name, email, job_title, role, industry, description';

/** `!` escapes LIKE wildcards the same way on MySQL and SQLite (a backslash would not). */
export function likePattern(search: string): string {
  return `%${search.replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

/**
 * One industry's page in (name, id) order. The range on name lets IDX_users_industry_name
 * (industry, name; InnoDB appends id) deliver rows already sorted, so the read stops after `take` rows.
 */
function industryPage(industry: Industry, request: DirectoryPageRequest, params: unknown[], columns = COLUMNS): string {
  const conditions = ['industry = ?', "role IN ('helper', 'seeker')", 'suspended_at IS NULL'];
  params.push(industry);
  if (request.after) {
    conditions.push('name >= ?', '(name > ? OR id > ?)');
    params.push(request.after.name, request.after.name, request.after.id);
  }
  if (request.search) {
    conditions.push("(name LIKE ? ESCAPE '!' OR job_title LIKE ? ESCAPE '!')");
    const pattern = likePattern(request.search);
    params.push(pattern, pattern);
  }
  params.push(request.take);
  return `SELECT ${columns} FROM users WHERE ${conditions.join(' AND ')} ORDER BY name, id LIMIT ?`;
}

/**
 * Several industries are read as one sorted page per industry, merged: `industry IN (...) ORDER BY name`
 * would sort every member of those industries (three quarters of the table for the six
 * professional-network industries) to return fifty. The merge carries only (id, name) so its
 * temporary tables hold no text columns; the page's rows are joined back by primary key.
 */
export function directoryPageQuery(request: DirectoryPageRequest): SqlQuery {
  const params: unknown[] = [];
  if (request.industries.length === 1) {
    return { sql: industryPage(request.industries[0], request, params), params };
  }
  const parts = request.industries.map((industry, index) => `SELECT * FROM (${industryPage(industry, request, params, 'id, name')}) AS page_${index}`);
  params.push(request.take);
  const columns = COLUMNS.split(', ').map((column) => `member.${column}`).join(', ');
  return {
    sql: `SELECT ${columns} FROM (${parts.join(' UNION ALL ')} ORDER BY name, id LIMIT ?) AS page JOIN users member ON member.id = page.id ORDER BY page.name, page.id`,
    params,
  };
}
