import { Alert, Box, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ACCOUNT_SCREEN_TEXTS, PUSH_KINDS, type PushKind } from '@community/vocabulary';
import { useAnnounce } from '../../../lib/a11y/announcer';
import { loadPushSettings, updatePushSettings, type PushKindSettings } from '../api/push-settings';

const text = () => ACCOUNT_SCREEN_TEXTS.notifications.push;

/** Push per kind (GET/PUT /push/settings): each switch saves at once. Shown only on My account, after sign-in. */
export function PushKindsSection() {
  const [settings, setSettings] = useState<PushKindSettings | 'failed' | null>(null);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useAnnounce(note?.text ?? '');
  useEffect(() => {
    let current = true;
    loadPushSettings()
      .then((answer) => current && setSettings(answer.ok ? answer.data : 'failed'))
      .catch(() => current && setSettings('failed'));
    return () => {
      current = false;
    };
  }, []);
  // Nothing while the settings load (a moment, below the fold); a failed load says so rather than leaving a gap.
  if (!settings) return null;
  if (settings === 'failed') {
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {text().loadFailed}
      </Alert>
    );
  }

  const change = async (kind: PushKind, on: boolean) => {
    setBusy(true);
    setNote(null);
    try {
      const answer = await updatePushSettings({ [kind]: on });
      if (!answer.ok) throw new Error('push settings');
      setSettings(answer.data);
      setNote({ severity: 'success', text: text().saved });
    } catch {
      setNote({ severity: 'error', text: text().failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="push-kinds-heading" sx={{ mt: 3 }}>
      <Typography id="push-kinds-heading" variant="h6" component="h3">
        {text().heading}
      </Typography>
      <Typography color="text.secondary">{text().intro}</Typography>
      <FormGroup>
        {PUSH_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={<Switch checked={settings[kind]} disabled={busy} onChange={(event) => void change(kind, event.target.checked)} />}
            label={text().kinds[kind]}
          />
        ))}
      </FormGroup>
      {note && (
        <Alert severity={note.severity} sx={{ mt: 1 }}>
          {note.text}
        </Alert>
      )}
    </Box>
  );
}
