import { Chip } from '@mui/material';
import { styled } from '@mui/material/styles';
import { CONVERSATION_SCREEN_TEXTS as TEXT } from '@community/vocabulary';

// Styled once here rather than by `sx` on every row: `sx` is resolved against the theme at each render, and a
// directory renders one of these per member.
// The label wraps instead of ending in an ellipsis, so nothing is lost at 320 px with wider text spacing (WCAG 1.4.12).
const wrapping = { height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;
const InlineLabel = styled(Chip)(({ theme }) => ({ ...wrapping, marginLeft: theme.spacing(1), verticalAlign: 'middle' }));
const StandaloneLabel = styled(Chip)({ ...wrapping, alignSelf: 'flex-start' });

/** Whether a helper, lawyer or doctor takes new requests (the directories' accepting_requests); nothing when unknown. */
/** `inline` sits after a name in a list row; otherwise it stands on its own line in a profile. */
export function AcceptingRequestsLabel({ accepting, inline = true }: { accepting: boolean | undefined; inline?: boolean }) {
  if (accepting === undefined) return null;
  const Label = inline ? InlineLabel : StandaloneLabel;
  return (
    <Label
      size="small"
      variant="outlined"
      color={accepting ? 'success' : 'default'}
      label={accepting ? TEXT.acceptingRequests : TEXT.notAcceptingRequests}
    />
  );
}
