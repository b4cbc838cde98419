import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { FORM_FIELDS, LIMITS, MESSAGES, SCREEN_TEXTS, FRAME_TEXTS } from '@community/vocabulary';
import { registerBusiness } from '../api/register-business';
import { AuthCard } from '../../../components/AuthCard';
import { IndustrySelect } from '../../../components/IndustrySelect';
import { PasswordField } from '../../../components/PasswordField';
import { validateBusinessSignUp, type BusinessSignUpValues } from './sign-up-rules';
import { SignUpFormEnd } from './SignUpFormEnd';
import { useSignUp } from './use-sign-up';

const FIELDS = FORM_FIELDS.businessSignUp;

const initial: BusinessSignUpValues = {
  name: '',
  email: '',
  password: '',
  IndustryType: '',
  Description: '',
  website_url: '',
  confirmConnections: false,
};

export default function BusinessSignUpPage() {
  const { form, phase, outcome, handleSubmit, summary } = useSignUp({
    initial,
    validate: validateBusinessSignUp,
    register: (values) =>
      registerBusiness({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        Description: values.Description.trim(),
        website_url: values.website_url.trim() || undefined,
      }),
    texts: { success: MESSAGES.businessSignup.success, refused: MESSAGES.generic.somethingWrong, thrown: MESSAGES.generic.networkError },
  });

  const description = form.field('Description');
  return (
    <AuthCard title={FRAME_TEXTS.pageNames.businessSignup}>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
        <ErrorSummary {...summary} />
        <TextField label={FIELDS.name.label} autoComplete="organization" {...form.field('name')} />
        <TextField label={FIELDS.email.label} type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField label={FIELDS.password.label} autoComplete="new-password" {...form.field('password')} />
        <IndustrySelect {...form.field('IndustryType')} />
        <TextField
          label={FIELDS.Description.label}
          multiline
          minRows={3}
          {...description}
          helperText={
            description.helperText ??
            SCREEN_TEXTS.descriptionCount(form.values.Description.trim().length, LIMITS.businessDescriptionMax, LIMITS.businessDescriptionMin)
          }
        />
        <TextField label={FIELDS.website_url.label} type="url" autoComplete="url" {...form.field('website_url')} />
        <FormControlLabel
          control={<Checkbox checked={form.values.confirmConnections} onChange={(event) => form.setValue('confirmConnections', event.target.checked)} />}
          label={FIELDS.confirmConnections.label}
        />
        <SignUpFormEnd outcome={outcome} phase={phase} email={form.values.email} signInPrompt={SCREEN_TEXTS.signUpToSignIn.business} />
      </Stack>
    </AuthCard>
  );
}
