import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { REJECTION_REASONS, REJECTION_REASON_MAX_LENGTH, type RejectionReasonCode, ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import type { ApiSchema } from '../../lib/api-client';

/** What the API takes with a rejection (RejectionRequestDto), a listed reason always chosen; the owner reads "<choice>: <details>". */
export type RejectionReason = Required<Pick<ApiSchema<'RejectionRequestDto'>, 'reason_code'>> & Pick<ApiSchema<'RejectionRequestDto'>, 'reason'>;

/** The dialog's words (a table of the panel's catalog: read when the dialog renders, so in the panel's language). */
export const REJECT_DIALOG_TEXTS = ADMIN_PANEL_TEXTS.rejectDialog;

interface RejectReasonDialogProps {
  open: boolean;
  /** "Reject this ad?" or "Reject 3 ads?". */
  title: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(reason: RejectionReason): void;
}

/**
 * The reason behind every Reject (one item or the selected ones): one of the shared choices and optional free
 * text, sent with the decision and shown to the owner in My account and in the email.
 */
export function RejectReasonDialog({ open, title, busy, onCancel, onConfirm }: RejectReasonDialogProps) {
  const [code, setCode] = useState<RejectionReasonCode | ''>('');
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const errorId = useId();

  const reset = () => {
    setCode('');
    setDetails('');
    setMissing(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!code) {
      setMissing(true);
      return;
    }
    const text = details.trim();
    onConfirm(text ? { reason_code: code, reason: text } : { reason_code: code });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: reset } }}
      // A row click opens the item; a click inside the dialog must not reach the row.
      onClick={(event) => event.stopPropagation()}
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormControl error={missing} required component="fieldset" margin="dense">
            <FormLabel component="legend">{REJECT_DIALOG_TEXTS.reasonLabel}</FormLabel>
            <RadioGroup
              name="reason_code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value as RejectionReasonCode);
                setMissing(false);
              }}
              aria-describedby={missing ? errorId : undefined}
            >
              {Object.entries(REJECTION_REASONS).map(([value, label]) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
            {missing && (
              <FormHelperText id={errorId} role="alert">
                {REJECT_DIALOG_TEXTS.chooseReason}
              </FormHelperText>
            )}
          </FormControl>
          <TextField
            label={REJECT_DIALOG_TEXTS.detailsLabel}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX_LENGTH } }}
            helperText={`${details.length}/${REJECTION_REASON_MAX_LENGTH}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {REJECT_DIALOG_TEXTS.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {REJECT_DIALOG_TEXTS.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
