import { Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { FORM_FIELDS, LEGAL_CATEGORIES, LEGAL_CATEGORY_NAMES, LIMITS, MESSAGES, SCREEN_TEXTS, TIMINGS, OPTION_LABELS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { SelectField } from '../../../components/SelectField';
import { useSessionForm } from '../../../lib/use-session-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { submitLegalIssue } from '../api/submit-legal-issue';
import { ConsentCheckbox } from './ConsentCheckbox';
import { validateLegal, type LegalValues } from './legal-rules';

const FIELDS = FORM_FIELDS.legal;
/** The two boxes the form must have ticked: sharing the details, and that this is not formal legal advice. */
const CONSENTS = ['consent', 'agreement'] as const;

const initial: LegalValues = {
  full_name: '',
  email: '',
  PhoneNumber: '',
  address: '',
  legal_issue: '',
  specific_issue: '',
  description: '',
  relevent_data: '',
  consent: false,
  agreement: false,
};

interface LegalIssueFormProps {
  receiverId: number | string;
  onClose: () => void;
}

export function LegalIssueForm({ receiverId, onClose }: LegalIssueFormProps) {
  const form = useSessionForm(initial, validateLegal, (user) => ({ full_name: user.name, email: user.email }));
  const { phase, outcome, handleSubmit, summary } = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { consent: _consent, agreement: _agreement, ...fields } = form.values;
      const sent = await submitLegalIssue({
        ...fields,
        receiver_id: receiverId,
        full_name: fields.full_name.trim(),
        email: fields.email.trim(),
        description: fields.description.trim(),
        address: fields.address.trim() || undefined,
        relevent_data: fields.relevent_data || undefined,
      });
      return sent.ok ? { severity: 'success', text: MESSAGES.legal.success } : { severity: 'error', text: sent.refusal ?? MESSAGES.legal.failed };
    },
    thrownText: MESSAGES.legal.failed,
    afterSuccess: {
      ms: TIMINGS.legalFormClose,
      then: () => {
        form.reset();
        onClose();
      },
    },
  });

  const description = form.field('description');
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit} sx={{ pt: 1 }}>
      <ErrorSummary {...summary} />
      <TextField label={FIELDS.full_name.label} autoComplete="name" {...form.field('full_name')} />
      <TextField label={FIELDS.email.label} type="email" autoComplete="email" {...form.field('email')} />
      <TextField label={FIELDS.PhoneNumber.label} type="tel" autoComplete="tel" {...form.field('PhoneNumber')} />
      <TextField label={FIELDS.address.label} autoComplete="street-address" {...form.field('address')} />
      <SelectField
        label={FIELDS.legal_issue.label}
        placeholder={FIELDS.legal_issue.placeholder}
        options={LEGAL_CATEGORY_NAMES}
        optionLabels={OPTION_LABELS.legalCategories}
        {...form.field('legal_issue')}
        onChange={(event) => {
          // A new category makes the old specific issue meaningless (spec section 4).
          form.setValue('legal_issue', event.target.value);
          form.setValue('specific_issue', '');
        }}
      />
      <SelectField
        label={FIELDS.specific_issue.label}
        placeholder={FIELDS.specific_issue.placeholder}
        options={LEGAL_CATEGORIES[form.values.legal_issue] ?? []}
        optionLabels={OPTION_LABELS.legalIssues}
        disabled={!form.values.legal_issue}
        {...form.field('specific_issue')}
      />
      <TextField
        label={FIELDS.description.label}
        multiline
        minRows={4}
        {...description}
        helperText={description.helperText ?? `${form.values.description.trim().length}/${LIMITS.legalDescriptionMax}`}
      />
      <TextField label={FIELDS.relevent_data.label} type="date" {...form.field('relevent_data')} slotProps={{ inputLabel: { shrink: true } }} />
      {CONSENTS.map((name) => (
        <ConsentCheckbox
          key={name}
          name={name}
          label={FIELDS[name].label}
          checked={form.values[name]}
          error={form.errors[name]}
          onChange={(checked) => form.setValue(name, checked)}
        />
      ))}
      <OutcomeAlert outcome={outcome} />
      <BusyButton phase={phase} label={SCREEN_TEXTS.buttons.submit} busyLabel={SCREEN_TEXTS.buttons.submitting} doneLabel={SCREEN_TEXTS.buttons.submitted} />
    </Stack>
  );
}
