import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { TWO_FACTOR_TEXTS as TEXT } from '@community/vocabulary';
import type { AdminDataProvider } from '../dataProvider';
import { useAdminCall } from '../common/useAdminCall';
import type { MemberRecord } from './MemberFields';

/**
 * Reset two-factor, behind a confirmation that says when to do it: for an account holder who lost the phone and the
 * recovery codes. The API refuses your own account and an account without two-factor; the notice shows its words.
 */
export function ResetTwoFactorButton() {
  const record = useRecordContext<MemberRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  const { busy, run } = useAdminCall();
  if (!record) return null;

  // Refreshed after, so a member's page reads Two-factor sign-in again (off now).
  const reset = () =>
    run(
      () => dataProvider.resetTwoFactor(record.id),
      (answer) => answer.message,
      () => {
        setOpen(false);
        refresh();
      },
    );

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`${TEXT.adminReset}: ${record.name ?? ''}`}>
        {TEXT.adminReset}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={TEXT.adminResetTitle(record.name ?? 'this account')}
        content={TEXT.adminResetContent}
        confirm={TEXT.adminReset}
        onConfirm={reset}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
