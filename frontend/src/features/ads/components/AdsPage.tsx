import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { getApprovedAds, type Ad } from '../api/get-approved-ads';
import { AdCard } from './AdCard';
import { AdDetailModal } from './AdDetailModal';
import { RegisterAdModal } from './RegisterAdModal';

export default function AdsPage() {
  const [ads, setAds] = useState<Ad[]>([]);
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<Ad | null>(null);
  const [registering, setRegistering] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const load = useCallback((signal?: AbortSignal) => {
    setLoading(true);
    getApprovedAds(signal)
      .then((found) => setAds(found))
      // The spec only logs a failed ad fetch.
      .catch((error: unknown) => {
        if (!signal?.aborted) console.error('Could not load ads', error);
      })
      .finally(() => {
        if (!signal?.aborted) setLoading(false);
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

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
      {loading ? (
        <LoadingState text={SCREEN_TEXTS.fetchingAds} />
      ) : ads.length === 0 ? (
        <EmptyState text={SCREEN_TEXTS.noAds} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {ads.map((ad) => (
            <AdCard key={ad.id} ad={ad} onOpen={setOpen} />
          ))}
        </Box>
      )}
      <AdDetailModal ad={open} onClose={() => setOpen(null)} />
      <RegisterAdModal open={registering} onClose={() => setRegistering(false)} onSubmitted={() => setSubmitted(true)} />
    </Container>
  );
}
