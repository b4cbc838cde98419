import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ADMIN_PANEL_TEXTS, type ReportStatus } from '@community/vocabulary';
import type { ApiSchema } from '../../lib/api-client';

const COLORS: Record<ReportStatus, 'warning' | 'default' | 'success'> = { open: 'warning', dismissed: 'default', actioned: 'success' };

export function ReportStatusField() {
  const record = useRecordContext<Pick<ApiSchema<'AdminReportDto'>, 'id' | 'status'>>();
  if (!record) return null;
  return (
    <Chip size="small" variant="outlined" color={COLORS[record.status] ?? 'default'} label={ADMIN_PANEL_TEXTS.reportStatuses[record.status] ?? record.status} />
  );
}
