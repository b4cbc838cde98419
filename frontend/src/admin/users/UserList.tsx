import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { VerificationButton } from './VerificationButton';

/**
 * helpers and seekers: name, email, role, Verify / Remove verification (the Verified badge, issue #12) and Delete,
 * which suspends the member (they can no longer sign in).
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
