import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { LIST_PAGING_TEXTS, MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { ListEndSentinel } from '../../../components/ListEndSentinel';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { usePagedList } from '../../../lib/use-paged-list';
import { getApprovedAds, type Ad } from '../api/get-approved-ads';
import { AdCard } from './AdCard';
import { AdDetailModal } from './AdDetailModal';
import { RegisterAdModal } from './RegisterAdModal';

export default function AdsPage() {
  // A failed fetch is only logged (spec); the board then shows no ads.
  const ads = usePagedList(getApprovedAds);
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
            {ads.items.map((ad) => (
              <AdCard key={ad.id} ad={ad} onOpen={setOpen} />
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
