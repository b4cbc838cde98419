import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ReportStatus } from '@community/vocabulary';

const COLORS: Record<ReportStatus, 'warning' | 'default' | 'success'> = { open: 'warning', dismissed: 'default', actioned: 'success' };

export function ReportStatusField() {
  const record = useRecordContext<{ id: number; status: ReportStatus }>();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={COLORS[record.status] ?? 'default'} label={record.status} />;
}
