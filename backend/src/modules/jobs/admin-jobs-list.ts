import { INDUSTRIES, Industry, JOB_STATUSES, JobStatus } from '@community/vocabulary';
import { ids, oneOf, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

/** react-admin's filter of the jobs resource: `status: pending` is the review queue, no status is all. */
export interface AdminJobFilter {
  q?: string;
  status?: JobStatus;
  industry?: Industry;
  id?: number[];
}

export const JOBS_SEARCHED_FIELDS = 'title, employer, industry, status and location';

export const JOBS_LIST: ListSpec<AdminJobFilter> = {
  resource: 'jobs',
  sortable: {
    id: 'job.id',
    title: 'job.title',
    employer_name: 'job.employerName',
    industry: 'job.industry',
    status: 'job.status',
    created_at: 'job.createdAt',
  },
  defaultSort: ['id', 'DESC'],
  filters: { q: searchText, status: oneOf(JOB_STATUSES), industry: oneOf(INDUSTRIES), id: ids() },
};
