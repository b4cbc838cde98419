import { DataTable } from 'react-admin';
import { LanguageDateField } from '../common/LanguageDateField';
import { ADMIN_PANEL_TEXTS, FORM_FIELDS, OPTION_LABELS } from '@community/vocabulary';
import { LabelField } from '../common/LabelField';
import { DeletableList, PendingList } from '../common/ModeratedLists';
import { JobStatusField } from './JobStatusField';
import { jobModeration } from './moderation';

/** The columns, made at render so their names are read in the page's language. */
const jobColumns = () => [
  <DataTable.Col key="title" source="title" label={FORM_FIELDS.job.title.label} />,
  <DataTable.Col key="employer_name" source="employer_name" label={FORM_FIELDS.job.employer_name.label} />,
  <DataTable.Col key="industry" source="industry" label={FORM_FIELDS.job.industry.label}>
    <LabelField source="industry" labels={OPTION_LABELS.industries} />
  </DataTable.Col>,
  <DataTable.Col key="location" source="location" label={FORM_FIELDS.job.location.label} />,
  <DataTable.Col key="created_at" source="created_at" label={ADMIN_PANEL_TEXTS.columns.submitted}>
    <LanguageDateField source="created_at" />
  </DataTable.Col>,
  <DataTable.Col key="status" source="status" label={ADMIN_PANEL_TEXTS.columns.status}>
    <JobStatusField />
  </DataTable.Col>,
];

/** Jobs: every posting (searchable), with Delete; a row opens the posting. */
export function JobList() {
  return <DeletableList columns={jobColumns()} rowClick="show" confirm={ADMIN_PANEL_TEXTS.deletes.job} />;
}

/** Pending jobs: the same columns with Approve and Reject (with a reason), per row and for the selected rows; oldest first. */
export function PendingJobList() {
  return <PendingList columns={jobColumns()} rowClick="show" moderation={jobModeration} />;
}
