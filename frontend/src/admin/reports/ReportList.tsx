import { DataTable, TextField } from 'react-admin';
import { LanguageDateField } from '../common/LanguageDateField';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ReportStatusField } from './ReportStatusField';
import { ADMIN_PANEL_TEXTS, OPTION_LABELS } from '@community/vocabulary';
import { LabelField } from '../common/LabelField';

/** Reports: what members flagged, newest first; a row opens the report with the conversation and the actions. */
export function ReportList() {
  return (
    <AdminList>
      <AdminTable rowClick="show">
        <DataTable.Col source="reason">
          <LabelField source="reason" labels={OPTION_LABELS.reportReasons} />
        </DataTable.Col>
        <DataTable.Col source="details" sx={{ minWidth: 240 }}>
          <TextField source="details" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        </DataTable.Col>
        <DataTable.Col source="reporter.name" label={ADMIN_PANEL_TEXTS.columns.reporter} disableSort />
        <DataTable.Col source="reported_user.name" label={ADMIN_PANEL_TEXTS.columns.reportedMember} disableSort />
        <DataTable.Col source="status">
          <ReportStatusField />
        </DataTable.Col>
        <DataTable.Col source="created_at" label={ADMIN_PANEL_TEXTS.columns.reported}>
          <LanguageDateField source="created_at" showTime />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
