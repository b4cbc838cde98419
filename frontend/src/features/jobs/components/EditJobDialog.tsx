import { Alert, Button, DialogActions, Stack } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { JOB_SCREEN_TEXTS, JOB_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { BusyButton } from '../../../components/BusyButton';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { updateMyJob, type MyJob } from '../../../lib/api/jobs';
import { serverText } from '../../../lib/server-text';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { getApprovedListings, type BusinessListing } from '../api/get-my-listings';
import { JobFields } from './JobFields';
import { jobBody, jobValues, validateJob } from './job-rules';

interface EditJobDialogProps {
  job: MyJob;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Edit job (My jobs): the posting's fields with Post a job's rules; saving sends it back to review, which it says first. */
export function EditJobDialog({ job, onClose, onSaved }: EditJobDialogProps) {
  const initial = useMemo(() => jobValues(job as Parameters<typeof jobValues>[0]), [job]);
  const form = useForm(initial, validateJob);
  const [listings, setListings] = useState<BusinessListing[]>([]);
  const saved = useRef<string>(JOB_TEXTS.jobSaved);
  useEffect(() => {
    const controller = new AbortController();
    void getApprovedListings(controller.signal).then((found) => controller.signal.aborted || setListings(found));
    return () => controller.abort();
  }, []);

  const submission = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { ok, data } = await updateMyJob(job.id, jobBody(form.values));
      if (!ok) return { severity: 'error', text: serverText(data, JOB_SCREEN_TEXTS.postFailed) };
      saved.current = data.message ?? JOB_TEXTS.jobSaved;
      return { severity: 'success', text: saved.current };
    },
    thrownText: JOB_SCREEN_TEXTS.postFailed,
    afterSuccess: { then: () => onSaved(saved.current) },
  });

  return (
    <AppModal open title={JOB_SCREEN_TEXTS.editTitle} onClose={onClose} maxWidth="md">
      <Stack component="form" noValidate spacing={2} onSubmit={submission.handleSubmit} sx={{ pt: 1 }}>
        <ErrorSummary {...submission.summary} />
        <JobFields form={form} listings={listings} />
        <Alert severity="info">{JOB_SCREEN_TEXTS.editNotice}</Alert>
        <OutcomeAlert outcome={submission.outcome?.severity === 'error' ? submission.outcome : null} />
        <DialogActions sx={{ px: 0 }}>
          <Button onClick={onClose}>{JOB_SCREEN_TEXTS.cancel}</Button>
          <BusyButton phase={submission.phase} label={JOB_SCREEN_TEXTS.save} busyLabel={SCREEN_TEXTS.buttons.submitting} />
        </DialogActions>
      </Stack>
    </AppModal>
  );
}

export default EditJobDialog;
