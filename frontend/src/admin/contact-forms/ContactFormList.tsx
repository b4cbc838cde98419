import { DataTable, useRecordContext } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';

function SenderNameField() {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{[record.first_name, record.last_name].filter(Boolean).join(' ')}</span>;
}

/** The whole message, line breaks kept: the moderator reads it here, there is no detail page. */
function MessageField() {
  const record = useRecordContext();
  if (!record) return null;
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.message}</span>;
}

/** contactForms: name, email, phone and message (spec section 2). */
export function ContactFormList() {
  return (
    <AdminList>
      <AdminTable>
        <DataTable.Col source="first_name" label={ADMIN_PANEL_TEXTS.columns.name}>
          <SenderNameField />
        </DataTable.Col>
        <DataTable.Col source="email" />
        <DataTable.Col source="phone_number" label={ADMIN_PANEL_TEXTS.columns.phone} />
        <DataTable.Col source="message" sx={{ minWidth: 320 }}>
          <MessageField />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
