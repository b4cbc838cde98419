import { Container, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { lazy, useCallback, useState } from 'react';
import { DIRECTORY_SCREEN_TEXTS, LIST_SEARCH_TEXTS, MESSAGES, SCREEN_TEXTS, SCROLL_HEIGHTS } from '@community/vocabulary';
import { PagedScrollList } from '../../../components/PagedScrollList';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import { getBusinessGroups, type BusinessGroup } from '../api/get-business-groups';
import { BusinessTable } from './BusinessTable';
import { LoadedOnFirstUse } from '../../../components/LoadedOnFirstUse';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';

// The profile dialog and its contact form (MUI's Modal, the form's fields) load on the first Profile click, not
// with the page; once loaded it stays mounted, so it can animate its closing.
const BusinessProfileModal = lazy(() => import('./BusinessProfileModal').then((module) => ({ default: module.BusinessProfileModal })));

export default function BusinessDirectoryPage() {
  // A failed fetch shows as an empty directory (spec).
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const fetchPage = useCallback((cursor: string | null, signal: AbortSignal) => getBusinessGroups(cursor, signal, q), [q]);
  const groups = usePagedList(fetchPage);
  const profile = useLazyDialog<BusinessGroup>();

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
      <PagedScrollList
        list={groups}
        label={DIRECTORY_SCREEN_TEXTS.businessGroupList}
        maxHeight={SCROLL_HEIGHTS.businessDirectory}
        reserveSpace
        emptyText={MESSAGES.directory.noBusinessGroups}
        sayLoadingMore
      >
        {(items) => <BusinessTable groups={items} onProfile={profile.open} />}
      </PagedScrollList>
      <LoadedOnFirstUse used={profile.used}>
        <BusinessProfileModal group={profile.shown} onClose={profile.close} />
      </LoadedOnFirstUse>
    </Container>
  );
}
