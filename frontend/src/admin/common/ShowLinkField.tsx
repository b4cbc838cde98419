import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * A column's text as a link to the record's page: a list whose rows hold dialogs (Verify, Reset two-factor) opens
 * records by a link rather than a row click, which every click inside a dialog would also set off.
 */
export function ShowLinkField({ source }: { source: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={createPath({ resource, id: record.id, type: 'show' })}>
      {String(record[source] ?? '')}
    </MuiLink>
  );
}
