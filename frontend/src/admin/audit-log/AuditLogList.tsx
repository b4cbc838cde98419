import { DataTable } from 'react-admin';
import { LanguageDateField } from '../common/LanguageDateField';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';

/** Every moderation action, newest first: who did what to which item, and when. Read-only. */
export function AuditLogList() {
  return (
    <AdminList sort={{ field: 'created_at', order: 'DESC' }}>
      <AdminTable>
        <DataTable.Col source="created_at" label={ADMIN_PANEL_TEXTS.columns.when}>
          <LanguageDateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actor_email" label={ADMIN_PANEL_TEXTS.columns.admin} />
        <DataTable.Col source="action" />
        <DataTable.Col source="target_type" label={ADMIN_PANEL_TEXTS.columns.item} />
        <DataTable.Col source="target_id" label={ADMIN_PANEL_TEXTS.columns.itemId} />
        <DataTable.Col source="summary" disableSort />
      </AdminTable>
    </AdminList>
  );
}
