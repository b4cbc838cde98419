import DismissIcon from '@mui/icons-material/DoNotDisturbAlt';
import SuspendIcon from '@mui/icons-material/PersonOff';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { ADMIN_PANEL_TEXTS, type ReportAction } from '@community/vocabulary';
import { errorText } from '../common/moderation';

/** The decisions' button words (a table of the panel's catalog, read at render). */
export const REPORT_ACTION_LABELS = ADMIN_PANEL_TEXTS.reportActionLabels;
const NOTICES = ADMIN_PANEL_TEXTS.reportNotices;
const ICONS: Record<ReportAction, ReactElement> = { dismiss: <DismissIcon />, suspend_member: <SuspendIcon />, delete_message: <DeleteIcon /> };

interface ReportActionButtonProps {
  action: ReportAction;
  /** delete_message names the reply it removes. */
  messageId?: number;
  /** Tells apart several Delete message buttons for a screen reader. */
  ariaLabel?: string;
}

/**
 * One decision on a report, asked for again in a dialog (none can be undone from the panel), then
 * PUT /admin/reports/:id { action, message_id? }, answered first, then the page refreshes.
 */
export function ReportActionButton({ action, messageId, ariaLabel }: ReportActionButtonProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const decide = () =>
    update(
      'reports',
      { id: record.id, data: messageId === undefined ? { action } : { action, message_id: messageId }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(NOTICES[action], { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(errorText(error), { type: 'error' });
        },
      },
    );
  const confirmation = ADMIN_PANEL_TEXTS.reportConfirmations[action];
  return (
    <>
      <Button
        label={REPORT_ACTION_LABELS[action]}
        aria-label={ariaLabel ?? REPORT_ACTION_LABELS[action]}
        onClick={() => setAsking(true)}
        disabled={isPending}
        color={action === 'dismiss' ? 'primary' : 'error'}
      >
        {ICONS[action]}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={confirmation.title}
        content={confirmation.content}
        confirm={REPORT_ACTION_LABELS[action]}
        confirmColor={action === 'dismiss' ? 'primary' : 'warning'}
        onConfirm={decide}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
