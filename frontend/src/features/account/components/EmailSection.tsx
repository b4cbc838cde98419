import { Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, EMAIL_PATTERN, FORM_FIELDS, isBlank, MESSAGES } from '@community/vocabulary';
import { useForm, type FormErrors } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { serverText } from '../../../lib/server-text';
import { requestEmailChange } from '../api/request-email-change';
import type { Account } from '../api/types';
import { AccountForm } from './AccountForm';

const text = ACCOUNT_SCREEN_TEXTS.email;
type Values = { newEmail: string };

export function EmailSection({ account }: { account: Account }) {
  const form = useForm<Values>({ newEmail: '' }, (values): FormErrors<Values> => {
    const email = values.newEmail.trim();
    if (isBlank(email)) return { newEmail: MESSAGES.signup.emailRequired };
    if (!EMAIL_PATTERN.test(email)) return { newEmail: MESSAGES.signup.invalidEmail };
    if (email.toLowerCase() === account.email.toLowerCase()) return { newEmail: ACCOUNT_TEXTS.sameEmail };
    return {};
  });
  const { phase, outcome, handleSubmit, summary } = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { ok, data } = await requestEmailChange(form.values.newEmail.trim());
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.emailChangeSent) };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  return (
    <AccountForm id="email" heading={text.heading} onSubmit={handleSubmit} phase={phase} outcome={outcome} summary={summary} submitLabel={text.submit}>
      {/* A long address breaks anywhere rather than pushing the page sideways at 320 px (WCAG 1.4.10). */}
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {text.current}: <strong>{account.email}</strong>
      </Typography>
      <TextField
        label={FORM_FIELDS.changeEmail.newEmail.label}
        type="email"
        autoComplete="email"
        {...form.field('newEmail')}
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
    </AccountForm>
  );
}
