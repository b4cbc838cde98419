import { Alert, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { useForm } from '../../../lib/use-form';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { validateResetPassword, type ResetPasswordValues } from './reset-password-rules';
import { useRedirectAfter } from './use-redirect-after';

const initial: ResetPasswordValues = { password: '', confirmPassword: '' };

export default function ResetPasswordPage() {
  const { token } = useParams();
  const form = useForm(initial, validateResetPassword);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const redirectAfter = useRedirectAfter();

  if (!token) return <Navigate to="/" replace />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!form.check()) return;
    setBusy(true);
    try {
      const { ok, data } = await resetPassword(token!, form.values.password);
      if (ok) {
        setOutcome({ severity: 'success', text: data.message || MESSAGES.resetPassword.success });
        redirectAfter('/signin');
        return;
      }
      setOutcome({ severity: 'error', text: data.error_message || MESSAGES.resetPassword.failed });
    } catch {
      setOutcome({ severity: 'error', text: MESSAGES.resetPassword.failed });
    }
    setBusy(false);
  }

  return (
    <AuthCard title="Reset Password">
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
        <PasswordField label="New Password" autoComplete="new-password" {...form.field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
        <BusyButton phase={busy ? 'submitting' : 'idle'} label={SCREEN_TEXTS.buttons.resetPassword} busyLabel={SCREEN_TEXTS.buttons.resetting} size="large" />
        <Button component={RouterLink} to="/signin">
          {SCREEN_TEXTS.buttons.backToLogin}
        </Button>
      </Stack>
    </AuthCard>
  );
}
