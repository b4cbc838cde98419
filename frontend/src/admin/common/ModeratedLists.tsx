import type { ReactElement } from 'react';
import { DataTable, type DataTableProps } from 'react-admin';
import { AdminList } from './AdminList';
import { AdminTable } from './AdminTable';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { BulkModerationButtons, ModerationRowButtons } from './ModerationButtons';
import type { Moderation } from './moderation';
import { actionsColumn } from './RowCards';

interface ListProps {
  /** The list's DataTable.Col elements (the row cards on a phone are built from the same ones). */
  columns: ReactElement[];
  rowClick?: DataTableProps['rowClick'];
}

/** Everything of a kind (ads, business groups) with Delete on each row, behind its confirmation. */
export function DeletableList({ columns, rowClick, confirm }: ListProps & { confirm: { title: string; content: string; done: string } }) {
  return (
    <AdminList>
      <AdminTable rowClick={rowClick}>
        {columns}
        <DataTable.Col label={actionsColumn()} disableSort>
          <ConfirmDeleteButton confirmTitle={confirm.title} confirmContent={confirm.content} successMessage={confirm.done} />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}

/** What waits for review, oldest first, with Approve and Reject on each row and for the selected rows. */
export function PendingList({ columns, rowClick, moderation }: ListProps & { moderation: Moderation }) {
  return (
    <AdminList sort={{ field: 'id', order: 'ASC' }}>
      <AdminTable rowClick={rowClick} bulkActionButtons={<BulkModerationButtons moderation={moderation} />}>
        {columns}
        <DataTable.Col label={actionsColumn()} disableSort>
          <ModerationRowButtons moderation={moderation} />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
