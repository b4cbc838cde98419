import { Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { FORM_FIELDS, MESSAGES, roleForMentorship, SCREEN_TEXTS } from '@community/vocabulary';
import { registerMember } from '../api/register-member';
import { AuthCard } from '../../../components/AuthCard';
import { IndustrySelect } from '../../../components/IndustrySelect';
import { MentorshipField } from '../../../components/MentorshipField';
import { PasswordField } from '../../../components/PasswordField';
import { validateMemberSignUp, type MemberSignUpValues } from './sign-up-rules';
import { SignUpFormEnd } from './SignUpFormEnd';
import { useSignUp } from './use-sign-up';

const FIELDS = FORM_FIELDS.memberSignUp;

const initial: MemberSignUpValues = {
  name: '',
  email: '',
  password: '',
  mentorship: '',
  PhoneNumber: '',
  IndustryType: '',
  JobTitle: '',
  Description: '',
};

export default function SignUpPage() {
  const { form, phase, outcome, handleSubmit, summary } = useSignUp({
    initial,
    validate: validateMemberSignUp,
    register: (values) =>
      registerMember({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        Description: values.Description.trim() || undefined,
        role: roleForMentorship(values.mentorship),
      }),
    texts: { success: MESSAGES.signup.success, refused: MESSAGES.signup.failed, thrown: MESSAGES.signup.failed },
  });

  return (
    <AuthCard title={SCREEN_TEXTS.buttons.joinNetwork}>
      {/* No noValidate: the browser enforces the mentorship answer (spec section 5). */}
      <Stack component="form" spacing={2} onSubmit={handleSubmit}>
        <ErrorSummary {...summary} />
        <TextField label={FIELDS.name.label} autoComplete="name" {...form.field('name')} />
        <TextField label={FIELDS.email.label} autoComplete="email" {...form.field('email')} slotProps={{ htmlInput: { inputMode: 'email' } }} />
        <PasswordField label={FIELDS.password.label} autoComplete="new-password" {...form.field('password')} />
        <MentorshipField value={form.values.mentorship} onChange={(answer) => form.setValue('mentorship', answer)} />
        <TextField label={FIELDS.PhoneNumber.label} type="tel" autoComplete="tel" {...form.field('PhoneNumber')} />
        <IndustrySelect {...form.field('IndustryType')} />
        <TextField label={FIELDS.JobTitle.label} autoComplete="organization-title" {...form.field('JobTitle')} />
        <TextField label={FIELDS.Description.label} multiline minRows={3} {...form.field('Description')} />
        <SignUpFormEnd outcome={outcome} phase={phase} email={form.values.email} signInPrompt={SCREEN_TEXTS.signUpToSignIn.member} />
      </Stack>
    </AuthCard>
  );
}
