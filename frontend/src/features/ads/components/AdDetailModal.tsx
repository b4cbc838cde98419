import { Box, ButtonBase, Dialog, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SCREEN_TEXTS, FIELD_LABELS, A11Y_TEXTS, AD_SCREEN_TEXTS, OPTION_LABELS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import type { Ad } from '../api/get-approved-ads';
import { adImageUrls } from './ad-images';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography>
      <strong>{label}:</strong> {children}
    </Typography>
  );
}

export function AdDetailModal({ ad, onClose }: { ad: Ad | null; onClose: () => void }) {
  const [fullSize, setFullSize] = useState<string | null>(null);
  const images = ad ? adImageUrls(ad.image_url) : [];
  return (
    <>
      <AppModal open={!!ad} title={ad?.title ?? ''} onClose={onClose} maxWidth="md">
        {ad && (
          <Stack spacing={1.5}>
            {images.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 1 }} aria-label={A11Y_TEXTS.regions.adImages} role="list">
                {images.map((url, index) => (
                  <ButtonBase
                    key={url}
                    role="listitem"
                    onClick={() => setFullSize(url)}
                    aria-label={AD_SCREEN_TEXTS.card.showImage(index + 1)}
                    sx={{ flex: '0 0 auto' }}
                  >
                    <Box component="img" src={url} alt="" sx={{ height: 120, borderRadius: 1 }} />
                  </ButtonBase>
                ))}
              </Stack>
            )}
            <Detail label={FIELD_LABELS.category}>{OPTION_LABELS.adCategories[ad.category as keyof typeof OPTION_LABELS.adCategories] ?? ad.category}</Detail>
            <Detail label={FIELD_LABELS.description}>{ad.description}</Detail>
            {ad.ad_description && <Typography sx={{ whiteSpace: 'pre-line' }}>{ad.ad_description}</Typography>}
            <Detail label={FIELD_LABELS.price}>{ad.price_offer?.trim() ? ad.price_offer : SCREEN_TEXTS.notAvailable}</Detail>
            <Detail label={FIELD_LABELS.location}>{ad.location}</Detail>
            <Detail label={FIELD_LABELS.email}>
              <Link href={`mailto:${ad.contact_email}`}>{ad.contact_email}</Link>
            </Detail>
            <Detail label={FIELD_LABELS.phone}>
              <Link href={`tel:${ad.contact_phone.replace(/[^\d+]/g, '')}`}>{ad.contact_phone}</Link>
            </Detail>
          </Stack>
        )}
      </AppModal>
      <Dialog open={!!fullSize} onClose={() => setFullSize(null)} maxWidth="xl" aria-label={A11Y_TEXTS.regions.fullSizeImage}>
        {fullSize && (
          <Box
            component="img"
            src={fullSize}
            alt={AD_SCREEN_TEXTS.card.fullSize(ad?.title ?? '')}
            onClick={() => setFullSize(null)}
            sx={{ maxWidth: '90vw', maxHeight: '90vh', display: 'block' }}
          />
        )}
      </Dialog>
    </>
  );
}
