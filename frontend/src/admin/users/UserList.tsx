import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { VerificationButton } from './VerificationButton';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';

/**
 * helpers and seekers: name, email, role, Verify / Remove verification (the Verified badge, issue #12), Reset
 * two-factor (for a member who lost the phone and the recovery codes) and Delete, which suspends the member (they can
 * no longer sign in).
 */
export function UserList() {
  return (
    <AdminList>
      <AdminTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role" />
        <DataTable.Col label="Actions" disableSort>
          <VerificationButton />
          <ResetTwoFactorButton />
          <ConfirmDeleteButton
            confirmTitle="Delete this member?"
            confirmContent="The member is suspended and can no longer sign in."
            successMessage="Member deleted"
          />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
