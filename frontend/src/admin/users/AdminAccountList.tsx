import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { personColumns } from './person-columns';

/**
 * Admins: the admin accounts, name (opening the account's page) and email. The panel acts on none of them:
 * suspending an admin and resetting an admin's two-factor are refused by one rule of the API (docs/security.md); an
 * admin who lost the phone and the recovery codes is reset on the server (`npm run reset-two-factor`).
 */
export function AdminAccountList() {
  return (
    <AdminList>
      <AdminTable>{personColumns}</AdminTable>
    </AdminList>
  );
}
