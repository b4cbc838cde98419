import { Container, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { useCallback, useState } from 'react';
import { LIST_SEARCH_TEXTS, MESSAGES, SCREEN_TEXTS, SCROLL_HEIGHTS } from '@community/vocabulary';
import { ScrollArea } from '../../../components/ScrollArea';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import { getBusinessGroups, type BusinessGroup } from '../api/get-business-groups';
import { BusinessProfileModal } from './BusinessProfileModal';
import { BusinessTable } from './BusinessTable';

export default function BusinessDirectoryPage() {
  // A failed fetch shows as an empty directory (spec).
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const fetchPage = useCallback((cursor: string | null, signal: AbortSignal) => getBusinessGroups(cursor, signal, q), [q]);
  const groups = usePagedList(fetchPage);
  const [profileOf, setProfileOf] = useState<BusinessGroup | null>(null);

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
            <BusinessTable groups={groups.items} onProfile={setProfileOf} />
            {groups.loadingMore && <LoadingState text={MESSAGES.directory.loading} />}
          </>
        )}
      </ScrollArea>
      <BusinessProfileModal group={profileOf} onClose={() => setProfileOf(null)} />
    </Container>
  );
}
