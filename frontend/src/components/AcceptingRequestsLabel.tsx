import { Chip } from '@mui/material';
import { CONVERSATION_SCREEN_TEXTS as TEXT } from '@community/vocabulary';

/** Whether a helper, lawyer or doctor takes new requests (the directories' accepting_requests); nothing when unknown. */
/** `inline` sits after a name in a list row; otherwise it stands on its own line in a profile. */
export function AcceptingRequestsLabel({ accepting, inline = true }: { accepting: boolean | undefined; inline?: boolean }) {
  if (accepting === undefined) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={accepting ? 'success' : 'default'}
      label={accepting ? TEXT.acceptingRequests : TEXT.notAcceptingRequests}
      // The label wraps instead of ending in an ellipsis, so nothing is lost at 320 px with wider text spacing (WCAG 1.4.12).
      sx={{
        height: 'auto',
        minHeight: 24,
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
        ...(inline ? { ml: 1, verticalAlign: 'middle' } : { alignSelf: 'flex-start' }),
      }}
    />
  );
}
