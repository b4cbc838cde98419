import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';

/**
 * Admins: the other admin accounts, with Reset two-factor for one who lost the phone and the recovery codes. Admins
 * are neither verified nor suspended from the panel, so those actions are not here.
 */
export function AdminAccountList() {
  return (
    <AdminList>
      <AdminTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col label="Actions" disableSort>
          <ResetTwoFactorButton />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
