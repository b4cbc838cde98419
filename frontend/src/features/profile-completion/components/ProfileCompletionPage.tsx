import { Alert, Container, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { INDUSTRIES, MENTORSHIP_ANSWERS, MESSAGES, SCREEN_TEXTS, isBlank } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { sessionStore } from '../../../lib/session';
import { useForm, type FormErrors } from '../../../lib/use-form';
import { completeProfile, type ProfileCompletion } from '../api/complete-profile';

const initial: ProfileCompletion = { mentorship: '', PhoneNumber: '', IndustryType: '', JobTitle: '' };

function validate(values: ProfileCompletion): FormErrors<ProfileCompletion> {
  const text = MESSAGES.signup;
  const errors: FormErrors<ProfileCompletion> = {};
  if (isBlank(values.PhoneNumber)) errors.PhoneNumber = text.phoneRequired;
  if (isBlank(values.IndustryType)) errors.IndustryType = text.industryRequired;
  if (isBlank(values.JobTitle)) errors.JobTitle = text.jobTitleRequired;
  return errors;
}

/** A first Google sign-in has no mentorship answer, phone, industry or job title yet; member sections wait for them. */
export function ProfileCompletionPage() {
  const form = useForm(initial, validate);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    if (!form.check()) return;
    setBusy(true);
    try {
      const { ok, data } = await completeProfile(form.values);
      if (ok && data.user_details) {
        sessionStore.loginSuccess({ ...data.user_details, profileComplete: data.user_details.profileComplete ?? true }, data.AuthToken ?? sessionStore.getState().token ?? '');
        return;
      }
      setFailure(data.error_message || MESSAGES.generic.somethingWrong);
    } catch {
      setFailure(MESSAGES.generic.networkError);
    }
    setBusy(false);
  }

  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }} elevation={3}>
        <Typography variant="h4" component="h1" gutterBottom>
          Complete your profile
        </Typography>
        <Typography sx={{ mb: 2 }}>{SCREEN_TEXTS.profileCompletionIntro}</Typography>
        <Stack component="form" spacing={2} onSubmit={handleSubmit}>
          <FormControl required>
            <FormLabel id="completion-mentorship-label">Are you open to mentoring other members?</FormLabel>
            <RadioGroup row aria-labelledby="completion-mentorship-label" name="mentorship" value={form.values.mentorship} onChange={(event) => form.setValue('mentorship', event.target.value)}>
              {MENTORSHIP_ANSWERS.map((answer) => (
                <FormControlLabel key={answer} value={answer} label={answer} control={<Radio slotProps={{ input: { required: true } }} />} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField label="Phone Number" type="tel" autoComplete="tel" {...form.field('PhoneNumber')} />
          <TextField select label="Industry Type" {...form.field('IndustryType')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="">Select an industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </TextField>
          <TextField label="Job Title" {...form.field('JobTitle')} />
          {failure && <Alert severity="error">{failure}</Alert>}
          <BusyButton phase={busy ? 'submitting' : 'idle'} label={SCREEN_TEXTS.buttons.saveProfile} busyLabel={SCREEN_TEXTS.buttons.saving} />
        </Stack>
      </Paper>
    </Container>
  );
}
