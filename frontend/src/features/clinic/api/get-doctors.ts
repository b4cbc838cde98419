import { HEALTH_INDUSTRY } from '@community/vocabulary';
import { getDirectoryPage, type DirectoryUser } from '../../../lib/api/directory';
import type { Page } from '../../../lib/use-paged-list';

export type Doctor = DirectoryUser;

export function getDoctors(cursor: string | null, signal: AbortSignal, verifiedOnly = false): Promise<Page<Doctor>> {
  return getDirectoryPage({ industries: [HEALTH_INDUSTRY], cursor, verifiedOnly, signal });
}
