import { Button, Stack } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_SCREEN_TEXTS as TEXT, CONVERSATION_TEXTS } from '@community/vocabulary';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { sendReply } from '../api/conversation-actions';
import type { Conversation } from '../api/types';

function replyError(text: string): string | null {
  if (text.trim().length < CONVERSATION_LIMITS.replyMin) return CONVERSATION_TEXTS.replyRequired;
  if (text.length > CONVERSATION_LIMITS.replyMax) return CONVERSATION_TEXTS.replyTooLong;
  return null;
}

export function ReplyForm({ conversationId, onSent }: { conversationId: Conversation['id']; onSent: () => void }) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const check = () => {
    const problem = replyError(text);
    setFieldError(problem);
    return !problem;
  };
  const { phase, outcome, handleSubmit } = useFormSubmission({
    check,
    send: async () => {
      const result = await sendReply(conversationId, text.trim());
      if (!result.ok) return { severity: 'error', text: result.error };
      setText('');
      onSent();
      return { severity: 'success', text: CONVERSATION_TEXTS.replySent };
    },
    thrownText: TEXT.genericError,
  });
  const busy = phase === 'submitting';

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1}>
      <TextField
        label={TEXT.replyLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        error={!!fieldError}
        helperText={fieldError ?? `${text.length} / ${CONVERSATION_LIMITS.replyMax}`}
        slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.replyMax } }}
      />
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" variant="contained" disabled={busy} aria-busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {TEXT.sendReply}
      </Button>
    </Stack>
  );
}
