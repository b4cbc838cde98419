import type { ReactNode } from 'react';
import { List, Pagination, type SortPayload } from 'react-admin';
import { searchFilters } from './SearchFilter';

const pagination = <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;
const newestFirst: SortPayload = { field: 'id', order: 'DESC' };

/**
 * Every tab's list: the search box, server-side paging and sorting, and CSV export. `empty={false}` keeps the
 * search box and the table on screen when there is nothing, so the table can say No data found.
 */
export function AdminList({ children, sort = newestFirst }: { children: ReactNode; sort?: SortPayload }) {
  return (
    <List filters={searchFilters} empty={false} perPage={25} pagination={pagination} sort={sort}>
      {children}
    </List>
  );
}
