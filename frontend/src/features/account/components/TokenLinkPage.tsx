import { Alert, Container, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../../../lib/router';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS } from '@community/vocabulary';
import { LoadingState } from '../../../components/StatusStates';
import type { ApiResponse } from '../../../lib/api-client';
import { serverText } from '../../../lib/server-text';

type Answer = ApiResponse<Record<string, unknown>>;

/** The token rides in the fragment (#token=…), which browsers never send to a server or put in its logs. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

interface TokenLinkPageProps {
  title: string;
  working: string;
  send: (token: string) => Promise<Answer>;
  /** Runs after a success (e.g. keep the fresh session, or sign out). */
  onSuccess?: (answer: Answer) => void;
  successText: string;
}

/** A page a mailed link opens: posts the link's token once and shows the answer. Works signed in or out. */
export function TokenLinkPage({ title, working, send, onSuccess, successText }: TokenLinkPageProps) {
  const { hash } = useLocation();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a single-use token must not be spent twice by a re-render.
    if (sent.current) return;
    sent.current = true;
    const token = tokenFromHash(hash);
    if (!token) {
      setResult({ severity: 'error', text: ACCOUNT_TEXTS.invalidLink });
      return;
    }
    send(token)
      .then((answer) => {
        if (!answer.ok) return setResult({ severity: 'error', text: serverText(answer.data, ACCOUNT_TEXTS.invalidLink) });
        onSuccess?.(answer);
        setResult({ severity: 'success', text: serverText(answer.data, successText) });
      })
      .catch(() => setResult({ severity: 'error', text: ACCOUNT_SCREEN_TEXTS.failed }));
  }, [hash, send, onSuccess, successText]);

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {result ? (
          <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
            {result.text}
          </Alert>
        ) : (
          <LoadingState text={working} />
        )}
      </Paper>
    </Container>
  );
}
