import { Alert, Button, DialogActions, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  FORM_FIELDS,
  JOB_SCREEN_TEXTS,
  SAVED_SEARCH_NOTIFY,
  SAVED_SEARCH_NOTIFY_LABELS,
  SCREEN_TEXTS,
  type SavedSearchKind,
  type SavedSearchNotify,
} from '@community/vocabulary';
import { saveSearch } from '../lib/api/jobs';
import { serverText } from '../lib/server-text';
import { useFormSubmission } from '../lib/use-form-submission';
import { AppModal } from './AppModal';
import { BusyButton } from './BusyButton';
import { OutcomeAlert } from './OutcomeAlert';
import { SelectField } from './SelectField';

export interface SaveSearchDialogProps {
  kind: SavedSearchKind;
  /** The list's search box and filters as they are now; empty ones are left out. */
  search: { q?: string } & Record<string, string | undefined>;
  open: boolean;
  onClose: () => void;
}

/**
 * The "Save this search" dialog (components/SaveSearchButton): the list's search and filters with how often to email
 * new matches. The API keeps at most ten per member and says so in its own words, which are shown as they come.
 */
export default function SaveSearchDialog({ kind, search, open, onClose }: SaveSearchDialogProps) {
  const [notify, setNotify] = useState<SavedSearchNotify>('daily');
  const [saved, setSaved] = useState(false);
  const { q, ...rest } = search;
  const filters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value)) as Record<string, string>;

  const submission = useFormSubmission({
    send: async () => {
      const { ok, data } = await saveSearch({ kind, q: q?.trim() ?? '', filters, notify } as Parameters<typeof saveSearch>[0]);
      if (ok) {
        setSaved(true);
        return { severity: 'success', text: JOB_SCREEN_TEXTS.saveSearchDone };
      }
      return { severity: 'error', text: serverText(data, JOB_SCREEN_TEXTS.saveSearchFailed) };
    },
    thrownText: JOB_SCREEN_TEXTS.saveSearchFailed,
  });

  const close = () => {
    onClose();
    setSaved(false);
    submission.reset();
  };

  return (
    <AppModal open={open} title={JOB_SCREEN_TEXTS.saveSearchTitle} onClose={close}>
      {saved ? (
        <Stack spacing={2}>
          <Alert severity="success" role="none">
            {JOB_SCREEN_TEXTS.saveSearchDone}
          </Alert>
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={close}>{SCREEN_TEXTS.buttons.close}</Button>
          </DialogActions>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={submission.handleSubmit}>
          <Typography>{JOB_SCREEN_TEXTS.saveSearchIntro}</Typography>
          <Typography>
            <strong>{JOB_SCREEN_TEXTS.kindLabels[kind]}:</strong>{' '}
            {[q?.trim(), ...Object.values(filters)].filter(Boolean).join(' · ') || JOB_SCREEN_TEXTS.anything}
          </Typography>
          <SelectField
            id="saved-search-notify"
            label={FORM_FIELDS.savedSearch.notify.label}
            placeholder={SAVED_SEARCH_NOTIFY_LABELS.daily}
            options={SAVED_SEARCH_NOTIFY.filter((option) => option !== 'daily')}
            optionLabel={(option) => SAVED_SEARCH_NOTIFY_LABELS[option as SavedSearchNotify]}
            value={notify === 'daily' ? '' : notify}
            onChange={(event) => setNotify((event.target.value || 'daily') as SavedSearchNotify)}
          />
          <OutcomeAlert outcome={submission.outcome?.severity === 'error' ? submission.outcome : null} />
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={close}>{JOB_SCREEN_TEXTS.cancel}</Button>
            <BusyButton phase={submission.phase} label={JOB_SCREEN_TEXTS.saveSearchButton} busyLabel={SCREEN_TEXTS.buttons.submitting} />
          </DialogActions>
        </Stack>
      )}
    </AppModal>
  );
}
