import { useState } from 'react';
import { APPLICATION_STATUS_LABELS, JOB_SCREEN_TEXTS, SETTABLE_APPLICATION_STATUSES, type JobApplicationStatus } from '@community/vocabulary';
import { announce } from '../lib/a11y/announcer';
import { setApplicationStatus } from '../lib/api/jobs';
import { serverText } from '../lib/server-text';
import { SelectField } from './SelectField';

interface ApplicationStatusFieldProps {
  jobId: number;
  applicationId: number;
  applicantName: string;
  status: JobApplicationStatus;
  /** The status the API kept (the field shows it at once and puts the old one back when the API refuses). */
  onSaved?: (status: JobApplicationStatus) => void;
}

/**
 * The poster's control of an application's status (My jobs and the Job Board thread): read, shortlisted, declined or
 * hired. A new application shows "New" as the empty first choice, which cannot be chosen back.
 */
export function ApplicationStatusField({ jobId, applicationId, applicantName, status: initial, onSaved }: ApplicationStatusFieldProps) {
  const [status, setStatus] = useState<JobApplicationStatus>(initial);
  const [problem, setProblem] = useState('');
  const text = JOB_SCREEN_TEXTS;

  const change = async (next: JobApplicationStatus) => {
    const before = status;
    setStatus(next);
    setProblem('');
    const { ok, data } = await setApplicationStatus(jobId, applicationId, next).catch(() => ({ ok: false, data: {} as { error_message?: string } }));
    if (ok) {
      announce(text.statusSaved(applicantName, APPLICATION_STATUS_LABELS[next]), 'polite');
      onSaved?.(next);
    } else {
      setStatus(before);
      const said = serverText(data, text.actionFailed);
      setProblem(said);
      announce(said, 'assertive');
    }
  };

  return (
    <SelectField
      id={`application-${applicationId}-status`}
      label={text.applicationStatus}
      placeholder={APPLICATION_STATUS_LABELS.new}
      options={SETTABLE_APPLICATION_STATUSES}
      optionLabel={(option) => APPLICATION_STATUS_LABELS[option as JobApplicationStatus]}
      value={status === 'new' ? '' : status}
      onChange={(event) => {
        if (event.target.value) void change(event.target.value as JobApplicationStatus);
      }}
      slotProps={{ htmlInput: { 'aria-label': text.applicationStatusOf(applicantName) } }}
      error={!!problem}
      helperText={problem || undefined}
      sx={{ minWidth: 180 }}
    />
  );
}
