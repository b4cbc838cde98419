import { DataTable } from 'react-admin';
import { DeletableList, PendingList } from '../common/ModeratedLists';
import { AdStatusField } from '../common/StatusField';
import { adModeration } from './moderation';
import { ADMIN_PANEL_TEXTS, OPTION_LABELS } from '@community/vocabulary';
import { LabelField } from '../common/LabelField';

/** The columns, made at render so their names are read in the page's language. */
const adColumns = () => [
  <DataTable.Col key="title" source="title" />,
  <DataTable.Col key="category" source="category">
    <LabelField source="category" labels={OPTION_LABELS.adCategories} />
  </DataTable.Col>,
  <DataTable.Col key="contact_email" source="contact_email" label={ADMIN_PANEL_TEXTS.columns.contactEmail} />,
  <DataTable.Col key="location" source="location" />,
  <DataTable.Col key="status" source="status">
    <AdStatusField />
  </DataTable.Col>,
];

/** Ads: title, category, contact email, location, status and Delete; a row opens the ad with its images. */
export function AdList() {
  return <DeletableList columns={adColumns()} rowClick="show" confirm={ADMIN_PANEL_TEXTS.deletes.ad} />;
}

/** Pending-Ads: the same columns with Approve and Reject, per row and for the selected rows; oldest first. */
export function PendingAdList() {
  return <PendingList columns={adColumns()} rowClick="show" moderation={adModeration} />;
}
