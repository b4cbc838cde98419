import { Alert, Box, Divider, Link, Stack, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { lazy, Suspense, useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { ACCOUNT_SCREEN_TEXTS, FORM_FIELDS, MESSAGES, SCREEN_TEXTS, TIMINGS, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import type { ApiResponse } from '../../../lib/api-client';
import { appConfig } from '../../../lib/config';
import { sessionStore } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission, type SubmitOutcome } from '../../../lib/use-form-submission';
import { getMe } from '../api/get-me';
import { googleAuth } from '../api/google-auth';
import { login, type LoginAnswer } from '../api/login';
import { AuthCard } from '../../../components/AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasswordField } from '../../../components/PasswordField';
import type { PendingSignIn } from './TwoFactorStep';
import { validateSignIn, type SignInValues } from './sign-in-rules';
import { useRedirectAfterSuccess } from './use-redirect-after';
import { CheckInboxPanel } from './CheckInboxPanel';
import { signInHandoff } from '../../../lib/sign-in-handoff';
import { useHydrated } from '../../../lib/use-hydrated';
import { localizeServerText } from '../../../lib/i18n/localized';

// The two-factor step (code field, QR secret, recovery codes with their Checkbox) is needed only after a correct
// password of an account that has it, so it is not part of /signin's first load (docs/frontend.md, "Bundle size").
const TwoFactorStep = lazy(() => import('./TwoFactorStep').then((module) => ({ default: module.TwoFactorStep })));

const initial: SignInValues = { email: '', password: '' };

export default function SignInPage() {
  const form = useForm(initial, validateSignIn);
  // Two-factor: the password (or Google) was right, and the API asks for a code (or, for an admin, set-up) first.
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  // Home, or back to the confirmation link that sent the member here to sign in (ConfirmEmailPage).
  const redirectHome = useRedirectAfterSuccess(signInHandoff.takeReturn);
  // A sign-up just sent this tab here: where its confirmation link went, with Send it again (issue #24). Read once
  // hydrated: the pre-rendered /signin knows no tab.
  const hydrated = useHydrated();
  const registeredEmail = hydrated ? signInHandoff.registered() : null;
  const submission = useFormSubmission({
    check: form.check,
    send: () => signIn(() => login({ email: form.values.email.trim(), password: form.values.password })),
    thrownText: MESSAGES.login.failed,
    afterSuccess: redirectHome,
    // The spec lets the busy state linger briefly on invalid input, then clears it.
    afterInvalid: { ms: TIMINGS.loginBusyClearOnInvalid, then: sessionStore.loginFailure },
  });

  // The spec's session actions (loginStart, loginSuccess, loginFailure) run beside the button's cycle.
  async function signIn(attempt: () => Promise<ApiResponse<LoginAnswer>>): Promise<SubmitOutcome> {
    try {
      const answer = await attempt();
      const { ok, data } = answer;
      if (ok && data.challenge && (data.two_factor_required || data.two_factor_setup_required)) {
        // Not signed in yet: no token until the code step.
        sessionStore.loginFailure();
        setPending({ kind: data.two_factor_required ? 'code' : 'setup', challenge: data.challenge });
        return { severity: 'error', text: '' };
      }
      return accept(answer);
    } catch (error) {
      sessionStore.loginFailure();
      throw error;
    }
  }

  /** A sign-in answer with the token starts the session; anything else shows the server's text or 'Login failed'. */
  function accept({ ok, data }: ApiResponse<LoginAnswer>): SubmitOutcome {
    if (ok && data.AuthToken && data.user_details) {
      signInHandoff.forgetRegistered();
      sessionStore.loginSuccess(data.user_details, data.AuthToken);
      return { severity: 'success', text: data.message || SCREEN_TEXTS.signedIn };
    }
    sessionStore.loginFailure();
    return { severity: 'error', text: data.error_message || MESSAGES.login.failed };
  }

  // The server-side Google flow comes back to /signin#token=..., #two_factor=..., #two_factor_setup=... or #error=...
  // Read once, when the page opens: an effect event sees this render's submission without making the effect run again.
  const takeRedirectAnswer = useEffectEvent(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const token = hash.get('token');
    const error = hash.get('error');
    const codeChallenge = hash.get('two_factor');
    const setupChallenge = hash.get('two_factor_setup');
    if (!token && !error && !codeChallenge && !setupChallenge) return;
    window.history.replaceState(null, '', window.location.pathname);
    if (codeChallenge || setupChallenge) {
      setPending(codeChallenge ? { kind: 'code', challenge: codeChallenge } : { kind: 'setup', challenge: setupChallenge! });
      return;
    }
    if (error) {
      // The API's English text (the Google flow's outcome), shown in the reader's language when a catalog has it.
      void submission.run(async () => ({ severity: 'error', text: localizeServerText(error) }));
      return;
    }
    sessionStore.loginStart();
    void submission.run(() =>
      signIn(async () => {
        const me = await getMe(token!);
        return { ...me, data: { ...me.data, AuthToken: token! } };
      }),
    );
  });
  useEffect(() => {
    takeRedirectAnswer();
  }, []);

  function handleSubmit(event: FormEvent) {
    sessionStore.loginStart();
    return submission.handleSubmit(event);
  }

  if (pending) {
    return (
      <AuthCard title={pending.kind === 'code' ? TWO_FACTOR_TEXTS.title : TWO_FACTOR_TEXTS.setupTitle}>
        <Suspense fallback={null}>
          <TwoFactorStep key={pending.challenge} pending={pending} accept={accept} startOver={() => (setPending(null), submission.reset())} />
        </Suspense>
      </AuthCard>
    );
  }

  const { outcome } = submission;
  const passwordError = form.errors.password ?? (outcome?.severity === 'error' ? outcome.text : '');

  return (
    <AuthCard title={SCREEN_TEXTS.nav.signIn}>
      {registeredEmail && (
        <Box sx={{ mb: 2 }}>
          <CheckInboxPanel email={registeredEmail} />
        </Box>
      )}
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
        <TextField label={FORM_FIELDS.signIn.email.label} type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField
          label={FORM_FIELDS.signIn.password.label}
          autoComplete="current-password"
          {...form.field('password')}
          error={!!passwordError}
          helperText={passwordError || undefined}
        />
        <Box sx={{ textAlign: 'right' }}>
          <Link component={RouterLink} to="/forgot-password">
            {SCREEN_TEXTS.forgotPasswordLink}
          </Link>
        </Box>
        {outcome?.severity === 'error' && (
          // A refused sign-in never says why (suspended or wrong password look the same); whoever cannot get in can still take their data out.
          <Link component={RouterLink} to="/account/export-request">
            {ACCOUNT_SCREEN_TEXTS.exportRequest.signInLink}
          </Link>
        )}
        {outcome?.severity === 'success' && <Alert severity="success">{outcome.text}</Alert>}
        <BusyButton phase={submission.phase} label={SCREEN_TEXTS.buttons.signIn} busyLabel={SCREEN_TEXTS.buttons.signingIn} size="large" />
        {appConfig.googleClientId && (
          <>
            <Divider>{SCREEN_TEXTS.orDivider}</Divider>
            <GoogleSignInButton
              onCredential={(credential) => {
                sessionStore.loginStart();
                void submission.run(() => signIn(() => googleAuth(credential)));
              }}
            />
          </>
        )}
        <Typography>
          {SCREEN_TEXTS.signInToSignUp.question}{' '}
          <Link component={RouterLink} to="/signup">
            {SCREEN_TEXTS.signInToSignUp.link}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
