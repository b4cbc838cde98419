import type { MouseEvent, ReactElement } from 'react';
import ApproveIcon from '@mui/icons-material/CheckCircle';
import RejectIcon from '@mui/icons-material/HighlightOff';
import {
  Button,
  useListContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useUpdate,
  useUpdateMany,
} from 'react-admin';
import { errorText, moderationNotice, type Moderation, type ModerationDecision } from './moderation';

const LABELS: Record<ModerationDecision, string> = { approve: 'Approve', reject: 'Reject' };
const ICONS: Record<ModerationDecision, ReactElement> = { approve: <ApproveIcon />, reject: <RejectIcon /> };

interface ModerateButtonProps {
  moderation: Moderation;
  decision: ModerationDecision;
  /** On a detail page, go back to the tab's list once the item is decided. */
  backToList?: boolean;
}

/**
 * Approve or Reject one item. Pessimistic: the API answers first, then the notification, then every list and
 * count is refetched, so a decided item leaves its pending list without a page reload.
 */
export function ModerateButton({ moderation, decision, backToList = false }: ModerateButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate();

  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (!record || !resource) return;
    update(
      resource,
      { id: record.id, data: moderation[decision], previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(moderationNotice(moderation, decision), { type: 'success' });
          if (backToList) redirect('list', resource);
          refresh();
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );
  };

  return (
    <Button
      label={LABELS[decision]}
      onClick={handleClick}
      disabled={isPending}
      color={decision === 'approve' ? 'success' : 'error'}
    >
      {ICONS[decision]}
    </Button>
  );
}

export function BulkModerateButton({ moderation, decision }: Omit<ModerateButtonProps, 'backToList'>) {
  const { selectedIds, onUnselectItems, resource } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();

  const handleClick = () => {
    const ids = [...selectedIds];
    updateMany(
      resource,
      { ids, data: moderation[decision] },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(moderationNotice(moderation, decision, ids.length), { type: 'success' });
          onUnselectItems();
          refresh();
        },
        onError: (error) => {
          notify(errorText(error), { type: 'error' });
          // Some items may have been decided before the failure; show the list as it now is.
          refresh();
        },
      },
    );
  };

  return (
    <Button
      label={LABELS[decision]}
      onClick={handleClick}
      disabled={isPending || selectedIds.length === 0}
      color={decision === 'approve' ? 'success' : 'error'}
    >
      {ICONS[decision]}
    </Button>
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
