import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ADMIN_PANEL_TEXTS, adStatusOf, businessGroupStatusOf, type AdStatus } from '@community/vocabulary';

const CHIP_COLORS: Partial<Record<AdStatus | 'unknown', ChipProps['color']>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

function StatusChip({ status }: { status: AdStatus | 'unknown' }) {
  return <Chip size="small" variant="outlined" label={ADMIN_PANEL_TEXTS.reviewStatuses[status]} color={CHIP_COLORS[status] ?? 'default'} />;
}

/** Ads: pending, approved or rejected; anything else is Unknown (spec section 4). */
export function AdStatusField() {
  const record = useRecordContext();
  if (!record) return null;
  return <StatusChip status={adStatusOf(record.status)} />;
}

/** Business groups: 0 pending, 1 approved, 2 rejected; anything else is Unknown (spec section 4). */
export function BusinessGroupStatusField() {
  const record = useRecordContext();
  if (!record) return null;
  return <StatusChip status={businessGroupStatusOf(record.status)} />;
}
