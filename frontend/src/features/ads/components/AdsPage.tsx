import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { SelectField } from '../../../components/SelectField';
import { lazy, useCallback, useEffect, useState } from 'react';
import { AD_CATEGORIES, LIST_PAGING_TEXTS, LIST_SEARCH_TEXTS, SCREEN_TEXTS, OPTION_LABELS } from '@community/vocabulary';
import { ListEndSentinel } from '../../../components/ListEndSentinel';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import { getApprovedAds, type Ad } from '../api/get-approved-ads';
import { AdCard } from './AdCard';
import { LoadedOnFirstUse } from '../../../components/LoadedOnFirstUse';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { SaveSearchButton } from '../../../components/SaveSearchButton';
import { useSectionState } from '../../../lib/use-section-settings';
import { useSearchParams } from '../../../lib/router';

// The ad's dialog and the register form (MUI's Modal, the form, its fields, image compression: about twenty chunks)
// load on the first click that needs them, not with the board; once loaded they stay mounted, so they can animate
// their closing. The success notice only ever follows the form, so it comes in the form's chunk.
const AdDetailModal = lazy(() => import('./AdDetailModal').then((module) => ({ default: module.AdDetailModal })));
const RegisterAdModal = lazy(() => import('./RegisterAdModal').then((module) => ({ default: module.RegisterAdModal })));
const AdSubmittedNotice = lazy(() => import('./RegisterAdModal').then((module) => ({ default: module.AdSubmittedNotice })));

// The widest layout's first row (lg: four columns) is on screen as the board opens; lazy loading would hold those
// pictures back until layout, and one of them is the page's largest paint (Lighthouse's LCP element).
const CARDS_IN_FIRST_ROW = 4;

/**
 * A saved search's link and its alert mail open the board as `?q=…&category=…` (savedSearchListAddress). Read after
 * the first render, not into the first state: the board is pre-rendered without them, and hydration must match it.
 */
function useSearchFromAddress(setSearch: (q: string) => void, setCategory: (category: string) => void) {
  const [params] = useSearchParams();
  const q = params.get('q');
  const category = params.get('category');
  useEffect(() => {
    if (q) setSearch(q);
    if (category && (AD_CATEGORIES as readonly string[]).includes(category)) setCategory(category);
  }, [q, category, setSearch, setCategory]);
}

export default function AdsPage() {
  // A failed fetch is only logged (spec); the board then shows no ads.
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  useSearchFromAddress(setSearch, setCategory);
  const q = useDebouncedValue(search);
  const fetchPage = useCallback((cursor: string | null, signal: AbortSignal) => getApprovedAds(cursor, signal, { q, category }), [q, category]);
  const ads = usePagedList(fetchPage);
  const detail = useLazyDialog<Ad>();
  const registering = useLazyDialog<true>();
  const [submitted, setSubmitted] = useState(false);
  // Saved searches and their alerts came with the Job Board (issue #27), so they are offered once it is open.
  const savedSearches = useSectionState('job_board') === 'open';

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">
          {SCREEN_TEXTS.nav.businessNetwork}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {savedSearches && <SaveSearchButton kind="ads" search={{ q, category }} />}
          <Button variant="contained" onClick={() => registering.open(true)}>
            {SCREEN_TEXTS.buttons.registerAd}
          </Button>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField label={LIST_SEARCH_TEXTS.searchAds} type="search" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ flex: 1 }} />
        <SelectField
          label={LIST_SEARCH_TEXTS.category}
          placeholder={LIST_SEARCH_TEXTS.allCategories}
          options={AD_CATEGORIES}
          optionLabels={OPTION_LABELS.adCategories}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      <LoadedOnFirstUse used={submitted}>
        <AdSubmittedNotice onClose={() => setSubmitted(false)} />
      </LoadedOnFirstUse>
      {ads.loading ? (
        <LoadingState text={SCREEN_TEXTS.fetchingAds} />
      ) : ads.items.length === 0 ? (
        <EmptyState text={SCREEN_TEXTS.noAds} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            {ads.items.map((ad, index) => (
              <AdCard key={ad.id} ad={ad} onOpen={detail.open} eager={index < CARDS_IN_FIRST_ROW} first={index === 0} />
            ))}
          </Box>
          {ads.hasMore && <ListEndSentinel onEndReached={ads.loadMore} rowCount={ads.items.length} />}
          {ads.loadingMore && <LoadingState text={LIST_PAGING_TEXTS.loadingMore} />}
        </>
      )}
      <LoadedOnFirstUse used={detail.used}>
        <AdDetailModal ad={detail.shown} onClose={detail.close} />
      </LoadedOnFirstUse>
      <LoadedOnFirstUse used={registering.used}>
        <RegisterAdModal open={registering.shown !== null} onClose={registering.close} onSubmitted={() => setSubmitted(true)} />
      </LoadedOnFirstUse>
    </Container>
  );
}
