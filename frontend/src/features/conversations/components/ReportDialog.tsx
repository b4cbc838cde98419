import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_SCREEN_TEXTS as TEXT, REPORT_REASONS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the report; resolves to the API's error text, or null when it went through. */
  onReport: (reason: string, details: string) => Promise<string | null>;
}

export function ReportDialog({ open, onClose, onReport }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!reason) {
      setReasonError(TEXT.reasonRequired);
      return;
    }
    setReasonError(null);
    setBusy(true);
    const problem = await onReport(reason, details.trim());
    setBusy(false);
    setError(problem);
    if (!problem) {
      setReason('');
      setDetails('');
    }
  }

  return (
    <AppModal open={open} title={TEXT.reportTitle} onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
        <TextField
          select
          required
          label={TEXT.reasonLabel}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={!!reasonError}
          helperText={reasonError}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{TEXT.chooseReason}</option>
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </TextField>
        <TextField
          label={TEXT.reportDetailsLabel}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.reportDetailsMax } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {TEXT.sendReport}
        </Button>
      </Stack>
    </AppModal>
  );
}
