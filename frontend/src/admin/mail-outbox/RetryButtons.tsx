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
      label="Retry"
      aria-label={`Retry the mail to ${record.recipient}`}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'mail-outbox',
          { id: record.id, data: RETRY, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('Mail queued again', { type: 'success' });
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
      label="Retry"
      aria-label="Retry"
      disabled={isPending || selectedIds.length === 0}
      onClick={() =>
        updateMany(
          'mail-outbox',
          { ids: selectedIds, data: RETRY },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(selectedIds.length === 1 ? 'Mail queued again' : `${selectedIds.length} mails queued again`, { type: 'success' });
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
