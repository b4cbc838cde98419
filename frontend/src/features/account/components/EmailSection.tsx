import { Alert, Stack, TextField, Typography } from '@mui/material';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, EMAIL_PATTERN, MESSAGES, isBlank } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { useForm, type FormErrors } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { serverText } from '../../../lib/server-text';
import { requestEmailChange } from '../api/request-email-change';
import type { Account } from '../api/types';

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
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check: form.check,
    send: async () => {
      const { ok, data } = await requestEmailChange(form.values.newEmail.trim());
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.emailChangeSent) };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-labelledby="email-heading">
      <Typography id="email-heading" variant="h6" component="h2">
        {text.heading}
      </Typography>
      <Typography>
        {text.current}: <strong>{account.email}</strong>
      </Typography>
      <TextField label={text.next} type="email" autoComplete="email" {...form.field('newEmail')} slotProps={{ htmlInput: { inputMode: 'email' } }} />
      {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      <BusyButton phase={phase} label={text.submit} busyLabel={ACCOUNT_SCREEN_TEXTS.saving} sx={{ alignSelf: 'flex-start' }} />
    </Stack>
  );
}
