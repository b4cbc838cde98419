import { REPORT_REASONS, REPORT_STATUSES, ReportReason, ReportStatus } from '@community/vocabulary';
import { ids, oneOf, searchText } from '../../common/pagination/filters';
import { ListSpec } from '../../common/pagination/list-query';

export interface AdminReportFilter {
  q?: string;
  status?: ReportStatus;
  reason?: ReportReason;
  id?: number[];
}

export const REPORTS_SEARCHED_FIELDS = 'reason, details, reporter name and reported member name';

export const REPORTS_LIST: ListSpec<AdminReportFilter> = {
  resource: 'reports',
  sortable: { id: 'report.id', reason: 'report.reason', status: 'report.status', created_at: 'report.createdAt' },
  defaultSort: ['id', 'DESC'],
  filters: { q: searchText, status: oneOf(REPORT_STATUSES), reason: oneOf(REPORT_REASONS), id: ids() },
};
