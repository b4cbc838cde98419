import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { useCallback, useState } from 'react';
import { AD_CATEGORIES, LIST_PAGING_TEXTS, LIST_SEARCH_TEXTS, MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { ListEndSentinel } from '../../../components/ListEndSentinel';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import { getApprovedAds, type Ad } from '../api/get-approved-ads';
import { AdCard } from './AdCard';
import { AdDetailModal } from './AdDetailModal';
import { RegisterAdModal } from './RegisterAdModal';

// The widest layout's first row (lg: four columns) is on screen as the board opens; lazy loading would hold those
// pictures back until layout, and one of them is the page's largest paint (Lighthouse's LCP element).
const CARDS_IN_FIRST_ROW = 4;

export default function AdsPage() {
  // A failed fetch is only logged (spec); the board then shows no ads.
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const q = useDebouncedValue(search);
  const fetchPage = useCallback((cursor: string | null, signal: AbortSignal) => getApprovedAds(cursor, signal, { q, category }), [q, category]);
  const ads = usePagedList(fetchPage);
  const [open, setOpen] = useState<Ad | null>(null);
  const [registering, setRegistering] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">
          {SCREEN_TEXTS.nav.businessNetwork}
        </Typography>
        <Button variant="contained" onClick={() => setRegistering(true)}>
          {SCREEN_TEXTS.buttons.registerAd}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField label={LIST_SEARCH_TEXTS.searchAds} type="search" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ flex: 1 }} />
        <TextField
          select
          label={LIST_SEARCH_TEXTS.category}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{LIST_SEARCH_TEXTS.allCategories}</option>
          {AD_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
      </Stack>
      {submitted && (
        <Alert severity="success" onClose={() => setSubmitted(false)} sx={{ mb: 2 }}>
          {MESSAGES.ad.success}
        </Alert>
      )}
      {ads.loading ? (
        <LoadingState text={SCREEN_TEXTS.fetchingAds} />
      ) : ads.items.length === 0 ? (
        <EmptyState text={SCREEN_TEXTS.noAds} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            {ads.items.map((ad, index) => (
              <AdCard key={ad.id} ad={ad} onOpen={setOpen} eager={index < CARDS_IN_FIRST_ROW} />
            ))}
          </Box>
          {ads.hasMore && <ListEndSentinel onEndReached={ads.loadMore} rowCount={ads.items.length} />}
          {ads.loadingMore && <LoadingState text={LIST_PAGING_TEXTS.loadingMore} />}
        </>
      )}
      <AdDetailModal ad={open} onClose={() => setOpen(null)} />
      <RegisterAdModal open={registering} onClose={() => setRegistering(false)} onSubmitted={() => setSubmitted(true)} />
    </Container>
  );
}
