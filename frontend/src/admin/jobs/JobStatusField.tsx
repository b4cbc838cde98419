import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { JOB_STATUS_LABELS, type JobStatus } from '@community/vocabulary';

const CHIP_COLORS: Partial<Record<JobStatus, ChipProps['color']>> = { pending: 'warning', approved: 'success', rejected: 'error' };

/** A posting's status in words (In review, Published, Rejected, Closed, Expired). */
export function JobStatusField() {
  const record = useRecordContext();
  if (!record) return null;
  const status = record.status as JobStatus;
  return <Chip size="small" variant="outlined" label={JOB_STATUS_LABELS[status] ?? status} color={CHIP_COLORS[status] ?? 'default'} />;
}
