import { Chip } from '@mui/material';
import { CONVERSATION_SCREEN_TEXTS as TEXT } from '@community/vocabulary';

/** Whether a helper, lawyer or doctor takes new requests (the directories' accepting_requests); nothing when unknown. */
export function AcceptingRequestsLabel({ accepting }: { accepting: boolean | undefined }) {
  if (accepting === undefined) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={accepting ? 'success' : 'default'}
      label={accepting ? TEXT.acceptingRequests : TEXT.notAcceptingRequests}
      sx={{ ml: 1, verticalAlign: 'middle' }}
    />
  );
}
