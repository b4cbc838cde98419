import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_SCREEN_TEXTS as TEXT, CONVERSATION_TEXTS } from '@community/vocabulary';
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
  const [sendError, setSendError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSendError(null);
    const problem = replyError(text);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await sendReply(conversationId, text.trim());
      if (result.ok) {
        setText('');
        onSent();
      } else {
        setSendError(result.error);
      }
    } catch {
      setSendError(TEXT.genericError);
    } finally {
      setBusy(false);
    }
  }

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
      {sendError && <Alert severity="error">{sendError}</Alert>}
      <Button type="submit" variant="contained" disabled={busy} aria-busy={busy} sx={{ alignSelf: 'flex-start' }}>
        {TEXT.sendReply}
      </Button>
    </Stack>
  );
}
