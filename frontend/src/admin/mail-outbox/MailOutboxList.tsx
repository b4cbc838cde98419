import { DataTable, DateField, List, Pagination, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { AdminTable } from '../common/AdminTable';
import { ACTIONS_COLUMN } from '../common/RowCards';
import { safeCsvExporter } from '../common/csvExport';
import { BulkRetryButton, RetryButton } from './RetryButtons';
import { PanelExportButton } from '../common/PanelExportButton';
import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';

const STATUS_CHOICES = [
  { id: 'failed', name: 'Failed (given up after 24 h)' },
  { id: 'pending', name: 'Waiting to be sent' },
  { id: 'sent', name: 'Sent' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn emptyText="Every status" />,
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
      filters={filters}
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
          <DateField source="queued_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="last_attempt_at" label={ADMIN_PANEL_TEXTS.columns.lastAttempt}>
          <DateField source="last_attempt_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="failed_at" label={ADMIN_PANEL_TEXTS.columns.failed}>
          <DateField source="failed_at" showTime />
        </DataTable.Col>
        <DataTable.Col label={ACTIONS_COLUMN} disableSort>
          <RetryButton />
        </DataTable.Col>
      </AdminTable>
    </List>
  );
}
