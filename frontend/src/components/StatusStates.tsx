import { Box, CircularProgress, Typography } from '@mui/material';
import { useAnnounce } from '../lib/a11y/announcer';

// Neither box is a live region itself: a region that appears together with its text is often not read, so the text
// goes through the app's announcer (mounted once, always present).

export function LoadingState({ text }: { text: string }) {
  useAnnounce(text);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

export function EmptyState({ text }: { text: string }) {
  useAnnounce(text);
  return (
    <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
      {text}
    </Typography>
  );
}
