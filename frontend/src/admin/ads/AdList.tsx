import { DataTable } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { AdminTable } from '../common/AdminTable';
import { ACTIONS_COLUMN } from '../common/RowCards';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { BulkModerationButtons, ModerationRowButtons } from '../common/ModerationButtons';
import { AdStatusField } from '../common/StatusField';
import { adModeration } from './moderation';
import { ADMIN_PANEL_TEXTS } from '@community/vocabulary';

const adColumns = [
  <DataTable.Col key="title" source="title" />,
  <DataTable.Col key="category" source="category" />,
  <DataTable.Col key="contact_email" source="contact_email" label={ADMIN_PANEL_TEXTS.columns.contactEmail} />,
  <DataTable.Col key="location" source="location" />,
  <DataTable.Col key="status" source="status">
    <AdStatusField />
  </DataTable.Col>,
];

/** Ads: title, category, contact email, location, status and Delete; a row opens the ad with its images. */
export function AdList() {
  return (
    <AdminList>
      <AdminTable rowClick="show">
        {adColumns}
        <DataTable.Col label={ACTIONS_COLUMN} disableSort>
          <ConfirmDeleteButton
            confirmTitle="Delete this ad?"
            confirmContent="The ad and its images are removed from the board."
            successMessage="Ad deleted"
          />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}

/** Pending-Ads: the same columns with Approve and Reject, per row and for the selected rows; oldest first. */
export function PendingAdList() {
  return (
    <AdminList sort={{ field: 'id', order: 'ASC' }}>
      <AdminTable rowClick="show" bulkActionButtons={<BulkModerationButtons moderation={adModeration} />}>
        {adColumns}
        <DataTable.Col label={ACTIONS_COLUMN} disableSort>
          <ModerationRowButtons moderation={adModeration} />
        </DataTable.Col>
      </AdminTable>
    </AdminList>
  );
}
