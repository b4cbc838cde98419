import { DataTable } from 'react-admin';
import { ADMIN_PANEL_TEXTS as TEXT, ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { LabelField } from '../common/LabelField';
import { actionsColumn } from '../common/RowCards';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { personColumns } from './person-columns';
import { VerificationButton } from './VerificationButton';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { YesNoField } from './MemberFields';

/**
 * helpers and seekers: name (opens the member's page), email, whether the email is confirmed, role, whether an admin
 * verified them, Verify / Remove verification (the Verified badge, issue #12), Reset two-factor (for a member who
 * lost the phone and the recovery codes) and Delete, which suspends the member (they can no longer sign in).
 */
export function UserList() {
  return (
    <AdminList>
      <AdminTable>
        {personColumns}
        <DataTable.Col source="emailConfirmed" label={TEXT.emailConfirmed}>
          <YesNoField source="emailConfirmed" />
        </DataTable.Col>
        <DataTable.Col source="role">
          <LabelField source="role" labels={ADMIN_PANEL_TEXTS.roles} />
        </DataTable.Col>
        <DataTable.Col source="verified" label={TEXT.verified}>
          <YesNoField source="verified" />
        </DataTable.Col>
        <DataTable.Col label={actionsColumn()} disableSort>
          <VerificationButton />
          <ResetTwoFactorButton />
          <ConfirmDeleteButton
            confirmTitle={ADMIN_PANEL_TEXTS.deletes.member.title}
            confirmContent={ADMIN_PANEL_TEXTS.deletes.member.content}
            successMessage={ADMIN_PANEL_TEXTS.deletes.member.done}
          />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
