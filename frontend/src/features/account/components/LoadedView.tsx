import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { ACCOUNT_SCREEN_TEXTS } from '@community/vocabulary';
import { LoadingState } from '../../../components/StatusStates';
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
