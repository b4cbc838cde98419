import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';

/**
 * The panel's tabs, in the spec's order and with the spec's names (section 2). Several tabs are views of one
 * API resource with a fixed filter; the data provider applies that filter so no tab can widen its own list.
 */
export const TABS = {
  helpers: { apiResource: 'users', filter: { role: 'helper' } },
  seekers: { apiResource: 'users', filter: { role: 'seeker' } },
  contactForms: { apiResource: 'contact-forms', filter: {} },
  Ads: { apiResource: 'ads', filter: {} },
  'Pending-Ads': { apiResource: 'ads', filter: { status: 'pending' } },
  businessGroups: { apiResource: 'business-groups', filter: {} },
  pendingBusinessGroups: { apiResource: 'business-groups', filter: { status: BUSINESS_GROUP_STATUS.pending } },
  // Not a spec tab: approved listings whose owner's edit waits for review (issue #11).
  pendingEdits: { apiResource: 'business-groups', filter: { pending_edit: true } },
  // Not a spec tab: the admin accounts, for resetting another admin's two-factor.
  admins: { apiResource: 'users', filter: { role: 'admin' } },
  'audit-log': { apiResource: 'audit-log', filter: {} },
  // The Job Board's postings (issue #27): all, and those waiting for review.
  jobs: { apiResource: 'jobs', filter: {} },
  pendingJobs: { apiResource: 'jobs', filter: { status: 'pending' } },
} as const satisfies Record<string, { apiResource: string; filter: Record<string, string | number | boolean> }>;

export type TabName = keyof typeof TABS;

export function isTab(name: string): name is TabName {
  return Object.prototype.hasOwnProperty.call(TABS, name);
}
