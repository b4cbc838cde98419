import { Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { useMemo } from 'react';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, FORM_FIELDS } from '@community/vocabulary';
import { IndustrySelect } from '../../../components/IndustrySelect';
import { MentorshipField } from '../../../components/MentorshipField';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { serverText } from '../../../lib/server-text';
import { updateProfile } from '../api/update-profile';
import type { Account } from '../api/types';
import { AccountForm } from './AccountForm';
import { refreshSession } from './account-session';
import { PhotoField } from './PhotoField';
import { profileRules, type ProfileValues } from './profile-rules';

const text = ACCOUNT_SCREEN_TEXTS;

export function ProfileSection({ account, onChange }: { account: Account; onChange: (account: Account) => void }) {
  const initial: ProfileValues = useMemo(
    () => ({
      name: account.name ?? '',
      PhoneNumber: account.PhoneNumber ?? '',
      JobTitle: account.JobTitle ?? '',
      Description: account.Description ?? '',
      IndustryType: account.industry ?? '',
      mentorship: account.mentorship ?? '',
    }),
    // The form starts from the account as loaded; later saves keep what the member typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [account.id],
  );
  const validate = useMemo(() => profileRules(account.role), [account.role]);
  const form = useForm(initial, validate);
  const isMember = account.role === 'helper' || account.role === 'seeker';
  const isBusiness = account.role === 'business';
  // The profile's fields are the registration's of the role, with its labels.
  const fields = isBusiness ? FORM_FIELDS.businessSignUp : FORM_FIELDS.memberSignUp;

  const { phase, outcome, handleSubmit, summary } = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { values } = form;
      const change = {
        name: values.name.trim(),
        // Only the fields the form shows: a business has no phone or job title to clear.
        ...(isBusiness ? {} : { PhoneNumber: values.PhoneNumber.trim(), JobTitle: values.JobTitle.trim() }),
        Description: values.Description.trim(),
        IndustryType: values.IndustryType,
        ...(isMember && values.mentorship ? { mentorship: values.mentorship } : {}),
      };
      const { ok, data } = await updateProfile(change);
      if (!ok) {
        if (data.errors) form.setErrors(data.errors as Partial<Record<keyof ProfileValues, string>>);
        return { severity: 'error', text: serverText(data, text.failed) };
      }
      onChange(data.account);
      refreshSession(data.account);
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.profileSaved) };
    },
    thrownText: text.failed,
  });

  return (
    <Stack spacing={3}>
      <PhotoField account={account} onChange={onChange} />
      <AccountForm id="profile" heading={text.tabs.profile} onSubmit={handleSubmit} phase={phase} outcome={outcome} summary={summary} browserChecks>
        <TextField label={fields.name.label} autoComplete="name" {...form.field('name')} />
        {!isBusiness && <TextField label={FORM_FIELDS.memberSignUp.PhoneNumber.label} type="tel" autoComplete="tel" {...form.field('PhoneNumber')} />}
        {!isBusiness && <TextField label={FORM_FIELDS.memberSignUp.JobTitle.label} autoComplete="organization-title" {...form.field('JobTitle')} />}
        <IndustrySelect {...form.field('IndustryType')} />
        {isMember && <MentorshipField value={form.values.mentorship} onChange={(answer) => form.setValue('mentorship', answer)} />}
        <TextField label={fields.Description.label} multiline minRows={3} {...form.field('Description')} />
      </AccountForm>
    </Stack>
  );
}
