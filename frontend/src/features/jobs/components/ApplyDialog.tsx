import { Alert, Box, Button, DialogActions, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { FORM_FIELDS, JOB_LIMITS, JOB_SCREEN_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { BusyButton } from '../../../components/BusyButton';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { TextField } from '../../../components/TextField';
import { announce } from '../../../lib/a11y/announcer';
import { applyToJob, type Job } from '../../../lib/api/jobs';
import { blankFieldErrors } from '../../../lib/field-rules';
import { serverText } from '../../../lib/server-text';
import { Link as RouterLink } from '../../../lib/router';
import { fieldId, useForm, type FormErrors } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { cvError } from './cv-check';

const FIELDS = FORM_FIELDS.jobApplication;
const CV_ID = fieldId('cv');
type Values = { message: string };
const initial: Values = { message: '' };

function validate(values: Values): FormErrors<Values> {
  const errors = blankFieldErrors(values, FIELDS);
  if (!errors.message && values.message.trim().length > JOB_LIMITS.applicationMessageMax) errors.message = JOB_SCREEN_TEXTS.messageTooLong;
  return errors;
}

interface ApplyDialogProps {
  job: Job;
  open: boolean;
  onClose: () => void;
}

/** Apply: a message and, optionally, a PDF CV; the answer opens a conversation with the poster, linked on success. */
export function ApplyDialog({ job, open, onClose }: ApplyDialogProps) {
  const form = useForm(initial, validate);
  const [cv, setCv] = useState<File | null>(null);
  const [cvProblem, setCvProblem] = useState('');
  const [conversationId, setConversationId] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = cvError(file);
    setCvProblem(problem);
    if (problem) {
      setCv(null);
      announce(problem, 'assertive');
    } else setCv(file);
  };

  const submission = useFormSubmission({
    check: () => {
      const fieldsValid = form.check();
      return fieldsValid && !cvProblem;
    },
    problems: () => [...form.problems(), ...(cvProblem ? [{ fieldId: CV_ID, text: cvProblem }] : [])],
    send: async () => {
      const { status, data } = await applyToJob(job.id, form.values.message.trim(), cv);
      if (status === 201 && data.conversation_id) {
        setConversationId(data.conversation_id);
        return { severity: 'success', text: JOB_SCREEN_TEXTS.applicationSent };
      }
      return { severity: 'error', text: serverText(data, JOB_SCREEN_TEXTS.applyFailed) };
    },
    thrownText: JOB_SCREEN_TEXTS.applyFailed,
  });

  function close() {
    form.reset();
    setCv(null);
    setCvProblem('');
    submission.reset();
    onClose();
  }

  return (
    <AppModal open={open} title={JOB_SCREEN_TEXTS.applyTitle(job.title)} onClose={close}>
      {conversationId !== null ? (
        <Stack spacing={2}>
          <Alert severity="success" role="none">
            {JOB_SCREEN_TEXTS.applicationSent}
          </Alert>
          <Button variant="contained" component={RouterLink} to={`/messages/${conversationId}`}>
            {JOB_SCREEN_TEXTS.openConversation}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={submission.handleSubmit} sx={{ pt: 1 }}>
          <ErrorSummary {...submission.summary} />
          <TextField
            {...form.field('message')}
            label={FIELDS.message.label}
            required
            multiline
            minRows={5}
            slotProps={{ htmlInput: { maxLength: JOB_LIMITS.applicationMessageMax } }}
          />
          <Box>
            <Typography component="label" htmlFor={CV_ID} sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
              {FIELDS.cv.label}
            </Typography>
            <input
              ref={picker}
              id={CV_ID}
              type="file"
              accept="application/pdf,.pdf"
              onChange={pick}
              aria-describedby={`${CV_ID}-hint${cvProblem ? ` ${CV_ID}-error` : ''}`}
              aria-invalid={!!cvProblem}
            />
            <FormHelperText id={`${CV_ID}-hint`}>{JOB_SCREEN_TEXTS.cvHint}</FormHelperText>
            {cvProblem && (
              <FormHelperText id={`${CV_ID}-error`} error>
                {cvProblem}
              </FormHelperText>
            )}
            {cv && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{cv.name}</Typography>
                <Button
                  size="small"
                  onClick={() => {
                    setCv(null);
                    picker.current?.focus();
                  }}
                >
                  {JOB_SCREEN_TEXTS.removeCv}
                </Button>
              </Stack>
            )}
          </Box>
          <OutcomeAlert outcome={submission.outcome?.severity === 'error' ? submission.outcome : null} />
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={close}>{SCREEN_TEXTS.buttons.close}</Button>
            <BusyButton phase={submission.phase} label={JOB_SCREEN_TEXTS.sendApplication} busyLabel={SCREEN_TEXTS.buttons.sending} />
          </DialogActions>
        </Stack>
      )}
    </AppModal>
  );
}
