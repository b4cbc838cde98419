import { Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { FORM_FIELDS, GENDERS, LIMITS, MESSAGES, SCREEN_TEXTS, TIMINGS, OPTION_LABELS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { SelectField } from '../../../components/SelectField';
import { useSessionForm } from '../../../lib/use-session-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { submitClinicIssue } from '../api/submit-clinic-issue';
import { validateClinic, type ClinicValues } from './clinic-rules';

const FIELDS = FORM_FIELDS.clinic;

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
      <SelectField
        label={FIELDS.gender.label}
        placeholder={FIELDS.gender.placeholder}
        options={GENDERS}
        optionLabels={OPTION_LABELS.genders}
        {...form.field('gender')}
      />
      <TextField label={FIELDS.age.label} type="number" slotProps={number(LIMITS.ageMin, LIMITS.ageMax)} {...form.field('age')} />
      <TextField label={FIELDS.contact_info.label} {...form.field('contact_info')} />
      <TextField label={FIELDS.location.label} {...form.field('location')} />
      <TextField label={FIELDS.Symptoms.label} multiline minRows={3} {...form.field('Symptoms')} />
      <TextField label={FIELDS.duration_of_symptoms.label} {...form.field('duration_of_symptoms')} />
      <TextField label={FIELDS.pain_rating.label} type="number" slotProps={number(LIMITS.painRatingMin, LIMITS.painRatingMax)} {...form.field('pain_rating')} />
      <TextField label={FIELDS.existing_medical_conditions.label} multiline minRows={2} {...form.field('existing_medical_conditions')} />
      <TextField label={FIELDS.active_medications_prescriptions.label} multiline minRows={2} {...form.field('active_medications_prescriptions')} />
      <OutcomeAlert outcome={outcome} />
      <BusyButton phase={phase} label={SCREEN_TEXTS.buttons.submit} busyLabel={SCREEN_TEXTS.buttons.submitting} doneLabel={SCREEN_TEXTS.buttons.submitted} />
    </Stack>
  );
}
