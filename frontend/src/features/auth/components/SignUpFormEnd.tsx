import { Link, Typography } from '@mui/material';
import { MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { Link as RouterLink } from '../../../lib/router';
import type { SubmitOutcome, SubmitPhase } from '../../../lib/use-form-submission';

interface SignUpFormEndProps {
  outcome: SubmitOutcome | null;
  phase: SubmitPhase;
  /** The address typed, for where the confirmation link went. */
  email: string;
  signInPrompt: string;
}

/** The end of both sign-up forms: the answer, where the confirmation link went, Sign Up, and the way to sign in. */
export function SignUpFormEnd({ outcome, phase, email, signInPrompt }: SignUpFormEndProps) {
  return (
    <>
      <OutcomeAlert outcome={outcome} />
      {outcome?.severity === 'success' && <Typography variant="body2">{MESSAGES.emailConfirmation.checkInbox(email.trim())}</Typography>}
      <BusyButton phase={phase} label={SCREEN_TEXTS.buttons.signUp} busyLabel={SCREEN_TEXTS.buttons.registering} size="large" />
      <Typography>
        {signInPrompt}{' '}
        <Link component={RouterLink} to="/signin">
          {SCREEN_TEXTS.signUpToSignIn.link}
        </Link>
      </Typography>
    </>
  );
}
