import { RoleListUserDto, DirectoryUserDto } from './dto/directory-responses.dto';
import { DirectoryRow } from './directory.query';

/** Only the columns a directory shows; the query never selects phone, hash or tokens. */
export function toDirectoryUser(row: DirectoryRow, acceptingRequests: boolean): DirectoryUserDto {
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
