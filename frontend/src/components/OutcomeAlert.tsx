import { Alert, type AlertProps } from '@mui/material';
import type { SubmitOutcome } from '../lib/use-form-submission';

/**
 * A sent form's answer on screen. It is not a live region itself: useFormSubmission has already said the text through
 * the app's announcer (assertive for a failure, polite for a success), so a screen reader hears it once.
 */
export function OutcomeAlert({ outcome, ...props }: { outcome: SubmitOutcome | null | undefined } & Omit<AlertProps, 'severity' | 'children'>) {
  if (!outcome?.text) return null;
  return (
    <Alert severity={outcome.severity} role="none" {...props}>
      {outcome.text}
    </Alert>
  );
}
