import { Typography } from '@mui/material';
import { CONVERSATION_SCREEN_TEXTS as TEXT } from '@community/vocabulary';
import type { ConversationSummary } from '../api/types';

/**
 * What a list row says of the thread's latest message: its start as the API cut it, or a neutral line where it
 * gives none: a legal or clinic thread (never previewed, their contents are sealed) or a message the reader
 * reported. At most two lines, then an ellipsis.
 */
export function ConversationPreview({ conversation }: { conversation: ConversationSummary }) {
  const { preview, kind } = conversation;
  const neutral = preview === null ? (TEXT.privatePreview[kind] ?? TEXT.reportedPreview) : null;
  // A row without the field at all (an API from before previews) stays as it was.
  if (typeof preview !== 'string' && neutral === null) return null;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        mt: 0.25,
        fontStyle: neutral ? 'italic' : undefined,
        color: neutral ? 'text.secondary' : 'text.primary',
      }}
    >
      {neutral ?? preview}
    </Typography>
  );
}
