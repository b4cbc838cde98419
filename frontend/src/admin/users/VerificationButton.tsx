import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { VERIFICATION_LIMITS, VERIFICATION_TEXTS as TEXT, ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import type { AdminDataProvider } from '../dataProvider';
import { useAdminCall } from '../common/useAdminCall';
import type { MemberRecord } from './MemberFields';

/**
 * Verify (with a note saying what was checked: bar number, medical licence) or Remove verification, on a row
 * of the helpers and seekers tabs. The API audit-logs both and keeps the note for admins only.
 */
export function VerificationButton() {
  const record = useRecordContext<MemberRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const { busy, run } = useAdminCall();
  if (!record) return null;

  const act = (call: () => Promise<unknown>, success: string) =>
    run(
      call,
      () => success,
      () => {
        setOpen(false);
        setNote('');
        refresh();
      },
    );

  if (record.verified) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', display: 'inline-flex' }}>
        <Chip size="small" color="primary" label={TEXT.badge} />
        <Button
          size="small"
          disabled={busy}
          onClick={() => act(() => dataProvider.removeVerification(record.id), TEXT.removed)}
          aria-label={`${TEXT.adminRemove}: ${record.name ?? ''}`}
        >
          {TEXT.adminRemove}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`${TEXT.adminVerify}: ${record.name ?? ''}`}>
        {TEXT.adminVerify}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="verify-title">
        <DialogTitle id="verify-title">
          {TEXT.adminVerify} {record.name}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={TEXT.adminNoteLabel}
            helperText={TEXT.noteRequired}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: VERIFICATION_LIMITS.noteMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{ADMIN_PANEL_TEXTS.cancel}</Button>
          <Button
            variant="contained"
            disabled={busy || note.trim().length < VERIFICATION_LIMITS.noteMin}
            onClick={() => act(() => dataProvider.verifyMember(record.id, note.trim()), TEXT.verified)}
          >
            {TEXT.adminVerify}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
