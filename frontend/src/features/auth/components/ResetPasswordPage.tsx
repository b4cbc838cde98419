import { Stack } from '@mui/material';
import { Navigate, useParams } from '../../../lib/router';
import { FORM_FIELDS, MESSAGES, FRAME_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../../../components/AuthCard';
import { AuthFormEnd } from '../../../components/AuthFormEnd';
import { PasswordField } from '../../../components/PasswordField';
import { validateResetPassword, type ResetPasswordValues } from './reset-password-rules';
import { useRedirectAfterSuccess } from './use-redirect-after';

const initial: ResetPasswordValues = { password: '', confirmPassword: '' };

export default function ResetPasswordPage() {
  const { token } = useParams();
  const form = useForm(initial, validateResetPassword);
  const redirectToSignIn = useRedirectAfterSuccess('/signin');
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check: form.check,
    send: async () => {
      const { ok, data } = await resetPassword(token!, form.values.password);
      if (!ok) return { severity: 'error', text: data.error_message || MESSAGES.resetPassword.failed };
      return { severity: 'success', text: data.message || MESSAGES.resetPassword.success };
    },
    thrownText: MESSAGES.resetPassword.failed,
    afterSuccess: redirectToSignIn,
  });

  if (!token) return <Navigate to="/" replace />;

  return (
    <AuthCard title={FRAME_TEXTS.pageNames.resetPassword}>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
        {/* The rule is said before the member types; an error replaces it (the same place, tied by aria-describedby). */}
        <PasswordField
          label={FORM_FIELDS.resetPassword.password.label}
          autoComplete="new-password"
          {...form.field('password')}
          helperText={form.errors.password ?? MESSAGES.resetPassword.allowedCharacters}
        />
        <PasswordField label={FORM_FIELDS.resetPassword.confirmPassword.label} autoComplete="new-password" {...form.field('confirmPassword')} />
        <AuthFormEnd outcome={outcome} phase={phase} label={SCREEN_TEXTS.buttons.resetPassword} busyLabel={SCREEN_TEXTS.buttons.resetting} />
      </Stack>
    </AuthCard>
  );
}
