import { DataTable, DateField, TextField } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ReportStatusField } from './ReportStatusField';

/** Reports: what members flagged, newest first; a row opens the report with the conversation and the actions. */
export function ReportList() {
  return (
    <AdminList>
      <AdminTable rowClick="show">
        <DataTable.Col source="reason" />
        <DataTable.Col source="details" sx={{ minWidth: 240 }}>
          <TextField source="details" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        </DataTable.Col>
        <DataTable.Col source="reporter.name" label="Reporter" disableSort />
        <DataTable.Col source="reported_user.name" label="Reported member" disableSort />
        <DataTable.Col source="status">
          <ReportStatusField />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Reported">
          <DateField source="created_at" showTime />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
