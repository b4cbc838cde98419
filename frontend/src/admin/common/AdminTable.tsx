import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { DataTable, useListContext, type DataTableProps } from 'react-admin';
import { A11Y_TEXTS } from '@community/vocabulary';
import { announce } from '../../lib/a11y/announcer';
import { LoadingState, NoDataState } from './ListStates';
import { RowNumberField } from './RowNumberField';
import { useRowCheckboxNames } from './use-row-checkbox-names';

type AdminTableProps = Pick<DataTableProps, 'rowClick' | 'bulkActionButtons'> & { children: ReactNode };

/** After a search has been answered, says how many rows it found (the table changing is not read out by itself). */
function useSearchResultAnnouncement() {
  const { filterValues, total, isPending, isFetching } = useListContext();
  const query = typeof filterValues?.q === 'string' ? filterValues.q : '';
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (isPending || isFetching || total === undefined) return;
    if (said.current === null) {
      said.current = query;
      return;
    }
    if (said.current === query) return;
    said.current = query;
    announce(A11Y_TEXTS.rowsFound(total));
  }, [query, total, isPending, isFetching]);
}

/** The DataTable every tab uses: a leading row-number column and the spec's Loading... / No data found states. */
export function AdminTable({ children, rowClick = false, bulkActionButtons = false }: AdminTableProps) {
  const { isPending, data } = useListContext();
  const table = useRef<HTMLDivElement>(null);
  useRowCheckboxNames(table, data);
  useSearchResultAnnouncement();
  if (isPending) return <LoadingState />;
  return (
    <Box ref={table}>
      <DataTable rowClick={rowClick} bulkActionButtons={bulkActionButtons} empty={<NoDataState />}>
        <DataTable.Col label="#" disableSort>
          <RowNumberField />
        </DataTable.Col>
        {children}
      </DataTable>
    </Box>
  );
}
