import { Box, Card, CardActionArea, CardContent, CardMedia, Typography } from '@mui/material';
import { AD_SCREEN_TEXTS } from '@community/vocabulary';
import type { Ad } from '../api/get-approved-ads';
import { adImageUrls } from './ad-images';

/**
 * `eager`: a card the page opens with on screen; its picture loads at once (it is often the largest thing painted).
 * `first`: the board's first card, whose picture is the page's largest paint on a phone: fetched ahead of the rest.
 */
export function AdCard({ ad, onOpen, eager = false, first = false }: { ad: Ad; onOpen: (ad: Ad) => void; eager?: boolean; first?: boolean }) {
  const [cover] = adImageUrls(ad.thumbnail_url).concat(adImageUrls(ad.image_url));
  return (
    <Card component="article">
      <CardActionArea onClick={() => onOpen(ad)} aria-label={AD_SCREEN_TEXTS.card.open(ad.title)}>
        {cover ? (
          <CardMedia component="img" height="160" image={cover} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} />
        ) : (
          <Box aria-hidden sx={{ height: 160, bgcolor: 'grey.200', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'grey.600' }}>
            {AD_SCREEN_TEXTS.card.noImage}
          </Box>
        )}
        <CardContent>
          <Typography variant="h6" component="h2" noWrap>
            {ad.title}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
