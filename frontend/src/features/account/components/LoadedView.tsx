import { Alert, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { ACCOUNT_SCREEN_TEXTS } from '@community/vocabulary';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import type { Loaded } from './use-loaded';

/** Loading, a failure with a retry, or the content. */
export function LoadedView<T>({ loaded, retry, children }: { loaded: Loaded<T>; retry: () => void; children: (value: T) => ReactNode }) {
  if (loaded.state === 'loading') return <LoadingState text={ACCOUNT_SCREEN_TEXTS.loading} />;
  if (loaded.state === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {ACCOUNT_SCREEN_TEXTS.tryAgain}
          </Button>
        }
      >
        {loaded.text}
      </Alert>
    );
  return <>{children(loaded.value)}</>;
}

/** A loaded list shown as cards (My ads, My business): its empty state, or the cards in a list. */
export function LoadedCards<T>({
  loaded,
  retry,
  emptyText,
  children,
}: {
  loaded: Loaded<T[]>;
  retry: () => void;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <LoadedView loaded={loaded} retry={retry}>
      {(items) =>
        items.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <Stack spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {children(items)}
          </Stack>
        )
      }
    </LoadedView>
  );
}
