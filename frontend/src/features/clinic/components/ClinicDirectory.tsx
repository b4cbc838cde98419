import { Box } from '@mui/material';
import { useCallback, useState } from 'react';
import { MESSAGES, SCROLL_HEIGHTS } from '@community/vocabulary';
import { ScrollArea } from '../../../components/ScrollArea';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { UserDirectoryTable } from '../../../components/UserDirectoryTable';
import { VerifiedOnlyFilter } from '../../../components/VerifiedOnlyFilter';
import { usePagedList } from '../../../lib/use-paged-list';
import { getDoctors, type Doctor } from '../api/get-doctors';
import { DoctorProfileModal } from './DoctorProfileModal';

export function ClinicDirectory() {
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  // A new fetcher when the filter changes makes the list start again from the first page.
  const fetchPage = useCallback((cursor: string | null, signal: AbortSignal) => getDoctors(cursor, signal, verifiedOnly), [verifiedOnly]);
  const list = usePagedList(fetchPage);
  const [profileOf, setProfileOf] = useState<Doctor | null>(null);
  return (
    <Box sx={{ pb: 4 }}>
      <VerifiedOnlyFilter checked={verifiedOnly} onChange={setVerifiedOnly} />
      <ScrollArea maxHeight={SCROLL_HEIGHTS.virtualClinic} label="Doctors" onEndReached={list.loadMore}>
        {list.loading ? (
          <LoadingState text={MESSAGES.directory.loading} />
        ) : list.items.length === 0 ? (
          <EmptyState text={MESSAGES.directory.noUsers} />
        ) : (
          <UserDirectoryTable caption="Doctors" people={list.items} onProfile={setProfileOf} />
        )}
      </ScrollArea>
      <DoctorProfileModal doctor={profileOf} onClose={() => setProfileOf(null)} />
    </Box>
  );
}
