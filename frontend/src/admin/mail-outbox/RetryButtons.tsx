import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import RetryIcon from '@mui/icons-material/Replay';
import { Button, useListContext, useNotify, useRecordContext, useRefresh, useUnselectAll, useUpdate, useUpdateMany } from 'react-admin';
import { errorText } from '../common/moderation';

const RETRY = { status: 'pending' };

/** Retry one mail: PUT /admin/mail-outbox/:id { status: "pending" }; the worker tries it at once. Sent mails have none. */
export function RetryButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || record.status === 'sent') return null;
  return (
    <Button
      label={ADMIN_PANEL_TEXTS.mailOutbox.retry}
      aria-label={ADMIN_PANEL_TEXTS.mailOutbox.retryTo(String(record.recipient))}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'mail-outbox',
          { id: record.id, data: RETRY, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(ADMIN_PANEL_TEXTS.mailOutbox.queuedAgain(1), { type: 'success' });
              refresh();
            },
            onError: (error) => notify(errorText(error), { type: 'error' }),
          },
        );
      }}
    >
      <RetryIcon />
    </Button>
  );
}

/** Retry every selected mail (one PUT each, as ra-data-simple-rest's updateMany sends them). */
export function BulkRetryButton() {
  const { selectedIds, resource } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource ?? 'mail-outbox');
  const [updateMany, { isPending }] = useUpdateMany();
  return (
    <Button
      label={ADMIN_PANEL_TEXTS.mailOutbox.retry}
      aria-label={ADMIN_PANEL_TEXTS.mailOutbox.retry}
      disabled={isPending || selectedIds.length === 0}
      onClick={() =>
        updateMany(
          'mail-outbox',
          { ids: selectedIds, data: RETRY },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(ADMIN_PANEL_TEXTS.mailOutbox.queuedAgain(selectedIds.length), { type: 'success' });
              unselectAll();
              refresh();
            },
            onError: (error) => notify(errorText(error), { type: 'error' }),
          },
        )
      }
    >
      <RetryIcon />
    </Button>
  );
}
