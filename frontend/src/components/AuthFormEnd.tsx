import { Button } from '@mui/material';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { Link as RouterLink } from '../lib/router';
import type { SubmitOutcome, SubmitPhase } from '../lib/use-form-submission';
import { BusyButton } from './BusyButton';
import { OutcomeAlert } from './OutcomeAlert';

interface AuthFormEndProps {
  outcome: SubmitOutcome | null;
  phase: SubmitPhase;
  label: string;
  busyLabel: string;
}

/** The end of a signed-out form that is not a sign-up (forgot and reset password, a data link): its answer, its button, and Back to Login. */
export function AuthFormEnd({ outcome, phase, label, busyLabel }: AuthFormEndProps) {
  return (
    <>
      <OutcomeAlert outcome={outcome} />
      <BusyButton phase={phase} label={label} busyLabel={busyLabel} size="large" />
      <Button component={RouterLink} to="/signin">
        {SCREEN_TEXTS.buttons.backToLogin}
      </Button>
    </>
  );
}
