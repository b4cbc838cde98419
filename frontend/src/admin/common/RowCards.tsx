import { Box, Card, CardActions, CardContent, Checkbox, Link as MuiLink, Typography } from '@mui/material';
import { Children, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BulkActionsToolbar,
  FieldTitle,
  RecordContextProvider,
  useCreatePath,
  useGetResourceLabel,
  useListContext,
  useResourceContext,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { A11Y_TEXTS, ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { RowNumberField } from './RowNumberField';
import { recordName } from './use-row-checkbox-names';

/** The label of a list's last column, whose buttons act on the row: on a card they sit at its foot. */
/** The actions column's header, which also marks it (RowCards shows its buttons under the card's fields). */
export const actionsColumn = () => ADMIN_PANEL_TEXTS.actions;

type Column = ReactElement<DataTableColumnProps>;

/** The DataTable.Col elements of a list, arrays included, as the table itself reads them. */
export function columnsOf(children: ReactNode): Column[] {
  return Children.toArray(children).filter((child): child is Column => isValidElement(child));
}

/** What a column shows for the record in context: the same rules as react-admin's DataTableCell. */
function CellContent({ column, record }: { column: DataTableColumnProps; record: RaRecord }) {
  if (column.children) return <>{column.children}</>;
  if (column.render) return <>{column.render(record)}</>;
  if (column.field) return createElement(column.field, { source: column.source });
  const value = column.source?.split('.').reduce<unknown>((part, key) => (part as Record<string, unknown> | null | undefined)?.[key], record);
  return <>{value != null ? String(value) : ''}</>;
}

interface RowCardsProps {
  children: ReactNode;
  /** The card's heading links to the record's show page. */
  showLink: boolean;
  bulkActionButtons: ReactNode | false;
}

/**
 * A list on a phone: one card per row, every column as a label and its value, the row's buttons at the card's foot.
 * The same DataTable.Col elements as the table, so a list declares its columns once; nothing is wider than the
 * screen, so no action sits off to the right.
 */
export function RowCards({ children, showLink, bulkActionButtons }: RowCardsProps) {
  const { data, selectedIds, onToggleItem } = useListContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const resourceLabel = useGetResourceLabel();
  const columns = columnsOf(children);
  const fields = columns.filter((column) => column.props.label !== actionsColumn());
  const actions = columns.filter((column) => column.props.label === actionsColumn());
  return (
    <Box>
      {bulkActionButtons !== false && selectedIds.length > 0 && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      <Box component="ul" aria-label={resource ? resourceLabel(resource, 2) : undefined} sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
        {(data ?? []).map((record) => {
          const name = recordName(record);
          return (
            <RecordContextProvider key={record.id} value={record}>
              <Card component="li" variant="outlined" sx={{ minWidth: 0 }}>
                <CardContent sx={{ pb: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {bulkActionButtons !== false && (
                      <Checkbox
                        checked={selectedIds.includes(record.id)}
                        onChange={() => onToggleItem(record.id)}
                        slotProps={{ input: { 'aria-label': A11Y_TEXTS.selectRow(name) } }}
                        sx={{ ml: -1 }}
                      />
                    )}
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      <RowNumberField />
                      {'. '}
                      {showLink ? (
                        <MuiLink component={Link} to={createPath({ resource, id: record.id, type: 'show' })}>
                          {name}
                        </MuiLink>
                      ) : (
                        name
                      )}
                    </Typography>
                  </Box>
                  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1, rowGap: 0.5 }}>
                    {fields.map((column, index) => (
                      <Box key={column.key ?? column.props.source ?? index} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          <FieldTitle label={column.props.label} source={column.props.source} resource={resource} />
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                          <CellContent column={column.props} record={record} />
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </CardContent>
                {actions.length > 0 && (
                  <CardActions sx={{ flexWrap: 'wrap', gap: 1, pt: 0 }}>
                    {actions.map((column, index) => (
                      <CellContent key={index} column={column.props} record={record} />
                    ))}
                  </CardActions>
                )}
              </Card>
            </RecordContextProvider>
          );
        })}
      </Box>
    </Box>
  );
}
