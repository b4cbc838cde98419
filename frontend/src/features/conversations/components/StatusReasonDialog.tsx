import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { useId, useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_SCREEN_TEXTS as TEXT } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { useFormSubmission, type SubmitOutcome } from '../../../lib/use-form-submission';

const OWN_WORDS = 'own-words';

interface StatusReasonDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Ready-made reasons to pick from (decline); without them the dialog asks for free text only (more info). */
  choices?: readonly string[];
  /** A choice's words in the reader's language (the API gets the choice itself). */
  choiceLabel?: (choice: string) => string;
  textLabel: string;
  onClose: () => void;
  /** Sends the change; the dialog shows an error outcome and is closed by the caller on success. */
  onSubmit: (reason: string | undefined) => Promise<SubmitOutcome>;
}

/** A status change that may carry a reason: a listed one, the member's own words, or none. */
export function StatusReasonDialog({
  open,
  title,
  submitLabel,
  choices,
  choiceLabel = (choice) => choice,
  textLabel,
  onClose,
  onSubmit,
}: StatusReasonDialogProps) {
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const labelId = useId();
  const typing = !choices || choice === OWN_WORDS;
  const { phase, outcome, handleSubmit } = useFormSubmission({
    send: async () => {
      const outcome = await onSubmit(typing ? text.trim() || undefined : choice || undefined);
      if (outcome.severity === 'success') {
        setChoice('');
        setText('');
      }
      return outcome;
    },
    thrownText: TEXT.genericError,
  });
  const busy = phase === 'submitting';

  return (
    <AppModal open={open} title={title} onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
        {choices && (
          <FormControl>
            <FormLabel id={labelId}>{TEXT.reasonLabel}</FormLabel>
            <RadioGroup aria-labelledby={labelId} value={choice} onChange={(event) => setChoice(event.target.value)}>
              <FormControlLabel value="" control={<Radio />} label={TEXT.noReason} />
              {choices.map((reason) => (
                <FormControlLabel key={reason} value={reason} control={<Radio />} label={choiceLabel(reason)} />
              ))}
              <FormControlLabel value={OWN_WORDS} control={<Radio />} label={TEXT.otherReason} />
            </RadioGroup>
          </FormControl>
        )}
        {typing && (
          <TextField
            label={textLabel}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.reasonMax } }}
          />
        )}
        <OutcomeAlert outcome={outcome?.severity === 'error' ? outcome : null} />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </AppModal>
  );
}
