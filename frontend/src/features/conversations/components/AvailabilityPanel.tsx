import { Alert, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { useEffect, useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_SCREEN_TEXTS as TEXT, CONVERSATION_TEXTS } from '@community/vocabulary';
import { useFormSubmission, type SubmitOutcome } from '../../../lib/use-form-submission';
import { DEFAULT_AVAILABILITY, getAvailability, saveAvailability, type Availability } from '../api/availability';

function capacityError(raw: string): string | null {
  const value = Number(raw);
  const fits = Number.isInteger(value) && value >= CONVERSATION_LIMITS.capacityMin && value <= CONVERSATION_LIMITS.capacityMax;
  return raw.trim() !== '' && fits ? null : CONVERSATION_TEXTS.capacityRange;
}

/** Helpers, lawyers and doctors say whether they take new requests, and how many open ones at a time. */
export function AvailabilityPanel() {
  const [accepting, setAccepting] = useState(DEFAULT_AVAILABILITY.accepting_requests);
  const [capacity, setCapacity] = useState(String(DEFAULT_AVAILABILITY.capacity));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<SubmitOutcome | null>(null);
  const [openRequests, setOpenRequests] = useState<number | undefined>();

  const show = (availability: Availability) => {
    setAccepting(availability.accepting_requests);
    setCapacity(String(availability.capacity));
    setOpenRequests(availability.open_requests);
  };

  useEffect(() => {
    const controller = new AbortController();
    getAvailability(controller.signal)
      .then((availability) => {
        if (!controller.signal.aborted) show(availability);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError({ severity: 'error', text: error instanceof Error ? error.message : TEXT.genericError });
      });
    return () => controller.abort();
  }, []);

  const check = () => {
    const problem = capacityError(capacity);
    setFieldError(problem);
    return !problem;
  };
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check,
    send: async () => {
      const result = await saveAvailability({ accepting_requests: accepting, capacity: Number(capacity) });
      if (!result.ok) return { severity: 'error', text: result.error };
      show(result.availability);
      return { severity: 'success', text: CONVERSATION_TEXTS.availabilitySaved };
    },
    thrownText: TEXT.genericError,
  });
  const busy = phase === 'submitting';
  // A failed first load is the only other thing the panel has to say.
  const notice = outcome ?? loadError;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="availability-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="availability-title" variant="h6" component="h2" gutterBottom>
        {TEXT.availabilityTitle}
      </Typography>
      <Stack component="form" noValidate onSubmit={handleSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormControlLabel
          control={<Switch checked={accepting} onChange={(event) => setAccepting(event.target.checked)} />}
          label={TEXT.openToRequests}
          sx={{ mt: { sm: 1 } }}
        />
        <TextField
          type="number"
          size="small"
          label={TEXT.capacityLabel}
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? TEXT.capacityHint}
          slotProps={{ htmlInput: { min: CONVERSATION_LIMITS.capacityMin, max: CONVERSATION_LIMITS.capacityMax, step: 1 } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {TEXT.saveAvailability}
        </Button>
      </Stack>
      {openRequests !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {TEXT.openRequests(openRequests)}
        </Typography>
      )}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
    </Paper>
  );
}
