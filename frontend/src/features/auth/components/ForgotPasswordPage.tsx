import { Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { FORM_FIELDS, MESSAGES, SCREEN_TEXTS, FRAME_TEXTS } from '@community/vocabulary';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../../../components/AuthCard';
import { AuthFormEnd } from '../../../components/AuthFormEnd';
import { validateForgotPassword } from './reset-password-rules';

export default function ForgotPasswordPage() {
  const form = useForm({ email: '' }, validateForgotPassword);
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check: form.check,
    send: async () => {
      const { ok, data } = await requestPasswordReset(form.values.email.trim());
      return ok
        ? { severity: 'success', text: data.message || MESSAGES.forgotPassword.sent }
        : { severity: 'error', text: data.error_message || MESSAGES.forgotPassword.failed };
    },
    thrownText: MESSAGES.forgotPassword.failed,
  });

  return (
    <AuthCard title={FRAME_TEXTS.pageNames.forgotPassword}>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
        <TextField label={FORM_FIELDS.forgotPassword.email.label} type="email" autoComplete="email" {...form.field('email')} />
        <AuthFormEnd outcome={outcome} phase={phase} label={SCREEN_TEXTS.buttons.sendResetLink} busyLabel={SCREEN_TEXTS.buttons.sending} />
      </Stack>
    </AuthCard>
  );
}
