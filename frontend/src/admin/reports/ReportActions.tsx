import DismissIcon from '@mui/icons-material/DoNotDisturbAlt';
import SuspendIcon from '@mui/icons-material/PersonOff';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { ReactElement } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { ReportAction } from '@community/vocabulary';
import { errorText } from '../common/moderation';

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = { dismiss: 'Dismiss', suspend_member: 'Suspend member', delete_message: 'Delete message' };
const NOTICES: Record<ReportAction, string> = { dismiss: 'Report dismissed', suspend_member: 'Member suspended', delete_message: 'Message deleted' };
const ICONS: Record<ReportAction, ReactElement> = { dismiss: <DismissIcon />, suspend_member: <SuspendIcon />, delete_message: <DeleteIcon /> };

interface ReportActionButtonProps {
  action: ReportAction;
  /** delete_message names the reply it removes. */
  messageId?: number;
  /** Tells apart several Delete message buttons for a screen reader. */
  ariaLabel?: string;
}

/** One decision on a report: PUT /admin/reports/:id { action, message_id? }, answered first, then the page refreshes. */
export function ReportActionButton({ action, messageId, ariaLabel }: ReportActionButtonProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const handleClick = () =>
    update(
      'reports',
      { id: record.id, data: messageId === undefined ? { action } : { action, message_id: messageId }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(NOTICES[action], { type: 'success' });
          refresh();
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );
  return (
    <Button label={REPORT_ACTION_LABELS[action]} aria-label={ariaLabel} onClick={handleClick} disabled={isPending} color={action === 'dismiss' ? 'primary' : 'error'}>
      {ICONS[action]}
    </Button>
  );
}
