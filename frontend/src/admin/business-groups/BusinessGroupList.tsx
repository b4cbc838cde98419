import type { MouseEvent } from 'react';
import { DataTable, useRecordContext } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ACTIONS_COLUMN } from '../common/RowCards';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { BulkModerationButtons, ModerationRowButtons } from '../common/ModerationButtons';
import { BusinessGroupStatusField } from '../common/StatusField';
import { businessGroupModeration } from './moderation';

/** As in the public directory, a website without a scheme gets https:// (spec section 2). */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function WebsiteField() {
  const record = useRecordContext();
  const website = typeof record?.website === 'string' ? record.website.trim() : '';
  if (!website) return null;
  return (
    <a
      href={websiteHref(website)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {website}
    </a>
  );
}

const groupColumns = [
  <DataTable.Col key="title" source="title" />,
  <DataTable.Col key="description" source="description" sx={{ minWidth: 240 }} />,
  <DataTable.Col key="website" source="website">
    <WebsiteField />
  </DataTable.Col>,
  <DataTable.Col key="status" source="status">
    <BusinessGroupStatusField />
  </DataTable.Col>,
];

/** businessGroups: title, description, website, status and Delete. */
export function BusinessGroupList() {
  return (
    <AdminList>
      <AdminTable>
        {groupColumns}
        <DataTable.Col label={ACTIONS_COLUMN} disableSort>
          <ConfirmDeleteButton
            confirmTitle="Delete this business group?"
            confirmContent="The group leaves the public business directory."
            successMessage="Business group deleted"
          />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}

/** pendingBusinessGroups: the same columns with Approve and Reject, per row and for the selected rows. */
export function PendingBusinessGroupList() {
  return (
    <AdminList sort={{ field: 'id', order: 'ASC' }}>
      <AdminTable bulkActionButtons={<BulkModerationButtons moderation={businessGroupModeration} />}>
        {groupColumns}
        <DataTable.Col label={ACTIONS_COLUMN} disableSort>
          <ModerationRowButtons moderation={businessGroupModeration} />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
