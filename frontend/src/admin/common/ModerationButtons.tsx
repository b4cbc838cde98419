import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { useState, type MouseEvent, type ReactElement } from 'react';
import ApproveIcon from '@mui/icons-material/CheckCircle';
import RejectIcon from '@mui/icons-material/HighlightOff';
import { Button, useListContext, useNotify, useRecordContext, useRedirect, useRefresh, useResourceContext, useUpdate, useUpdateMany } from 'react-admin';
import { errorText, moderationNotice, rejectQuestion, type Moderation, type ModerationDecision } from './moderation';
import { RejectReasonDialog, type RejectionReason } from './RejectReasonDialog';

const ICONS: Record<ModerationDecision, ReactElement> = { approve: <ApproveIcon />, reject: <RejectIcon /> };

interface ModerateButtonProps {
  moderation: Moderation;
  decision: ModerationDecision;
  /** On a detail page, go back to the tab's list once the item is decided. */
  backToList?: boolean;
}

/**
 * The decision's button and, for Reject, the dialog that asks the reason first: the same for one row, a detail page
 * and a selection. The click stays on the button (a row click would open the item).
 */
function DecisionControl(props: {
  decision: ModerationDecision;
  busy: boolean;
  disabled: boolean;
  asking: boolean;
  setAsking: (asking: boolean) => void;
  rejectTitle: string;
  send: (reason?: RejectionReason) => void;
}) {
  const { decision, busy, disabled, asking, setAsking, rejectTitle, send } = props;
  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (decision === 'reject') setAsking(true);
    else send();
  };
  return (
    <>
      {/* Named here too: on a phone the button is an icon, and react-admin draws a disabled one without its name. */}
      <Button
        label={ADMIN_PANEL_TEXTS.moderation.labels[decision]}
        aria-label={ADMIN_PANEL_TEXTS.moderation.labels[decision]}
        onClick={handleClick}
        disabled={disabled}
        color={decision === 'approve' ? 'success' : 'error'}
      >
        {ICONS[decision]}
      </Button>
      {decision === 'reject' && <RejectReasonDialog open={asking} title={rejectTitle} busy={busy} onCancel={() => setAsking(false)} onConfirm={send} />}
    </>
  );
}

/**
 * Approve or Reject one item; Reject first asks for the reason the owner will read. Pessimistic: the API answers
 * first, then the notification, then every list and count is refetched, so a decided item leaves its pending list
 * without a page reload.
 */
export function ModerateButton({ moderation, decision, backToList = false }: ModerateButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState(false);

  const send = (reason?: RejectionReason) => {
    if (!record || !resource) return;
    update(
      resource,
      { id: record.id, data: { ...moderation[decision], ...reason }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(moderationNotice(moderation, decision), { type: 'success' });
          if (backToList) redirect('list', resource);
          refresh();
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );
  };
  return (
    <DecisionControl
      decision={decision}
      busy={isPending}
      disabled={isPending}
      asking={asking}
      setAsking={setAsking}
      rejectTitle={rejectQuestion(moderation, 1, typeof record?.title === 'string' ? record.title : undefined)}
      send={send}
    />
  );
}

export function BulkModerateButton({ moderation, decision }: Omit<ModerateButtonProps, 'backToList'>) {
  const { selectedIds, onUnselectItems, resource } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const [asking, setAsking] = useState(false);

  const send = (reason?: RejectionReason) => {
    const ids = [...selectedIds];
    updateMany(
      resource,
      { ids, data: { ...moderation[decision], ...reason } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(moderationNotice(moderation, decision, ids.length), { type: 'success' });
          onUnselectItems();
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(errorText(error), { type: 'error' });
          // Some items may have been decided before the failure; show the list as it now is.
          refresh();
        },
      },
    );
  };

  return (
    <DecisionControl
      decision={decision}
      busy={isPending}
      disabled={isPending || selectedIds.length === 0}
      asking={asking}
      setAsking={setAsking}
      rejectTitle={rejectQuestion(moderation, selectedIds.length)}
      send={send}
    />
  );
}

export function ModerationRowButtons({ moderation, backToList }: Omit<ModerateButtonProps, 'decision'>) {
  return (
    <>
      <ModerateButton moderation={moderation} decision="approve" backToList={backToList} />
      <ModerateButton moderation={moderation} decision="reject" backToList={backToList} />
    </>
  );
}

export function BulkModerationButtons({ moderation }: { moderation: Moderation }) {
  return (
    <>
      <BulkModerateButton moderation={moderation} decision="approve" />
      <BulkModerateButton moderation={moderation} decision="reject" />
    </>
  );
}
