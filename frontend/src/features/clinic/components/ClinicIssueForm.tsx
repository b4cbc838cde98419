import { Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { GENDERS, LIMITS, MESSAGES, SCREEN_TEXTS, TIMINGS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { SelectField } from '../../../components/SelectField';
import { useSessionForm } from '../../../lib/use-session-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { submitClinicIssue } from '../api/submit-clinic-issue';
import { validateClinic, type ClinicValues } from './clinic-rules';

const initial: ClinicValues = {
  gender: '',
  age: '',
  contact_info: '',
  location: '',
  Symptoms: '',
  duration_of_symptoms: '',
  pain_rating: '',
  existing_medical_conditions: '',
  active_medications_prescriptions: '',
};

interface ClinicIssueFormProps {
  receiverId: number | string;
  onClose: () => void;
}

export function ClinicIssueForm({ receiverId, onClose }: ClinicIssueFormProps) {
  // contact_info: how the doctor reaches the patient; the account's email is the one the app knows.
  const form = useSessionForm(initial, validateClinic, (user) => ({ contact_info: user.email }));
  const { phase, outcome, handleSubmit, summary } = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { values } = form;
      const sent = await submitClinicIssue({
        ...values,
        receiver_id: receiverId,
        age: Number(values.age),
        pain_rating: Number(values.pain_rating),
      });
      return sent.ok ? { severity: 'success', text: MESSAGES.clinic.success } : { severity: 'error', text: sent.refusal ?? MESSAGES.clinic.failed };
    },
    thrownText: MESSAGES.clinic.failed,
    afterSuccess: { ms: TIMINGS.clinicFormClose, then: onClose },
  });

  const number = (min: number, max: number) => ({ htmlInput: { min, max, inputMode: 'numeric' as const } });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit} sx={{ pt: 1 }}>
      <ErrorSummary {...summary} />
      <SelectField label="Gender" placeholder="Select a gender" options={GENDERS} {...form.field('gender')} />
      <TextField label="Age" type="number" slotProps={number(LIMITS.ageMin, LIMITS.ageMax)} {...form.field('age')} />
      <TextField label="Contact Info" {...form.field('contact_info')} />
      <TextField label="Location" {...form.field('location')} />
      <TextField label="Symptoms" multiline minRows={3} {...form.field('Symptoms')} />
      <TextField label="Duration of Symptoms" {...form.field('duration_of_symptoms')} />
      <TextField label="Pain Rating (1-10)" type="number" slotProps={number(LIMITS.painRatingMin, LIMITS.painRatingMax)} {...form.field('pain_rating')} />
      <TextField label="Existing Medical Conditions" multiline minRows={2} {...form.field('existing_medical_conditions')} />
      <TextField label="Active Medications / Prescriptions" multiline minRows={2} {...form.field('active_medications_prescriptions')} />
      <OutcomeAlert outcome={outcome} />
      <BusyButton phase={phase} label={SCREEN_TEXTS.buttons.submit} busyLabel={SCREEN_TEXTS.buttons.submitting} doneLabel={SCREEN_TEXTS.buttons.submitted} />
    </Stack>
  );
}
