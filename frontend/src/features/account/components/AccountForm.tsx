import { Alert, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { ACCOUNT_SCREEN_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import type { SubmitOutcome, SubmitPhase } from '../../../lib/use-form-submission';

interface AccountFormProps {
  /** Names the form and its heading (aria-labelledby). */
  id: string;
  heading: string;
  onSubmit: (event: FormEvent) => void;
  phase: SubmitPhase;
  outcome: SubmitOutcome | null;
  submitLabel?: string;
  /** The profile keeps the browser's required check on the mentorship answer, as at sign-up. */
  browserChecks?: boolean;
  children: ReactNode;
}

/** A titled form of the account page: its fields, the answer, then the submit button. */
export function AccountForm({ id, heading, onSubmit, phase, outcome, submitLabel = ACCOUNT_SCREEN_TEXTS.save, browserChecks, children }: AccountFormProps) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate={!browserChecks} aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h6" component="h2">
        {heading}
      </Typography>
      {children}
      {outcome && outcome.text && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      <BusyButton phase={phase} label={submitLabel} busyLabel={ACCOUNT_SCREEN_TEXTS.saving} sx={{ alignSelf: 'flex-start' }} />
    </Stack>
  );
}
