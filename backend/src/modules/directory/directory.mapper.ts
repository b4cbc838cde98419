import { LastActive, RESPONSIVENESS_LIMITS } from '@community/vocabulary';
import { RoleListUserDto, DirectoryUserDto } from './dto/directory-responses.dto';
import { DirectoryRow } from './directory.query';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored DATE as 'YYYY-MM-DD' from either database. */
function dayOf(value: Date | string): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/**
 * How recently a member was here, in words only (never the day itself): this_week within 7 days of today (UTC, by
 * the app's clock), this_month within 30, otherwise (or never stamped) earlier.
 */
export function lastActiveOf(stored: Date | string | null, now: Date): LastActive {
  if (stored === null || stored === undefined) return 'earlier';
  const days = Math.floor((Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - Date.parse(`${dayOf(stored)}T00:00:00Z`)) / DAY_MS);
  if (days < RESPONSIVENESS_LIMITS.thisWeekDays) return 'this_week';
  if (days < RESPONSIVENESS_LIMITS.thisMonthDays) return 'this_month';
  return 'earlier';
}

/** Only the columns a directory shows; the query never selects phone, hash or tokens. */
export function toDirectoryUser(row: DirectoryRow, acceptingRequests: boolean, now: Date): DirectoryUserDto {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    JobTitle: row.job_title,
    role: row.role,
    industry: row.industry,
    description: row.description,
    accepting_requests: acceptingRequests,
    verified: row.verified_at !== null && row.verified_at !== undefined,
    photo_url: row.photo_url ?? null,
    replies_within_days: row.replies_within_days === null || row.replies_within_days === undefined ? null : Number(row.replies_within_days),
    last_active: lastActiveOf(row.last_active_on ?? null, now),
  };
}

export interface AdminUserRow {
  id: number | string;
  name: string;
  email: string;
  role: string;
  industry: string | null;
  job_title: string | null;
}

export function toAdminUser(row: AdminUserRow): RoleListUserDto {
  const id = Number(row.id);
  return { id, user_id: id, name: row.name, email: row.email, role: row.role, industry: row.industry, JobTitle: row.job_title };
}
