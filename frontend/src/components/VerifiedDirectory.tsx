import { useCallback, useState } from 'react';
import { DIRECTORY_SCREEN_TEXTS, MESSAGES, SCROLL_HEIGHTS, SECTION_INDUSTRIES } from '@community/vocabulary';
import { getDirectoryPage, type DirectoryUser } from '../lib/api/directory';
import { usePagedList } from '../lib/use-paged-list';
import { PagedScrollList } from './PagedScrollList';
import { UserDirectoryTable } from './UserDirectoryTable';
import { VerifiedOnlyFilter } from './VerifiedOnlyFilter';

/** The sections whose directory lists verified professionals: lawyers and doctors. */
export type VerifiedSection = keyof typeof DIRECTORY_SCREEN_TEXTS.verifiedLists;

interface VerifiedDirectoryProps {
  section: VerifiedSection;
  onProfile: (person: DirectoryUser) => void;
}

/** Legal Assistance's lawyers and the Virtual Clinic's doctors: the section's industry, with the "Verified only" switch. */
export function VerifiedDirectory({ section, onProfile }: VerifiedDirectoryProps) {
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  // A new fetcher when the filter changes makes the list start again from the first page.
  const fetchPage = useCallback(
    (cursor: string | null, signal: AbortSignal) => getDirectoryPage({ industries: SECTION_INDUSTRIES[section], cursor, verifiedOnly, signal }),
    [section, verifiedOnly],
  );
  const list = usePagedList(fetchPage);
  const name = DIRECTORY_SCREEN_TEXTS.verifiedLists[section];
  return (
    <>
      <VerifiedOnlyFilter checked={verifiedOnly} onChange={setVerifiedOnly} />
      <PagedScrollList list={list} label={name} maxHeight={SCROLL_HEIGHTS[section]} emptyText={MESSAGES.directory.noUsers}>
        {(people) => <UserDirectoryTable caption={name} people={people} onProfile={onProfile} />}
      </PagedScrollList>
    </>
  );
}
