import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from '../../../lib/router';
import { MESSAGES } from '@community/vocabulary';
import { LoadingState } from '../../../components/StatusStates';
import { useSession } from '../../../lib/session';
import { serverText } from '../../../lib/server-text';
import { confirmEmail } from '../api/confirm-email';
import { rememberEmailConfirmed } from './email-confirmed';

type Outcome = 'confirmed' | 'expired' | 'invalid' | 'failed';

const TEXTS = MESSAGES.emailConfirmation;

/** /confirm-email/:token, the link mailed after registration: posts the token once and says how it went. */
export default function ConfirmEmailPage() {
  const { token } = useParams();
  const { isAuthenticated } = useSession();
  const [outcome, setOutcome] = useState<{ kind: Outcome; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a single-use link must not be spent by a second render.
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token)
      .then(({ ok, status, data }) => {
        if (ok) {
          rememberEmailConfirmed();
          return setOutcome({ kind: 'confirmed', text: serverText(data, TEXTS.confirmed) });
        }
        if (status === 410) return setOutcome({ kind: 'expired', text: serverText(data, TEXTS.expiredLink) });
        setOutcome({ kind: 'invalid', text: serverText(data, TEXTS.invalidLink) });
      })
      .catch(() => setOutcome({ kind: 'failed', text: MESSAGES.generic.networkError }));
  }, [token]);

  if (!token) return <Navigate to="/" replace />;

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Confirm your email address
        </Typography>
        {outcome ? (
          <Stack spacing={2}>
            <Alert severity={outcome.kind === 'confirmed' ? 'success' : 'error'} role={outcome.kind === 'confirmed' ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
            {outcome.kind === 'expired' && !isAuthenticated && (
              <Button component={RouterLink} to="/signin" variant="contained">
                {TEXTS.signInToResend}
              </Button>
            )}
            <Button component={RouterLink} to="/">
              {TEXTS.goHome}
            </Button>
          </Stack>
        ) : (
          <LoadingState text={TEXTS.checking} />
        )}
      </Paper>
    </Container>
  );
}
