import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES, A11Y_TEXTS } from '@community/vocabulary';
import { resendConfirmationTo } from '../api/resend-confirmation-to';
import { useResend } from './use-resend';

const TEXTS = MESSAGES.emailConfirmation;

/**
 * After a sign-up (issue #24): where the confirmation link went and a way to get another while signed out
 * (POST /auth/confirmation/resend). The answer, the API's own sentence (the same for any address, or the 429 text),
 * is said politely in a live region that is there from the start.
 */
export function CheckInboxPanel({ email }: { email: string }) {
  const { sending, outcome, resend: sendAgain } = useResend(() => resendConfirmationTo(email), TEXTS.resentIfWaiting);

  return (
    <Alert severity="info" role="region" aria-label={A11Y_TEXTS.regions.checkInbox} icon={false}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {TEXTS.checkInbox(email)}
        </Typography>
        <Typography variant="body2">{TEXTS.notThere}</Typography>
        <Button variant="outlined" size="small" onClick={sendAgain} disabled={sending} aria-busy={sending}>
          {sending ? TEXTS.resending : TEXTS.sendAgain}
        </Button>
        <Box role="status" aria-live="polite" sx={{ color: outcome && !outcome.ok ? 'error.dark' : undefined, fontWeight: 600 }}>
          {outcome?.text}
        </Box>
      </Stack>
    </Alert>
  );
}
