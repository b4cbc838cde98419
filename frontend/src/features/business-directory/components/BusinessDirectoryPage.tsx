import { Container, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { lazy, Suspense, useCallback, useState } from 'react';
import { LIST_SEARCH_TEXTS, MESSAGES, SCREEN_TEXTS, SCROLL_HEIGHTS } from '@community/vocabulary';
import { ScrollArea } from '../../../components/ScrollArea';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import { getBusinessGroups, type BusinessGroup } from '../api/get-business-groups';
import { BusinessTable } from './BusinessTable';

// The profile dialog and its contact form (MUI's Modal, the form's fields) load on the first Profile click, not
// with the page; once loaded it stays mounted, so it can animate its closing.
const BusinessProfileModal = lazy(() => import('./BusinessProfileModal').then((module) => ({ default: module.BusinessProfileModal })));

export default function BusinessDirectoryPage() {
  // A failed fetch shows as an empty directory (spec).
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const fetchPage = useCallback((cursor: string | null, signal: AbortSignal) => getBusinessGroups(cursor, signal, q), [q]);
  const groups = usePagedList(fetchPage);
  const [profileOf, setProfileOf] = useState<BusinessGroup | null>(null);
  const [profileUsed, setProfileUsed] = useState(false);
  const showProfile = (group: BusinessGroup) => {
    setProfileUsed(true);
    setProfileOf(group);
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {SCREEN_TEXTS.nav.businessDirectory}
      </Typography>
      <TextField
        label={LIST_SEARCH_TEXTS.searchBusinesses}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ mb: 2 }}
      />
      <ScrollArea maxHeight={SCROLL_HEIGHTS.businessDirectory} label="Business group list" reserveSpace onEndReached={groups.loadMore}>
        {groups.loading ? (
          <LoadingState text={MESSAGES.directory.loading} />
        ) : groups.items.length === 0 ? (
          <EmptyState text={MESSAGES.directory.noBusinessGroups} />
        ) : (
          <>
            <BusinessTable groups={groups.items} onProfile={showProfile} />
            {groups.loadingMore && <LoadingState text={MESSAGES.directory.loading} />}
          </>
        )}
      </ScrollArea>
      {profileUsed && (
        <Suspense fallback={null}>
          <BusinessProfileModal group={profileOf} onClose={() => setProfileOf(null)} />
        </Suspense>
      )}
    </Container>
  );
}
