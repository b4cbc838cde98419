import { DataTable, DateField } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';

/** Every moderation action, newest first: who did what to which item, and when. Read-only. */
export function AuditLogList() {
  return (
    <AdminList sort={{ field: 'created_at', order: 'DESC' }}>
      <AdminTable>
        <DataTable.Col source="created_at" label="When">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actor_email" label="Admin" />
        <DataTable.Col source="action" />
        <DataTable.Col source="target_type" label="Item" />
        <DataTable.Col source="target_id" label="Item id" />
        <DataTable.Col source="summary" disableSort />
      </AdminTable>
    </AdminList>
  );
}
