import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { NOTIFICATION_SCREEN_TEXTS } from '@community/vocabulary';
import { useAnnounce } from '../lib/a11y/announcer';
import { currentPushState, dismissPushCard, pushCardDismissed, turnOffPush, turnOnPush, type PushState } from '../lib/push';

const text = NOTIFICATION_SCREEN_TEXTS.push;

/** This device's push state, and the two actions; `failed` after a refusal by the API or the push service. */
function usePush() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    currentPushState()
      .then((found) => current && setState(found))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, []);
  const run = (action: () => Promise<PushState>) => async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { state, busy, failed, turnOn: run(turnOnPush), turnOff: run(turnOffPush) };
}

function StateNote({ state, failed }: { state: PushState | null; failed: boolean }) {
  const note = failed ? text.failed : state === 'denied' ? text.denied : state === 'unsupported' ? text.unsupported : state === 'on' ? text.on : '';
  useAnnounce(note);
  if (!note) return null;
  return (
    <Alert severity={failed || state === 'denied' ? 'warning' : state === 'on' ? 'success' : 'info'} sx={{ mt: 1 }}>
      {note}
    </Alert>
  );
}

/** My account's notification settings: turn push on or off for this device. */
export function PushSettings() {
  const push = usePush();
  return (
    <Box component="section" aria-labelledby="push-settings-heading" sx={{ mt: 3 }}>
      <Typography id="push-settings-heading" variant="h6" component="h3">
        {text.settingsHeading}
      </Typography>
      <StateNote state={push.state} failed={push.failed} />
      {push.state === 'off' && (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={push.turnOn} disabled={push.busy} aria-busy={push.busy}>
          {push.busy ? text.turningOn : text.turnOn}
        </Button>
      )}
      {push.state === 'on' && (
        <Button variant="text" sx={{ mt: 1 }} onClick={push.turnOff} disabled={push.busy}>
          {text.turnOff}
        </Button>
      )}
    </Box>
  );
}

/**
 * The polite ask: a card on signed-in pages (never public ones, never the first paint: it appears once the device's
 * state is known, after sign-in), gone for good once dismissed or once push is on.
 */
export function PushPromptCard() {
  const push = usePush();
  const [dismissed, setDismissed] = useState(pushCardDismissed);
  if (dismissed || push.state === null || push.state === 'unsupported' || (push.state === 'on' && !push.failed)) return null;
  if (push.state === 'denied') return null;
  return (
    <Card variant="outlined" component="aside" aria-labelledby="push-card-title" sx={{ mb: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id="push-card-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {text.cardTitle}
        </Typography>
        <Typography color="text.secondary">{text.cardBody}</Typography>
        <StateNote state={push.state === 'off' ? null : push.state} failed={push.failed} />
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={push.turnOn} disabled={push.busy} aria-busy={push.busy}>
          {push.busy ? text.turningOn : text.turnOn}
        </Button>
        <Button
          onClick={() => {
            dismissPushCard();
            setDismissed(true);
          }}
        >
          {text.notNow}
        </Button>
      </CardActions>
    </Card>
  );
}
