import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { uploadUrl } from '../../lib/config';
import { adImagePaths } from './adImages';

/** Every image of the ad, as the moderator must see what they approve; each opens full size in a new tab. */
export function AdImagesField() {
  const record = useRecordContext();
  if (!record) return null;
  const images = adImagePaths(record.image_url);
  const thumbnails = adImagePaths(record.thumbnail_url);
  if (images.length === 0) return <Typography variant="body2">{ADMIN_PANEL_TEXTS.noImages}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {images.map((path, index) => (
        <a key={path} href={uploadUrl(path)} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={uploadUrl(thumbnails[index] ?? path)}
            alt={ADMIN_PANEL_TEXTS.adImage(String(record.title ?? ADMIN_PANEL_TEXTS.recordNames.ad), index + 1)}
            sx={{ width: 200, height: 150, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        </a>
      ))}
    </Box>
  );
}
