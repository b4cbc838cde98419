import { apiRequest, type ApiCall, type ApiSchema } from '../api-client';
import type { Page } from '../use-paged-list';

/** One member as GET /info/get-users lists them: the members, clinic and legal directories all read this. */
export type DirectoryUser = ApiSchema<'DirectoryUserDto'>;

/** Partial: an error answers with the error body instead. */
type DirectoryAnswer = Partial<ApiSchema<'DirectoryPageDto'>>;

export interface DirectoryQuery {
  industries: readonly string[];
  q?: string;
  cursor: string | null;
  /** Only members an admin verified (the legal and clinic directories' filter). */
  verifiedOnly?: boolean;
  /** Only mentors or only seekers (the Professional Network's filter). */
  role?: NonNullable<ApiSchema<'DirectoryUserDto'>['role']> | '';
  signal?: AbortSignal;
}

/** The request for one page of a directory (the professional network's as it opens is started early by its page). */
export function directoryPageRequest({ industries, q, cursor, verifiedOnly, role }: Omit<DirectoryQuery, 'signal'>): ApiCall {
  return {
    path: '/info/get-users',
    query: { industry_type: industries, q: q?.trim(), cursor, verified: verifiedOnly ? 'true' : undefined, role: role || undefined },
  };
}

export async function getDirectoryPage({ signal, ...page }: DirectoryQuery): Promise<Page<DirectoryUser>> {
  const { path, query } = directoryPageRequest(page);
  const response = await apiRequest<DirectoryAnswer>(path, { query, signal });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.users ?? [], nextCursor: response.data.next_cursor ?? null };
}
