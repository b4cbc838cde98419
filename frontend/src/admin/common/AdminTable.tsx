import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { DataTable, useListContext, type DataTableProps } from 'react-admin';
import { A11Y_TEXTS } from '@community/vocabulary';
import { announce } from '../../lib/a11y/announcer';
import { LoadingState, NoDataState } from './ListStates';
import { RowCards } from './RowCards';
import { RowNumberField } from './RowNumberField';
import { useRowCheckboxNames } from './use-row-checkbox-names';

type AdminTableProps = Pick<DataTableProps, 'rowClick' | 'bulkActionButtons'> & {
  children: ReactNode;
  /** Records open in a show page: on a phone the card's heading links there (a table row opens it on click). */
  showLink?: boolean;
};

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

/**
 * The DataTable every tab uses: a leading row-number column and the spec's Loading... / No data found states. Below
 * the md breakpoint (phones, and tablets held upright) the same columns are cards (RowCards), since a table of
 * seven columns is wider than the screen and puts the row's buttons out of reach.
 */
export function AdminTable({ children, rowClick = false, bulkActionButtons = false, showLink = rowClick === 'show' }: AdminTableProps) {
  const { isPending, data } = useListContext();
  const table = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  useRowCheckboxNames(table, data);
  useSearchResultAnnouncement();
  if (isPending) return <LoadingState />;
  if (narrow) {
    if (!data?.length) return <NoDataState />;
    return (
      <RowCards showLink={showLink} bulkActionButtons={bulkActionButtons}>
        {children}
      </RowCards>
    );
  }
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
