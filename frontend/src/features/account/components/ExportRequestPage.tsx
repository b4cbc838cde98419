import { Stack, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, FORM_FIELDS, MESSAGES } from '@community/vocabulary';
import { useForm, type FormErrors } from '../../../lib/use-form';
import { emailAddressError } from '../../../lib/field-rules';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { AuthCard } from '../../../components/AuthCard';
import { AuthFormEnd } from '../../../components/AuthFormEnd';
import { requestExportLink } from '../api/request-export-link';
import { serverText } from '../../../lib/server-text';

const text = ACCOUNT_SCREEN_TEXTS.exportRequest;
type Values = { email: string };

// The forgot-password form's check and words: both ask a signed-out member for their account's address.
function validate(values: Values): FormErrors<Values> {
  const email = emailAddressError(values.email, MESSAGES.forgotPassword.invalidEmail);
  return email ? { email } : {};
}

/**
 * /account/export-request: the way to one's data for whoever cannot sign in (a suspended member). The link goes
 * to the account's own address, so only its mailbox gets the data (docs/account.md).
 */
export default function ExportRequestPage() {
  const form = useForm({ email: '' }, validate);
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check: form.check,
    send: async () => {
      const answer = await requestExportLink(form.values.email.trim());
      return answer.ok
        ? { severity: 'success', text: serverText(answer.data, ACCOUNT_TEXTS.exportLinkSent) }
        : { severity: 'error', text: serverText(answer.data, ACCOUNT_SCREEN_TEXTS.failed) };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  return (
    <AuthCard title={text.heading}>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
        <Typography>{text.intro}</Typography>
        <TextField label={FORM_FIELDS.exportRequest.email.label} type="email" autoComplete="email" {...form.field('email')} />
        <AuthFormEnd outcome={outcome} phase={phase} label={text.send} busyLabel={text.sending} />
      </Stack>
    </AuthCard>
  );
}
