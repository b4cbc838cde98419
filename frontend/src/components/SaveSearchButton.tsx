import { Button } from '@mui/material';
import { lazy } from 'react';
import { JOB_SCREEN_TEXTS } from '@community/vocabulary';
import { useLazyDialog } from '../lib/use-lazy-dialog';
import { LoadedOnFirstUse } from './LoadedOnFirstUse';
import type { SaveSearchDialogProps } from './SaveSearchDialog';

// The dialog (MUI's Modal, the form, its select and alerts: about fifteen chunks) loads on the first click, not with
// the board it sits on: on Ads and Services it cost the signed-in first load half a second of LCP (docs/performance.md).
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

/** "Save this search" on the Job Board and on Ads and Services (the dialog: components/SaveSearchDialog). */
export function SaveSearchButton({ kind, search }: Pick<SaveSearchDialogProps, 'kind' | 'search'>) {
  const dialog = useLazyDialog<true>();
  return (
    <>
      <Button variant="outlined" onClick={() => dialog.open(true)}>
        {JOB_SCREEN_TEXTS.saveSearch}
      </Button>
      <LoadedOnFirstUse used={dialog.used}>
        <SaveSearchDialog kind={kind} search={search} open={dialog.shown !== null} onClose={dialog.close} />
      </LoadedOnFirstUse>
    </>
  );
}
