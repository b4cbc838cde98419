import { Stack, Typography } from '@mui/material';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import type { FormEvent, ReactNode } from 'react';
import { ACCOUNT_SCREEN_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import type { SubmitOutcome, SubmitPhase } from '../../../lib/use-form-submission';
import type { ErrorSummaryState } from '../../../lib/a11y/use-error-summary';

interface AccountFormProps {
  /** Names the form and its heading (aria-labelledby). */
  id: string;
  heading: string;
  onSubmit: (event: FormEvent) => void;
  phase: SubmitPhase;
  outcome: SubmitOutcome | null;
  /** The submission's error summary, shown under the heading after a submit with errors. */
  summary?: ErrorSummaryState;
  submitLabel?: string;
  /** The profile keeps the browser's required check on the mentorship answer, as at sign-up. */
  browserChecks?: boolean;
  children: ReactNode;
}

/** A titled form of the account page: its fields, the answer, then the submit button. */
export function AccountForm({
  id,
  heading,
  onSubmit,
  phase,
  outcome,
  summary,
  submitLabel = ACCOUNT_SCREEN_TEXTS.save,
  browserChecks,
  children,
}: AccountFormProps) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate={!browserChecks} aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h6" component="h2">
        {heading}
      </Typography>
      {summary && <ErrorSummary {...summary} />}
      {children}
      <OutcomeAlert outcome={outcome} />
      <BusyButton phase={phase} label={submitLabel} busyLabel={ACCOUNT_SCREEN_TEXTS.saving} sx={{ alignSelf: 'flex-start' }} />
    </Stack>
  );
}
