import { Box, CircularProgress, Typography } from '@mui/material';

export function LoadingState({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Typography role="status" sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
      {text}
    </Typography>
  );
}
