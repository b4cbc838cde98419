import { Alert, Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@community/vocabulary';
import { useSession } from '../../../lib/session';
import { serverText } from '../../../lib/server-text';
import { getMe } from '../api/get-me';
import { resendConfirmation } from '../api/resend-confirmation';
import { rememberEmailConfirmed } from './email-confirmed';

const TEXTS = MESSAGES.emailConfirmation;

/**
 * Shown to a signed-in member whose email is not confirmed yet (user_details.emailConfirmed false): what waits
 * for the confirmation, and a Resend button. The outcome is announced politely (role="status").
 */
export function EmailConfirmationBanner() {
  const { user, token, isAuthenticated } = useSession();
  const unconfirmed = isAuthenticated && user?.emailConfirmed === false;
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

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

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const { ok, data } = await resendConfirmation();
      setOutcome({ ok, text: serverText(data, ok ? TEXTS.resent : TEXTS.resendFailed) });
    } catch {
      setOutcome({ ok: false, text: TEXTS.resendFailed });
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="Email confirmation"
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
