import type { ReactNode } from 'react';
import { DataTable, useListContext, type DataTableProps } from 'react-admin';
import { LoadingState, NoDataState } from './ListStates';
import { RowNumberField } from './RowNumberField';

type AdminTableProps = Pick<DataTableProps, 'rowClick' | 'bulkActionButtons'> & { children: ReactNode };

/** The DataTable every tab uses: a leading row-number column and the spec's Loading... / No data found states. */
export function AdminTable({ children, rowClick = false, bulkActionButtons = false }: AdminTableProps) {
  const { isPending } = useListContext();
  if (isPending) return <LoadingState />;
  return (
    <DataTable rowClick={rowClick} bulkActionButtons={bulkActionButtons} empty={<NoDataState />}>
      <DataTable.Col label="#" disableSort>
        <RowNumberField />
      </DataTable.Col>
      {children}
    </DataTable>
  );
}
