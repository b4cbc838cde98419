import { Container, Paper, Stack, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { FORM_FIELDS, MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { IndustrySelect } from '../../../components/IndustrySelect';
import { MentorshipField } from '../../../components/MentorshipField';
import { sessionStore } from '../../../lib/session';
import { blankFieldErrors } from '../../../lib/field-rules';
import { useForm, type FormErrors } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { completeProfile, type ProfileCompletion } from '../api/complete-profile';

const FIELDS = FORM_FIELDS.memberSignUp;
const initial: ProfileCompletion = { mentorship: '', PhoneNumber: '', IndustryType: '', JobTitle: '' };

// The sign-up rules, as for any member (the mentorship answer is the browser's check).
function validate(values: ProfileCompletion): FormErrors<ProfileCompletion> {
  return blankFieldErrors(values, FIELDS);
}

/** A first Google sign-in has no mentorship answer, phone, industry or job title yet; member sections wait for them. */
export function ProfileCompletionPage() {
  const form = useForm(initial, validate);
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check: form.check,
    send: async () => {
      const { ok, data } = await completeProfile(form.values);
      if (!ok || !data.user_details) return { severity: 'error', text: data.error_message || MESSAGES.generic.somethingWrong };
      sessionStore.loginSuccess(
        { ...data.user_details, profileComplete: data.user_details.profileComplete ?? true },
        data.AuthToken ?? sessionStore.getState().token ?? '',
      );
      return { severity: 'success', text: '' };
    },
    thrownText: MESSAGES.generic.networkError,
    // The completed profile lets the guard show the section asked for in place of this form.
    afterSuccess: { leaving: true },
  });

  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }} elevation={3}>
        <Typography variant="h4" component="h1" gutterBottom>
          {SCREEN_TEXTS.profileCompletionTitle}
        </Typography>
        <Typography sx={{ mb: 2 }}>{SCREEN_TEXTS.profileCompletionIntro}</Typography>
        <Stack component="form" spacing={2} onSubmit={handleSubmit}>
          <MentorshipField value={form.values.mentorship} onChange={(answer) => form.setValue('mentorship', answer)} />
          <TextField label={FIELDS.PhoneNumber.label} type="tel" autoComplete="tel" {...form.field('PhoneNumber')} />
          <IndustrySelect {...form.field('IndustryType')} />
          <TextField label={FIELDS.JobTitle.label} {...form.field('JobTitle')} />
          <OutcomeAlert outcome={outcome?.severity === 'error' ? outcome : null} />
          <BusyButton phase={phase} label={SCREEN_TEXTS.buttons.saveProfile} busyLabel={SCREEN_TEXTS.buttons.saving} />
        </Stack>
      </Paper>
    </Container>
  );
}
