import { Alert, Box, Button } from '@mui/material';
import { useEffect } from 'react';
import { MESSAGES, A11Y_TEXTS } from '@community/vocabulary';
import { useSession } from '../../../lib/session';
import { getMe } from '../api/get-me';
import { resendConfirmation } from '../api/resend-confirmation';
import { rememberEmailConfirmed } from './email-confirmed';
import { useResend } from './use-resend';

const TEXTS = MESSAGES.emailConfirmation;

/**
 * Shown to a signed-in member whose email is not confirmed yet (user_details.emailConfirmed false): what waits
 * for the confirmation, and a Resend button. The outcome is announced politely (role="status").
 */
export function EmailConfirmationBanner() {
  const { user, token, isAuthenticated } = useSession();
  const unconfirmed = isAuthenticated && user?.emailConfirmed === false;
  const { sending, outcome, resend } = useResend(resendConfirmation, TEXTS.resent);

  // The link may have been opened on another device since this session was stored: ask once.
  useEffect(() => {
    if (!unconfirmed || !token) return;
    let live = true;
    getMe(token)
      .then(({ ok, data }) => {
        if (live && ok && data.user_details?.emailConfirmed) rememberEmailConfirmed();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [unconfirmed, token]);

  if (!unconfirmed) return null;

  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={A11Y_TEXTS.regions.emailConfirmation}
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={resend} disabled={sending} aria-busy={sending}>
          {sending ? TEXTS.resending : TEXTS.resend}
        </Button>
      }
    >
      {TEXTS.banner}
      <Box role="status" aria-live="polite" sx={{ fontWeight: 600, mt: outcome ? 0.5 : 0 }}>
        {outcome?.text}
      </Box>
    </Alert>
  );
}
