import { DataTable } from 'react-admin';
import { LanguageDateField } from '../common/LanguageDateField';
import { ADMIN_PANEL_TEXTS, FORM_FIELDS } from '@community/vocabulary';
import { DeletableList, PendingList } from '../common/ModeratedLists';
import { JobStatusField } from './JobStatusField';
import { jobModeration } from './moderation';

const FIELDS = FORM_FIELDS.job;
const jobColumns = [
  <DataTable.Col key="title" source="title" label={FIELDS.title.label} />,
  <DataTable.Col key="employer_name" source="employer_name" label={FIELDS.employer_name.label} />,
  <DataTable.Col key="industry" source="industry" label={FIELDS.industry.label} />,
  <DataTable.Col key="location" source="location" label={FIELDS.location.label} />,
  <DataTable.Col key="created_at" source="created_at" label={ADMIN_PANEL_TEXTS.columns.submitted}>
    <LanguageDateField source="created_at" />
  </DataTable.Col>,
  <DataTable.Col key="status" source="status" label={ADMIN_PANEL_TEXTS.columns.status}>
    <JobStatusField />
  </DataTable.Col>,
];

/** Jobs: every posting (searchable), with Delete; a row opens the posting. */
export function JobList() {
  return <DeletableList columns={jobColumns} rowClick="show" confirm={ADMIN_PANEL_TEXTS.deletes.job} />;
}

/** Pending jobs: the same columns with Approve and Reject (with a reason), per row and for the selected rows; oldest first. */
export function PendingJobList() {
  return <PendingList columns={jobColumns} rowClick="show" moderation={jobModeration} />;
}
