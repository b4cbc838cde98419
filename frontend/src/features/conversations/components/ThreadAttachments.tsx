import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { CONVERSATION_SCREEN_TEXTS as TEXT } from '@community/vocabulary';
import { announce } from '../../../lib/a11y/announcer';
import { downloadAttachment } from '../../../lib/api/jobs';
import { serverText } from '../../../lib/server-text';
import type { Conversation } from '../api/types';

type Attachment = Conversation['attachments'][number];

/**
 * The files sent in a thread (a job application's CV). Only the two participants may read them, so each is fetched
 * with the session's token and handed to the browser as a file (a blob), never as a bare link the browser would open
 * without the token.
 */
export function ThreadAttachments({ conversationId, attachments }: { conversationId: number; attachments: Attachment[] }) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  if (!attachments.length) return null;

  const download = async (file: Attachment) => {
    setBusy(file.id);
    setProblem('');
    const answer = await downloadAttachment(conversationId, file.id, file.name).catch(() => ({ ok: false, status: 0, data: {} }));
    setBusy(null);
    if (!answer.ok) {
      const text = serverText(answer.data, TEXT.attachmentDownloadFailed);
      setProblem(text);
      announce(text, 'assertive');
    }
  };

  return (
    <Box component="section" aria-labelledby="attachments-title" sx={{ my: 2 }}>
      <Typography id="attachments-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {TEXT.attachments}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {attachments.map((file) => (
          <Button
            key={file.id}
            variant="outlined"
            size="small"
            onClick={() => download(file)}
            disabled={busy === file.id}
            aria-busy={busy === file.id}
            sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}
          >
            {TEXT.downloadAttachment(file.name, TEXT.attachmentSize(file.size))}
          </Button>
        ))}
      </Stack>
      {problem && (
        <Alert severity="error" role="none" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
