import type { ReactNode } from 'react';
import { List, TopToolbar, type SortPayload } from 'react-admin';
import { AdminPagination } from './AdminPagination';
import { searchFilters } from './SearchFilter';
import { safeCsvExporter } from './csvExport';
import { PanelExportButton } from './PanelExportButton';

const pagination = <AdminPagination />;
const newestFirst: SortPayload = { field: 'id', order: 'DESC' };
// Only Export: react-admin's "Add filter" (saved queries) has nothing to offer beside the one search box.
const actions = (
  <TopToolbar>
    <PanelExportButton />
  </TopToolbar>
);

/**
 * Every tab's list: the search box, server-side paging and sorting, and CSV export (cells that
 * a spreadsheet would run as formulas are neutralised). `empty={false}` keeps the
 * search box and the table on screen when there is nothing, so the table can say No data found.
 */
export function AdminList({ children, sort = newestFirst }: { children: ReactNode; sort?: SortPayload }) {
  return (
    <List filters={searchFilters()} actions={actions} exporter={safeCsvExporter} empty={false} perPage={25} pagination={pagination} sort={sort}>
      {children}
    </List>
  );
}
