import { Chip, type ChipProps } from '@mui/material';
import { STATUS_LABELS, type ConversationStatus } from '@community/vocabulary';

const COLORS: Record<ConversationStatus, ChipProps['color']> = {
  new: 'primary',
  read: 'default',
  accepted: 'success',
  declined: 'error',
  more_info: 'warning',
  closed: 'default',
  expired: 'default',
};

/** A conversation's status; business-group conversations have none and show nothing. */
export function StatusChip({ status }: { status: ConversationStatus | null }) {
  if (!status) return null;
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={STATUS_LABELS[status] ?? status} />;
}
