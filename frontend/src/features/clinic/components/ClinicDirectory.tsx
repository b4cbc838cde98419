import { Box } from '@mui/material';
import { useState } from 'react';
import { MESSAGES, SCROLL_HEIGHTS } from '@community/vocabulary';
import { ScrollArea } from '../../../components/ScrollArea';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { UserDirectoryTable } from '../../../components/UserDirectoryTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { getDoctors, type Doctor } from '../api/get-doctors';
import { DoctorProfileModal } from './DoctorProfileModal';

export function ClinicDirectory() {
  const list = usePagedList(getDoctors);
  const [profileOf, setProfileOf] = useState<Doctor | null>(null);
  return (
    <Box sx={{ pb: 4 }}>
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
