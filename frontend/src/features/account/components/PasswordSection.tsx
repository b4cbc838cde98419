import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, FORM_FIELDS } from '@community/vocabulary';
import { useForm, type FormErrors } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { serverText } from '../../../lib/server-text';
import { PasswordField } from '../../../components/PasswordField';
import { blankFieldErrors, signupPasswordError } from '../../../lib/field-rules';
import { changePassword } from '../api/change-password';
import type { Account } from '../api/types';
import { AccountForm } from './AccountForm';
import { refreshSession } from './account-session';

const text = ACCOUNT_SCREEN_TEXTS.password;
type Values = { currentPassword: string; newPassword: string };
const initial: Values = { currentPassword: '', newPassword: '' };

const FIELDS = FORM_FIELDS.changePassword;

function validate(values: Values): FormErrors<Values> {
  return { ...blankFieldErrors(values, FIELDS), newPassword: signupPasswordError(values.newPassword) };
}

export function PasswordSection({ account }: { account: Account }) {
  const form = useForm(initial, validate);
  const { phase, outcome, handleSubmit, summary } = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { ok, data } = await changePassword(form.values.currentPassword, form.values.newPassword);
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      // Every other session is refused from now on; this one carries on with the fresh token.
      if (data.AuthToken) refreshSession(account, data.AuthToken);
      form.reset();
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.passwordChanged) };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  return (
    <AccountForm id="password" heading={text.heading} onSubmit={handleSubmit} phase={phase} outcome={outcome} summary={summary} submitLabel={text.submit}>
      <PasswordField label={FIELDS.currentPassword.label} autoComplete="current-password" {...form.field('currentPassword')} />
      <PasswordField label={FIELDS.newPassword.label} autoComplete="new-password" {...form.field('newPassword')} />
    </AccountForm>
  );
}
