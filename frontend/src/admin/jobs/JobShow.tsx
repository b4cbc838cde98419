import { Labeled, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { LanguageDateField } from '../common/LanguageDateField';
import {
  ADMIN_PANEL_TEXTS,
  JOB_EMPLOYMENT_TYPE_LABELS,
  FORM_FIELDS,
  JOB_WORKPLACE_LABELS,
  OPTION_LABELS,
  type JobEmploymentType,
  type JobWorkplace,
} from '@community/vocabulary';
import { LabelField } from '../common/LabelField';
import { ModerationRowButtons } from '../common/ModerationButtons';
import { JobStatusField } from './JobStatusField';
import { jobModeration } from './moderation';

const FIELDS = FORM_FIELDS.job;

function JobShowActions() {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ListButton />
      {record?.status === 'pending' && <ModerationRowButtons moderation={jobModeration} backToList />}
    </TopToolbar>
  );
}

function JobTitle() {
  const record = useRecordContext();
  return <span>{record ? ADMIN_PANEL_TEXTS.recordTitles.job(String(record.title)) : ADMIN_PANEL_TEXTS.recordNames.job}</span>;
}

function KindField() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <span>
      {JOB_WORKPLACE_LABELS[record.workplace as JobWorkplace] ?? record.workplace} ·{' '}
      {JOB_EMPLOYMENT_TYPE_LABELS[record.employment_type as JobEmploymentType] ?? record.employment_type}
    </span>
  );
}

function SalaryField() {
  const record = useRecordContext();
  if (!record || (record.salary_min == null && record.salary_max == null)) return <span>{ADMIN_PANEL_TEXTS.none}</span>;
  const range = [record.salary_min, record.salary_max].filter((value) => value != null).join('–');
  return <span>{`${record.salary_currency ?? ''} ${range}${record.salary_period ? ` / ${record.salary_period}` : ''}`.trim()}</span>;
}

/** A posting's detail, reached from Jobs or Pending jobs; a pending one can be decided here (Reject asks the reason). */
export function JobShow() {
  return (
    <Show actions={<JobShowActions />} title={<JobTitle />}>
      <SimpleShowLayout>
        <TextField source="title" label={FIELDS.title.label} />
        <TextField source="employer_name" label={FIELDS.employer_name.label} />
        <LabelField source="industry" label={FIELDS.industry.label} labels={OPTION_LABELS.industries} />
        <TextField source="location" label={FIELDS.location.label} />
        <Labeled label={`${FIELDS.workplace.label} · ${FIELDS.employment_type.label}`}>
          <KindField />
        </Labeled>
        <Labeled label={ADMIN_PANEL_TEXTS.columns.salary}>
          <SalaryField />
        </Labeled>
        <TextField source="description" label={FIELDS.description.label} sx={{ whiteSpace: 'pre-line' }} />
        <TextField source="apply_instructions" label={FIELDS.apply_instructions.label} sx={{ whiteSpace: 'pre-line' }} />
        <Labeled label={ADMIN_PANEL_TEXTS.columns.status}>
          <JobStatusField />
        </Labeled>
        <TextField source="rejection_reason" label={ADMIN_PANEL_TEXTS.columns.rejectionReason} emptyText={ADMIN_PANEL_TEXTS.none} />
        <LanguageDateField source="created_at" label={ADMIN_PANEL_TEXTS.columns.submitted} showTime />
        <LanguageDateField source="expires_at" label={ADMIN_PANEL_TEXTS.columns.expires} emptyText={ADMIN_PANEL_TEXTS.none} />
      </SimpleShowLayout>
    </Show>
  );
}
