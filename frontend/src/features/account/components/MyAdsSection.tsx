import { Alert, Button, Card, CardActions, CardContent, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { Suspense, useState } from 'react';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, AD_STATUS_LABELS } from '@community/vocabulary';
import { announce } from '../../../lib/a11y/announcer';
import { serverText } from '../../../lib/server-text';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { closeMyAd } from '../api/close-my-ad';
import { deleteMyAd } from '../api/delete-my-ad';
import { getMyAds } from '../api/get-my-ads';
import { renewMyAd } from '../api/renew-my-ad';
import type { MyAd } from '../api/types';
import type { AdEditor } from './ad-editor';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadedCards } from './LoadedView';
import { useLoaded } from './use-loaded';
import { formatDate } from '../../../lib/i18n/format';

const text = ACCOUNT_SCREEN_TEXTS.ads;
const CHIP_COLORS: Record<MyAd['status'], ChipProps['color']> = {
  // MUI's warning orange takes white text at 3.1:1 (axe: below AA); the theme's secondary is the AA orange.
  pending: 'secondary',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
  closed: 'default',
};
const RENEWABLE: MyAd['status'][] = ['approved', 'expired', 'closed'];

export function MyAdsSection({ editor: Editor }: { editor: AdEditor }) {
  const { loaded, set, retry } = useLoaded(getMyAds, (data) => data.data ?? [], ACCOUNT_SCREEN_TEXTS.loadFailed);
  const [editing, setEditing] = useState<MyAd | null>(null);
  // A saved edit is confirmed on the ad's own card, where the focus returns when the dialog closes.
  const [savedEdit, setSavedEdit] = useState<{ id: number; text: string } | null>(null);
  const [deleting, setDeleting] = useState<MyAd | null>(null);
  const ads = loaded.state === 'ready' ? loaded.value : [];
  const replace = (ad: MyAd) => set(ads.map((item) => (item.id === ad.id ? ad : item)));

  // One action at a time; its answer shows above the list.
  const { busy, outcome, run } = useFormSubmission({ send: async () => ({ severity: 'success', text: '' }), thrownText: ACCOUNT_SCREEN_TEXTS.failed });
  const act = (call: () => Promise<{ ok: boolean; data: { ad?: MyAd; message?: string; error_message?: string } }>, done: string, after: (ad?: MyAd) => void) =>
    run(async () => {
      setSavedEdit(null);
      const { ok, data } = await call();
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      after(data.ad);
      return { severity: 'success', text: serverText(data, done) };
    });

  return (
    <Stack spacing={2} component="section" aria-labelledby="ads-heading">
      <Typography id="ads-heading" variant="h6" component="h2">
        {ACCOUNT_SCREEN_TEXTS.tabs.ads}
      </Typography>
      {outcome && outcome.text && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <LoadedCards loaded={loaded} retry={retry} emptyText={text.empty}>
        {(list) =>
          list.map((ad) => (
            <Card component="li" key={ad.id} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                    {ad.title}
                  </Typography>
                  <Chip size="small" color={CHIP_COLORS[ad.status]} label={AD_STATUS_LABELS[ad.status] ?? ad.status_label} />
                </Stack>
                {ad.status === 'rejected' && ad.rejection_reason && (
                  <Typography color="error" sx={{ mt: 1 }}>
                    {text.reason}: {ad.rejection_reason}
                  </Typography>
                )}
                {savedEdit?.id === ad.id && (
                  <Alert severity="success" role="none" sx={{ mt: 1 }}>
                    {savedEdit.text}
                  </Alert>
                )}
                {ad.expires_at && ad.status === 'approved' && (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {text.expires} {formatDate(ad.expires_at, 'day')}
                  </Typography>
                )}
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button size="small" disabled={busy} onClick={() => setEditing(ad)} aria-label={`${text.edit} ${ad.title}`}>
                  {text.edit}
                </Button>
                {ad.status === 'approved' && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() =>
                      act(
                        () => closeMyAd(ad.id),
                        ACCOUNT_TEXTS.adClosed,
                        (next) => next && replace(next),
                      )
                    }
                    aria-label={`${text.close} ${ad.title}`}
                  >
                    {text.close}
                  </Button>
                )}
                {RENEWABLE.includes(ad.status) && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() =>
                      act(
                        () => renewMyAd(ad.id),
                        ACCOUNT_TEXTS.adRenewed,
                        (next) => next && replace(next),
                      )
                    }
                    aria-label={`${text.renew} ${ad.title}`}
                  >
                    {text.renew}
                  </Button>
                )}
                <Button size="small" color="error" disabled={busy} onClick={() => setDeleting(ad)} aria-label={`${text.delete} ${ad.title}`}>
                  {text.delete}
                </Button>
              </CardActions>
            </Card>
          ))
        }
      </LoadedCards>
      {editing && (
        <Suspense fallback={null}>
          <Editor
            ad={editing}
            onClose={() => setEditing(null)}
            onSaved={(ad, message) => {
              replace(ad);
              setEditing(null);
              setSavedEdit({ id: ad.id, text: message });
              announce(message, 'polite');
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={text.deleteTitle}
        body={text.deleteBody}
        confirmLabel={text.delete}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const ad = deleting!;
          await act(
            () => deleteMyAd(ad.id),
            ACCOUNT_TEXTS.adDeleted,
            () => set(ads.filter((item) => item.id !== ad.id)),
          );
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
