import { JobEmploymentType, JobWorkplace } from '@community/vocabulary';
import { KeysetCursor, keysetAfter } from '../../common/pagination/keyset';
import { storedDateTimeText, storedMoment } from '../../common/pagination/stored-datetime';
import { SearchDialect, searchCondition } from '../../common/search/full-text';
import { SearchPlan } from '../../common/search/word-counts';
import { JOB_POSTING_COLUMNS } from './job-columns';
import { JOB_SEARCH } from './job-search';

export interface JobsBoardRequest {
  /** The board's moment: a posting whose expires_at passed is left out even before the expiry job marks it. */
  now: Date;
  after?: KeysetCursor | null;
  search?: string;
  searchPlan?: SearchPlan;
  industry?: string;
  workplace?: JobWorkplace;
  employmentType?: JobEmploymentType;
  /** Only postings approved in (approvedAfter, approvedUntil] (the saved searches' alerts). */
  approvedAfter?: Date;
  approvedUntil?: Date;
  dialect: SearchDialect;
  /** The page size plus one. */
  take: number;
}

/** A board row, read without hydrating entities (the hottest list of the section). */
export interface JobRow {
  id: number | string;
  title: string;
  employer_name: string;
  business_group_id: number | string | null;
  industry: string;
  location: string;
  workplace: string;
  employment_type: string;
  salary_min: number | string | null;
  salary_max: number | string | null;
  salary_currency: string | null;
  salary_period: string | null;
  description: string;
  apply_instructions: string | null;
  apply_url: string | null;
  apply_email: string | null;
  status: string;
  approved_at: string | Date | null;
  expires_at: string | Date | null;
  /** As stored, as text: the keyset compares it exactly (stored-datetime.ts). */
  created_at: string;
}

const COLUMNS = [...JOB_POSTING_COLUMNS, 'status', 'approved_at', 'expires_at'].map((column) => `job.${column}`);

/**
 * The public board: approved, unexpired postings of unsuspended posters, newest first, keyset on (created_at, id)
 * DESC along IDX_jobs_status_created_at (or IDX_jobs_status_industry_created_at with an industry), as the ads board
 * (ads.query.ts). A rare search word reads the full-text index and sorts its matches; a common one walks the date
 * index testing each posting's stored words (common/search/word-counts.ts chooses).
 */
export function jobsBoardQuery(request: JobsBoardRequest): { sql: string; params: unknown[] } {
  const params: unknown[] = ['approved', storedMoment(request.now)];
  const conditions = ['job.status = ?', 'job.expires_at > ?'];
  const from = 'jobs job JOIN users poster ON poster.id = job.user_id AND poster.suspended_at IS NULL';
  for (const [column, value] of [
    ['industry', request.industry],
    ['workplace', request.workplace],
    ['employment_type', request.employmentType],
  ] as const) {
    if (!value) continue;
    conditions.push(`job.${column} = ?`);
    params.push(value);
  }
  if (request.approvedAfter) {
    conditions.push('job.approved_at > ?');
    params.push(storedMoment(request.approvedAfter));
  }
  if (request.approvedUntil) {
    conditions.push('job.approved_at <= ?');
    params.push(storedMoment(request.approvedUntil));
  }
  if (request.search) {
    const match = searchCondition(request.searchPlan ?? 'index', request.dialect, JOB_SEARCH.columns[1], 'job', request.search);
    conditions.push(match.sql);
    params.push(...match.params);
  }
  if (request.after) conditions.push(keysetAfter('job.created_at', 'job.id', 'DESC', request.after, params));
  params.push(request.take);
  return {
    sql: `SELECT ${COLUMNS.join(', ')}, ${storedDateTimeText('job.created_at')} AS created_at FROM ${from} WHERE ${conditions.join(' AND ')} ORDER BY job.created_at DESC, job.id DESC LIMIT ?`,
    params,
  };
}
