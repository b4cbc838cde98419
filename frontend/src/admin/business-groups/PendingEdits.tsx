import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DataTable, ListButton, Show, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import type { ApiSchema } from '../../lib/api-client';
import { PendingList } from '../common/ModeratedLists';
import { ModerationRowButtons } from '../common/ModerationButtons';
import { businessGroupEditModeration } from './moderation';
import { ADMIN_PANEL_TEXTS, FIELD_LABELS } from '@community/vocabulary';

/** The API's pending_edit (AdminBusinessGroupDto): what the owner proposed for an approved listing. */
type PendingEdit = ApiSchema<'PendingBusinessGroupEditDto'>;

/** The comparison's words (a table of the panel's catalog, read at render). */
export const PENDING_EDIT_TEXTS = ADMIN_PANEL_TEXTS.pendingEdit;

/** The compared fields, made at render so their names are read in the page's language. */
const fields = (): ReadonlyArray<{ key: keyof PendingEdit; label: string }> => [
  { key: 'title', label: FIELD_LABELS.title },
  { key: 'description', label: FIELD_LABELS.description },
  { key: 'website', label: FIELD_LABELS.website },
];

function proposed(record: RaRecord | undefined): PendingEdit | null {
  const edit = record?.pending_edit as PendingEdit | null | undefined;
  return edit ?? null;
}

function ProposedTitleField() {
  const record = useRecordContext();
  const edit = proposed(record);
  if (!edit) return null;
  return <span>{edit.title}</span>;
}

function ChangedFieldsField() {
  const record = useRecordContext();
  const edit = proposed(record);
  if (!record || !edit) return null;
  return (
    <span>
      {fields()
        .filter(({ key }) => (record[key] ?? null) !== (edit[key] ?? null))
        .map(({ label }) => label)
        .join(', ')}
    </span>
  );
}

const pendingEditColumns = () => [
  <DataTable.Col key="title" source="title" label={ADMIN_PANEL_TEXTS.columns.liveTitle} />,
  <DataTable.Col key="proposed" label={ADMIN_PANEL_TEXTS.columns.proposedTitle} disableSort>
    <ProposedTitleField />
  </DataTable.Col>,
  <DataTable.Col key="changed" label={ADMIN_PANEL_TEXTS.columns.changed} disableSort>
    <ChangedFieldsField />
  </DataTable.Col>,
  <DataTable.Col key="email" source="email" label={ADMIN_PANEL_TEXTS.columns.ownersEmail} />,
];

/** Pending edits: approved listings whose owner's edit waits; a row opens the side-by-side view. Oldest first. */
export function PendingEditList() {
  return <PendingList columns={pendingEditColumns()} rowClick="show" moderation={businessGroupEditModeration} />;
}

/** Live and proposed title, description and website side by side, each changed field marked in words. */
function EditComparison() {
  const record = useRecordContext();
  const edit = proposed(record);
  if (!record) return null;
  if (!edit) return <Typography>{PENDING_EDIT_TEXTS.noEdit}</Typography>;
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {PENDING_EDIT_TEXTS.heading}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {PENDING_EDIT_TEXTS.intro}
      </Typography>
      <Table size="small" aria-label={PENDING_EDIT_TEXTS.heading}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {PENDING_EDIT_TEXTS.field}
            </TableCell>
            <TableCell component="th" scope="col">
              {PENDING_EDIT_TEXTS.live}
            </TableCell>
            <TableCell component="th" scope="col">
              {PENDING_EDIT_TEXTS.proposed}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields().map(({ key, label }) => {
            const live = (record[key] as string | null) ?? null;
            const next = edit[key] ?? null;
            const changed = live !== next;
            return (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {label}
                  {changed && (
                    <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 700 }}>
                      {PENDING_EDIT_TEXTS.changed}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', verticalAlign: 'top' }}>{live ?? PENDING_EDIT_TEXTS.none}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', verticalAlign: 'top', fontWeight: changed ? 700 : undefined }}>
                  {next ?? PENDING_EDIT_TEXTS.none}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function PendingEditActions() {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ListButton />
      {proposed(record) && <ModerationRowButtons moderation={businessGroupEditModeration} backToList />}
    </TopToolbar>
  );
}

function PendingEditTitle() {
  const record = useRecordContext();
  return <span>{record ? ADMIN_PANEL_TEXTS.recordTitles.pendingEdit(String(record.title)) : ADMIN_PANEL_TEXTS.recordNames.pendingEdit}</span>;
}

export function PendingEditShow() {
  return (
    <Show actions={<PendingEditActions />} title={<PendingEditTitle />}>
      <EditComparison />
    </Show>
  );
}
