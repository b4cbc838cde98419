import { Box, CircularProgress, Typography } from '@mui/material';
import { useAnnounce } from '../lib/a11y/announcer';

// Neither box is a live region itself: a region that appears together with its text is often not read, so the text
// goes through the app's announcer (mounted once, always present).

/**
 * `quiet`: shown but not announced, for a side block that loads together with the page's own list (suggested mentors
 * beside the directory): the one polite region would otherwise say the side block's text instead of the page's.
 */
export function LoadingState({ text, quiet = false }: { text: string; quiet?: boolean }) {
  useAnnounce(quiet ? null : text);
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
