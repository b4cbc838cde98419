import { Stack } from '@mui/material';
import { TextField } from './TextField';
import { OutcomeAlert } from './OutcomeAlert';
import { useState } from 'react';
import { FORM_FIELDS, MEMBER_MESSAGE_LIMITS, MESSAGES, SCREEN_TEXTS, TIMINGS } from '@community/vocabulary';
import { blankFieldErrors, emailAddressError } from '../lib/field-rules';
import { useFormSubmission } from '../lib/use-form-submission';
import type { SendOutcome } from '../lib/send-outcome';
import type { FormErrors } from '../lib/use-form';
import { useSession } from '../lib/session';
import { BusyButton } from './BusyButton';

export type ContactMessage = {
  full_name: string;
  email: string;
  description: string;
};

type Errors = FormErrors<ContactMessage>;

const empty: ContactMessage = { full_name: '', email: '', description: '' };

const FIELDS = FORM_FIELDS.memberContact;

function validate(values: ContactMessage): Errors {
  const errors: Errors = blankFieldErrors(values, FIELDS);
  if (!errors.email) errors.email = emailAddressError(values.email, MESSAGES.memberContact.invalidEmail);
  return errors;
}

interface MessageContactFormProps {
  /**
   * Whether the message was accepted. A refusal shows the API's error_message (contacting yourself, a member not
   * taking requests, a block: issue #24); one without a sentence stays silent, as the spec's section 8 has it.
   */
  send: (message: ContactMessage) => Promise<SendOutcome>;
  /** Called after the confirmation has shown for its 3 seconds. */
  onDone: () => void;
}

/** The contact form of the professional network and the business directory: same rules, same button cycle. */
export function MessageContactForm({ send, onDone }: MessageContactFormProps) {
  const { user } = useSession();
  // A signed-in member's name and email are known: the form starts with them (issue #24).
  const initial: ContactMessage = { ...empty, full_name: user?.name ?? '', email: user?.email ?? '' };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const submission = useFormSubmission({
    check: () => {
      const found = validate(values);
      setErrors(found);
      return Object.values(found).every((text) => !text);
    },
    send: async () => {
      const sent = await send({ ...values, full_name: values.full_name.trim(), email: values.email.trim() });
      return sent.ok ? { severity: 'success', text: MESSAGES.memberContact.success } : { severity: 'error', text: sent.refusal ?? '' };
    },
    thrownText: '',
    afterSuccess: {
      ms: TIMINGS.contactConfirmation,
      then: () => {
        setValues(initial);
        onDone();
      },
    },
  });

  const field = (name: keyof ContactMessage) => ({
    name,
    value: values[name],
    error: !!errors[name],
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submission.handleSubmit} sx={{ pt: 1 }}>
      {/* maxLength: what the API stores; the spec itself sets no length rule here. */}
      <TextField
        label={FIELDS.full_name.label}
        autoComplete="name"
        {...field('full_name')}
        slotProps={{ htmlInput: { maxLength: MEMBER_MESSAGE_LIMITS.nameMax } }}
      />
      <TextField
        label={FIELDS.email.label}
        type="email"
        autoComplete="email"
        {...field('email')}
        slotProps={{ htmlInput: { maxLength: MEMBER_MESSAGE_LIMITS.emailMax } }}
      />
      <TextField
        label={FIELDS.description.label}
        multiline
        minRows={4}
        {...field('description')}
        slotProps={{ htmlInput: { maxLength: MEMBER_MESSAGE_LIMITS.messageMax } }}
      />
      <OutcomeAlert outcome={submission.outcome} />
      <BusyButton
        phase={submission.phase}
        label={SCREEN_TEXTS.buttons.sendMessage}
        busyLabel={SCREEN_TEXTS.buttons.submitting}
        doneLabel={SCREEN_TEXTS.buttons.submitted}
      />
    </Stack>
  );
}
