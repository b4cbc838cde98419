import { Alert, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ACCOUNT_SCREEN_TEXTS,
  JOB_SCREEN_TEXTS,
  SAVED_SEARCH_NOTIFY_LABELS,
  savedSearchListAddress,
  type SavedSearchKind,
  type SavedSearchNotify,
} from '@community/vocabulary';
import { deleteSavedSearch, getSavedSearches, type SavedSearch } from '../../../lib/api/jobs';
import { formatDate } from '../../../lib/i18n/format';
import { Link as RouterLink } from '../../../lib/router';
import { serverText } from '../../../lib/server-text';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadedCards } from './LoadedView';
import { useLoaded } from './use-loaded';

const text = JOB_SCREEN_TEXTS;
/** The list the search came from, with its search and filters in the address (the lists read them there; the alert mails link the same way). */
const listAddress = (search: SavedSearch): string => savedSearchListAddress(search.kind as SavedSearchKind, search.q, search.filters ?? {});

/** My account, Saved searches: each search (where, what, how often it emails), with Delete after a confirmation. */
export function SavedSearchesSection() {
  const { loaded, set, retry } = useLoaded(getSavedSearches, (data): SavedSearch[] => data.data ?? [], ACCOUNT_SCREEN_TEXTS.loadFailed);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const searches = loaded.state === 'ready' ? loaded.value : [];
  const { busy, outcome, run } = useFormSubmission({ send: async () => ({ severity: 'success', text: '' }), thrownText: text.actionFailed });

  return (
    <Stack spacing={2} component="section" aria-labelledby="searches-heading">
      <Typography id="searches-heading" variant="h6" component="h2">
        {ACCOUNT_SCREEN_TEXTS.tabs.searches}
      </Typography>
      {outcome && outcome.text && (
        <Alert severity={outcome.severity} role="none">
          {outcome.text}
        </Alert>
      )}
      <LoadedCards loaded={loaded} retry={retry} emptyText={text.noSavedSearches}>
        {(list) =>
          list.map((search) => {
            const what = [search.q, ...Object.values(search.filters ?? {})].filter(Boolean).join(' · ') || text.anything;
            const kind = text.kindLabels[search.kind as SavedSearchKind] ?? search.kind;
            return (
              <Card component="li" key={search.id} variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    <RouterLink to={listAddress(search)}>{`${kind}: ${what}`}</RouterLink>
                  </Typography>
                  <Typography color="text.secondary">
                    {text.notifyLabel(SAVED_SEARCH_NOTIFY_LABELS[search.notify as SavedSearchNotify] ?? search.notify)}
                    {search.created_at && ` · ${formatDate(search.created_at)}`}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button size="small" color="error" disabled={busy} onClick={() => setDeleting(search)} aria-label={`${text.deleteSearch} ${kind}: ${what}`}>
                    {text.deleteSearch}
                  </Button>
                </CardActions>
              </Card>
            );
          })
        }
      </LoadedCards>
      <ConfirmDialog
        open={!!deleting}
        title={text.deleteSearch}
        body={text.confirmDeleteSearch}
        confirmLabel={text.deleteSearch}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const search = deleting!;
          await run(async () => {
            const { ok, data } = await deleteSavedSearch(search.id);
            if (!ok) return { severity: 'error', text: serverText(data, text.actionFailed) };
            set(searches.filter((item) => item.id !== search.id));
            return { severity: 'success', text: text.searchDeleted };
          });
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
