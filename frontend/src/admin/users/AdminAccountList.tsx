import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ShowLinkField } from '../common/ShowLinkField';

/**
 * Admins: the admin accounts, name (opening the account's page) and email. The panel acts on none of them:
 * suspending an admin and resetting an admin's two-factor are refused by one rule of the API (docs/security.md); an
 * admin who lost the phone and the recovery codes is reset on the server (`npm run reset-two-factor`).
 */
export function AdminAccountList() {
  return (
    <AdminList>
      <AdminTable>
        <DataTable.Col source="name">
          <ShowLinkField source="name" />
        </DataTable.Col>
        <DataTable.Col source="email" />
      </AdminTable>
    </AdminList>
  );
}
