import type { FC } from 'react';
import type { TablePaginationProps } from '@mui/material';
import { Pagination, PaginationActions, useListContext, useTranslate, type PaginationActionsProps, type PaginationProps } from 'react-admin';
import { COMPONENT_TEXTS } from '@community/vocabulary';

/**
 * react-admin's Pagination hands the props it does not know to MUI's TablePagination, getItemAriaLabel included
 * (its type leaves it out).
 */
const NamedPagination = Pagination as FC<PaginationProps & Pick<TablePaginationProps, 'getItemAriaLabel'>>;

/** react-admin's page numbers, their list named as the shared theme names MUI's (COMPONENT_TEXTS). */
function NamedPaginationActions(props: PaginationActionsProps) {
  return <PaginationActions {...props} aria-label={COMPONENT_TEXTS.paginationNavigation} />;
}

/**
 * Every tab's paging. react-admin names the previous and next buttons from its messages on a wide screen only; on a
 * phone MUI's own English names would show, so they are given here for both.
 */
export function AdminPagination() {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <NamedPagination
      rowsPerPageOptions={[10, 25, 50, 100]}
      // Without a total react-admin pages with MUI's previous / next buttons alone (partial navigation).
      actions={total != null ? NamedPaginationActions : undefined}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
}
