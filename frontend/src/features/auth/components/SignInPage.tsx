import { Alert, Box, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, SCREEN_TEXTS, TIMINGS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import type { ApiResponse } from '../../../lib/api-client';
import { appConfig } from '../../../lib/config';
import { sessionStore, useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { getMe } from '../api/get-me';
import { googleAuth } from '../api/google-auth';
import { login, type LoginAnswer } from '../api/login';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasswordField } from './PasswordField';
import { validateSignIn, type SignInValues } from './sign-in-rules';
import { useRedirectAfter } from './use-redirect-after';

const initial: SignInValues = { email: '', password: '' };

export default function SignInPage() {
  const session = useSession();
  const form = useForm(initial, validateSignIn);
  const [failure, setFailure] = useState('');
  const [welcome, setWelcome] = useState('');
  const redirectAfter = useRedirectAfter();
  const busyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(busyTimer.current), []);

  async function finishSignIn(attempt: () => Promise<ApiResponse<LoginAnswer>>) {
    setFailure('');
    try {
      const { ok, data } = await attempt();
      if (ok && data.AuthToken && data.user_details) {
        sessionStore.loginSuccess(data.user_details, data.AuthToken);
        setWelcome(data.message || 'Signed in. Redirecting...');
        redirectAfter('/');
        return;
      }
      sessionStore.loginFailure();
      setFailure(data.error_message || MESSAGES.login.failed);
    } catch {
      sessionStore.loginFailure();
      setFailure(MESSAGES.login.failed);
    }
  }

  // The server-side Google flow comes back to /signin#token=... or /signin#error=...
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const token = hash.get('token');
    const error = hash.get('error');
    if (!token && !error) return;
    window.history.replaceState(null, '', window.location.pathname);
    if (error) {
      setFailure(error);
      return;
    }
    sessionStore.loginStart();
    void finishSignIn(async () => {
      const me = await getMe(token!);
      return { ...me, data: { ...me.data, AuthToken: token! } };
    });
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    sessionStore.loginStart();
    if (!form.check()) {
      // The spec lets the busy state linger briefly on invalid input, then clears it.
      busyTimer.current = setTimeout(() => sessionStore.loginFailure(), TIMINGS.loginBusyClearOnInvalid);
      return;
    }
    await finishSignIn(() => login({ email: form.values.email.trim(), password: form.values.password }));
  }

  const busy = session.loading || !!welcome;
  const passwordError = form.errors.password ?? failure;

  return (
    <AuthCard title="Sign In">
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password')}
          error={!!passwordError}
          helperText={passwordError || undefined}
        />
        <Box sx={{ textAlign: 'right' }}>
          <Link component={RouterLink} to="/forgot-password">
            Forgot password?
          </Link>
        </Box>
        {welcome && <Alert severity="success">{welcome}</Alert>}
        <BusyButton phase={busy ? 'submitting' : 'idle'} label={SCREEN_TEXTS.buttons.signIn} busyLabel={SCREEN_TEXTS.buttons.signingIn} size="large" />
        {appConfig.googleClientId && (
          <>
            <Divider>or</Divider>
            <GoogleSignInButton
              onCredential={(credential) => {
                sessionStore.loginStart();
                void finishSignIn(() => googleAuth(credential));
              }}
            />
          </>
        )}
        <Typography>
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to="/signup">
            Sign up
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
