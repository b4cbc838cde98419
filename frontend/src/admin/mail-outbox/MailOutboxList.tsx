import { DataTable, List, Pagination, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { LanguageDateField } from '../common/LanguageDateField';
import { AdminTable } from '../common/AdminTable';
import { actionsColumn } from '../common/RowCards';
import { safeCsvExporter } from '../common/csvExport';
import { BulkRetryButton, RetryButton } from './RetryButtons';
import { PanelExportButton } from '../common/PanelExportButton';
import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';

const STATUSES = ['failed', 'pending', 'sent'] as const;

// Made at render, so the choices are in the panel's language.
const filters = () => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={STATUSES.map((id) => ({ id, name: ADMIN_PANEL_TEXTS.mailOutbox.statuses[id] }))}
    alwaysOn
    emptyText={ADMIN_PANEL_TEXTS.mailOutbox.everyStatus}
  />,
];

const actions = (
  <TopToolbar>
    <PanelExportButton />
  </TopToolbar>
);

/**
 * Mail outbox: mails the workers could not deliver (failed opens first), with who, what, how many attempts and the
 * mail server's last answer, and Retry. Never the body: it may hold a sign-in or reset link.
 */
export function MailOutboxList() {
  return (
    <List
      filters={filters()}
      filterDefaultValues={{ status: 'failed' }}
      actions={actions}
      exporter={safeCsvExporter}
      empty={false}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <AdminTable bulkActionButtons={<BulkRetryButton />}>
        <DataTable.Col source="recipient" />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status" />
        <DataTable.Col source="attempts" />
        <DataTable.Col source="last_error" label={ADMIN_PANEL_TEXTS.columns.lastError} disableSort sx={{ minWidth: 200, overflowWrap: 'anywhere' }} />
        <DataTable.Col source="queued_at" label={ADMIN_PANEL_TEXTS.columns.queued}>
          <LanguageDateField source="queued_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="last_attempt_at" label={ADMIN_PANEL_TEXTS.columns.lastAttempt}>
          <LanguageDateField source="last_attempt_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="failed_at" label={ADMIN_PANEL_TEXTS.columns.failed}>
          <LanguageDateField source="failed_at" showTime />
        </DataTable.Col>
        <DataTable.Col label={actionsColumn()} disableSort>
          <RetryButton />
        </DataTable.Col>
      </AdminTable>
    </List>
  );
}
