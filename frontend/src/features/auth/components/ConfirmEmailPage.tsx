import { Alert, Button, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from '../../../lib/router';
import { FORM_FIELDS, FRAME_TEXTS, MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { LoadingState } from '../../../components/StatusStates';
import { useSession } from '../../../lib/session';
import { serverText } from '../../../lib/server-text';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { confirmEmail } from '../api/confirm-email';
import { confirmEmailWithPassword } from '../api/confirm-email-with-password';
import { rememberEmailConfirmed } from './email-confirmed';
import { PasswordField } from '../../../components/PasswordField';
import { validateResetPassword, type ResetPasswordValues } from './reset-password-rules';
import { signInHandoff } from '../../../lib/sign-in-handoff';

type Outcome = 'confirmed' | 'expired' | 'invalid' | 'otherAccount' | 'failed';

const TEXTS = MESSAGES.emailConfirmation;

/**
 * /confirm-email/:token, the link mailed after registration. It proves the mailbox, not who holds the password, so
 * it confirms only in a browser signed in to its account (docs/security.md, "Confirmation link"). Signed out, the
 * page offers both ways: sign in (and come back here), or, for the owner of an address someone else registered, a
 * password of their own, which takes the account over.
 */
export default function ConfirmEmailPage() {
  const { token } = useParams();
  const { isAuthenticated } = useSession();
  if (!token) return <Navigate to="/" replace />;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {FRAME_TEXTS.pageNames.confirmEmail}
        </Typography>
        {isAuthenticated ? <ConfirmSignedIn token={token} /> : <ConfirmSignedOut token={token} />}
      </Paper>
    </Container>
  );
}

/** Posts the token once with the session and says how it went. */
function ConfirmSignedIn({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<{ kind: Outcome; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a single-use link must not be spent by a second render.
    if (sent.current) return;
    sent.current = true;
    confirmEmail(token)
      .then(({ ok, status, data }) => {
        if (ok) {
          rememberEmailConfirmed();
          return setOutcome({ kind: 'confirmed', text: serverText(data, TEXTS.confirmed) });
        }
        if (status === 410) return setOutcome({ kind: 'expired', text: serverText(data, TEXTS.expiredLink) });
        if (status === 403) return setOutcome({ kind: 'otherAccount', text: serverText(data, TEXTS.otherAccount) });
        setOutcome({ kind: 'invalid', text: serverText(data, TEXTS.invalidLink) });
      })
      .catch(() => setOutcome({ kind: 'failed', text: MESSAGES.generic.networkError }));
  }, [token]);

  if (!outcome) return <LoadingState text={TEXTS.checking} />;
  return (
    <Stack spacing={2}>
      <Alert severity={outcome.kind === 'confirmed' ? 'success' : 'error'} role={outcome.kind === 'confirmed' ? 'status' : 'alert'}>
        {outcome.text}
      </Alert>
      <Button component={RouterLink} to="/">
        {TEXTS.goHome}
      </Button>
    </Stack>
  );
}

const initial: ResetPasswordValues = { password: '', confirmPassword: '' };

/** Signed out: sign in to confirm, or (the address's owner, not the account's creator) set a password that takes it over. */
function ConfirmSignedOut({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm(initial, validateResetPassword);
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check: form.check,
    send: async () => {
      const { ok, data } = await confirmEmailWithPassword(token, form.values.password);
      if (!ok) return { severity: 'error', text: serverText(data, TEXTS.invalidLink) };
      return { severity: 'success', text: serverText(data, TEXTS.confirmedWithNewPassword) };
    },
    thrownText: MESSAGES.generic.networkError,
    // Signed out either way: the member signs in with the new password from here.
    afterSuccess: { leaving: true },
  });
  const done = outcome?.severity === 'success';

  const signInToConfirm = () => {
    signInHandoff.returnAfterSignIn(`/confirm-email/${token}`);
    navigate('/signin');
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <OutcomeAlert outcome={outcome} />
        <Button component={RouterLink} to="/signin" variant="contained">
          {SCREEN_TEXTS.buttons.signIn}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={1.5} component="section" aria-labelledby="confirm-own-account">
        <Typography variant="h6" component="h2" id="confirm-own-account">
          {TEXTS.signedOutTitle}
        </Typography>
        <Typography>{TEXTS.signedOutExplain}</Typography>
        <Button variant="contained" onClick={signInToConfirm} sx={{ alignSelf: 'flex-start' }}>
          {TEXTS.signInToConfirm}
        </Button>
      </Stack>
      <Divider />
      <Stack spacing={1.5} component="section" aria-labelledby="confirm-not-yours">
        <Typography variant="h6" component="h2" id="confirm-not-yours">
          {TEXTS.notYoursTitle}
        </Typography>
        <Typography>{TEXTS.notYoursExplain}</Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
          <PasswordField
            label={FORM_FIELDS.resetPassword.password.label}
            autoComplete="new-password"
            {...form.field('password')}
            helperText={form.errors.password ?? MESSAGES.resetPassword.allowedCharacters}
          />
          <PasswordField label={FORM_FIELDS.resetPassword.confirmPassword.label} autoComplete="new-password" {...form.field('confirmPassword')} />
          <OutcomeAlert outcome={outcome} />
          <BusyButton phase={phase} label={TEXTS.setPassword} busyLabel={TEXTS.settingPassword} sx={{ alignSelf: 'flex-start' }} />
        </Stack>
      </Stack>
    </Stack>
  );
}
