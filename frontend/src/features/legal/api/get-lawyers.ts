import { LEGAL_INDUSTRY } from '@community/vocabulary';
import { getDirectoryPage, type DirectoryUser } from '../../../lib/api/directory';
import type { Page } from '../../../lib/use-paged-list';

export type Lawyer = DirectoryUser;

export function getLawyers(cursor: string | null, signal: AbortSignal, verifiedOnly = false): Promise<Page<Lawyer>> {
  return getDirectoryPage({ industries: [LEGAL_INDUSTRY], cursor, verifiedOnly, signal });
}
