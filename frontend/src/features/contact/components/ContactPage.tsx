import { Box, Container, Paper, Stack, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { SelectField } from '../../../components/SelectField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../lib/router';
import { CONTACT_SUBJECTS, FORM_FIELDS, MEMBER_MESSAGE_LIMITS, MESSAGES, SCREEN_TEXTS, OPTION_LABELS } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { serverText } from '../../../lib/server-text';
import { useSessionForm } from '../../../lib/use-session-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { sendContactForm } from '../api/send-contact-form';
import { validateContact, type ContactValues } from './contact-rules';

const FIELDS = FORM_FIELDS.contact;

const initial: ContactValues = { first_name: '', last_name: '', email: '', phone_number: '', subject: '', message: '' };

export default function ContactPage() {
  const form = useSessionForm(initial, validateContact, (user) => {
    // The account keeps one name; its first word is the first name, the rest the last name.
    const [first, ...rest] = (user.name ?? '').trim().split(/\s+/);
    return { first_name: first, last_name: rest.join(' '), email: user.email };
  });
  const honeypot = useRef<HTMLInputElement>(null);
  // A link may preselect the subject (/contact?subject=Support, from the accessibility statement). Taken after the
  // first render, so a pre-rendered page (rendered without it) hydrates with the markup it was given.
  const [search] = useSearchParams();
  const linkedSubject = search.get('subject');
  const { setValue } = form;
  useEffect(() => {
    if (linkedSubject && (CONTACT_SUBJECTS as readonly string[]).includes(linkedSubject)) setValue('subject', linkedSubject);
  }, [linkedSubject, setValue]);
  const { phase, outcome, handleSubmit, summary } = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { status, data } = await sendContactForm({
        ...form.values,
        email: form.values.email.trim(),
        contact_me_by_fax: honeypot.current?.value || undefined,
      });
      if (status !== 201) return { severity: 'error', text: serverText(data, MESSAGES.generic.somethingWrong) };
      form.reset();
      return { severity: 'success', text: MESSAGES.contact.success };
    },
    thrownText: MESSAGES.generic.networkError,
  });

  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }} elevation={3}>
        <Typography variant="h4" component="h1" gutterBottom>
          {SCREEN_TEXTS.nav.contactUs}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
          <ErrorSummary {...summary} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={FIELDS.first_name.label}
              autoComplete="given-name"
              fullWidth
              {...form.field('first_name')}
              slotProps={{ htmlInput: { maxLength: MEMBER_MESSAGE_LIMITS.contactNameMax } }}
            />
            <TextField
              label={FIELDS.last_name.label}
              autoComplete="family-name"
              fullWidth
              {...form.field('last_name')}
              slotProps={{ htmlInput: { maxLength: MEMBER_MESSAGE_LIMITS.contactNameMax } }}
            />
          </Stack>
          <TextField label={FIELDS.email.label} type="email" autoComplete="email" {...form.field('email')} />
          <TextField
            label={FIELDS.phone_number.label}
            type="tel"
            autoComplete="tel"
            {...form.field('phone_number')}
            slotProps={{ htmlInput: { maxLength: MEMBER_MESSAGE_LIMITS.contactPhoneMax } }}
          />
          <SelectField
            label={FIELDS.subject.label}
            placeholder={FIELDS.subject.placeholder}
            options={CONTACT_SUBJECTS}
            optionLabels={OPTION_LABELS.contactSubjects}
            {...form.field('subject')}
          />
          <TextField
            label={FIELDS.message.label}
            multiline
            minRows={4}
            {...form.field('message')}
            slotProps={{ htmlInput: { maxLength: MEMBER_MESSAGE_LIMITS.messageMax } }}
          />
          <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
            <label htmlFor="contact_me_by_fax">{FIELDS.contact_me_by_fax.label}</label>
            <input ref={honeypot} id="contact_me_by_fax" name="contact_me_by_fax" tabIndex={-1} autoComplete="off" />
          </Box>
          <OutcomeAlert outcome={outcome} />
          <BusyButton phase={phase} label={SCREEN_TEXTS.buttons.sendMessage} busyLabel={SCREEN_TEXTS.buttons.submitting} size="large" />
        </Stack>
      </Paper>
    </Container>
  );
}
