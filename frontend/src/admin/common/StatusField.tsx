import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { adStatusLabel, businessGroupStatusLabel } from '@community/vocabulary';

const CHIP_COLORS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

function StatusChip({ label }: { label: string }) {
  return <Chip size="small" variant="outlined" label={label} color={CHIP_COLORS[label] ?? 'default'} />;
}

/** Ads: pending, approved or rejected; anything else is Unknown (spec section 4). */
export function AdStatusField() {
  const record = useRecordContext();
  if (!record) return null;
  return <StatusChip label={adStatusLabel(record.status)} />;
}

/** Business groups: 0 pending, 1 approved, 2 rejected; anything else is Unknown (spec section 4). */
export function BusinessGroupStatusField() {
  const record = useRecordContext();
  if (!record) return null;
  return <StatusChip label={businessGroupStatusLabel(record.status)} />;
}
