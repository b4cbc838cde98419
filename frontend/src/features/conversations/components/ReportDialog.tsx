import { Button, Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_SCREEN_TEXTS as TEXT, REPORT_REASONS, OPTION_LABELS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { useFormSubmission, type SubmitOutcome } from '../../../lib/use-form-submission';
import type { ApiSchema } from '../../../lib/api-client';
import { formatDate } from '../../../lib/i18n/format';

/** A message of the other side the member may show the admins. */
export type ReportableMessage = Pick<ApiSchema<'ReplyDto'>, 'id' | 'body' | 'created_at'>;

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The other side's messages, newest last: the one chosen is the only part of the thread the admins read. */
  messages: ReportableMessage[];
  /** Sends the report; the dialog shows an error outcome and is closed by the caller on success. */
  onReport: (reason: string, details: string, messageId?: number) => Promise<SubmitOutcome>;
}

const excerpt = (message: ReportableMessage) => {
  const text = message.body.replace(/\s+/g, ' ').trim();
  return `${formatDate(message.created_at, 'moment')}: ${text.length > 60 ? `${text.slice(0, 60)}...` : text}`;
};

export function ReportDialog({ open, onClose, messages, onReport }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [messageId, setMessageId] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const check = () => {
    setReasonError(reason ? null : TEXT.reasonRequired);
    return !!reason;
  };
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check,
    send: async () => {
      const outcome = await onReport(reason, details.trim(), messageId ? Number(messageId) : undefined);
      if (outcome.severity === 'success') {
        setReason('');
        setDetails('');
        setMessageId('');
      }
      return outcome;
    },
    thrownText: TEXT.genericError,
  });
  const busy = phase === 'submitting';

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
              {OPTION_LABELS.reportReasons[value]}
            </option>
          ))}
        </TextField>
        {messages.length > 0 && (
          <TextField
            select
            label={TEXT.reportedMessageLabel}
            value={messageId}
            onChange={(event) => setMessageId(event.target.value)}
            helperText={TEXT.reportedMessageHint}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{TEXT.noMessageChosen}</option>
            {messages.map((message) => (
              <option key={message.id} value={String(message.id)}>
                {excerpt(message)}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          label={TEXT.reportDetailsLabel}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.reportDetailsMax } }}
        />
        <OutcomeAlert outcome={outcome?.severity === 'error' ? outcome : null} />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {TEXT.sendReport}
        </Button>
      </Stack>
    </AppModal>
  );
}
