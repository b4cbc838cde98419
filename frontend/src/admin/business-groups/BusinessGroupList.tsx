import type { MouseEvent } from 'react';
import { DataTable, useRecordContext } from 'react-admin';
import { websiteHref, ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { DeletableList, PendingList } from '../common/ModeratedLists';
import { BusinessGroupStatusField } from '../common/StatusField';
import { businessGroupModeration } from './moderation';

function WebsiteField() {
  const record = useRecordContext();
  const website = typeof record?.website === 'string' ? record.website.trim() : '';
  if (!website) return null;
  return (
    <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer" onClick={(event: MouseEvent) => event.stopPropagation()}>
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
  return <DeletableList columns={groupColumns} confirm={ADMIN_PANEL_TEXTS.deletes.businessGroup} />;
}

/** pendingBusinessGroups: the same columns with Approve and Reject, per row and for the selected rows. */
export function PendingBusinessGroupList() {
  return <PendingList columns={groupColumns} moderation={businessGroupModeration} />;
}
