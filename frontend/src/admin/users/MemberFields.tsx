import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useRecordContext } from 'react-admin';
import { ADMIN_PANEL_TEXTS as TEXT, MESSAGES } from '@community/vocabulary';
import type { ApiSchema } from '../../lib/api-client';
import { TWO_FACTOR_RESOURCE, type TwoFactorState } from '../dataProvider';
import { errorText } from '../common/moderation';
import { formatDate } from '../../lib/i18n/format';

export type MemberRecord = ApiSchema<'AdminUserDto'>;

/** A value as react-admin's TextField shows it (body2), so the page reads as one. */
const Value = ({ children }: { children: ReactNode }) => (
  <Typography component="span" variant="body2">
    {children}
  </Typography>
);

const day = (iso: string) => formatDate(iso, 'longDay');

/** Yes or No in words: a screen reader reads a tick icon as nothing, or as "check mark". */
export function YesNoField({ source }: { source: 'emailConfirmed' | 'verified' | 'suspended' }) {
  const record = useRecordContext<MemberRecord>();
  if (!record) return null;
  return <Value>{record[source] ? TEXT.yes : TEXT.no}</Value>;
}

export function VerifiedField() {
  const record = useRecordContext<MemberRecord>();
  if (!record) return null;
  return <Value>{record.verified && record.verified_at ? TEXT.verifiedOn(day(record.verified_at), record.verification_note) : TEXT.no}</Value>;
}

export function SuspendedField() {
  const record = useRecordContext<MemberRecord>();
  if (!record) return null;
  return <Value>{record.suspended && record.suspended_at ? TEXT.suspendedOn(day(record.suspended_at)) : TEXT.no}</Value>;
}

export function JoinedField() {
  const record = useRecordContext<MemberRecord>();
  return record ? <Value>{day(record.created_at)}</Value> : null;
}

/** On since when, or Off: asked of the two-factor module for this one account (GET /admin/users/{id}/two-factor). */
export function TwoFactorField() {
  const record = useRecordContext<MemberRecord>();
  const { data, isPending, error } = useGetOne<TwoFactorState>(TWO_FACTOR_RESOURCE, { id: record?.id ?? 0 }, { enabled: record !== undefined });
  if (!record) return null;
  if (isPending) return <Value>{MESSAGES.directory.loading}</Value>;
  if (error || !data) return <Value>{errorText(error)}</Value>;
  if (!data.enabled) return <Value>{TEXT.twoFactorOff}</Value>;
  return <Value>{data.enabled_at ? TEXT.twoFactorOnSince(day(data.enabled_at)) : TEXT.twoFactorOn}</Value>;
}
