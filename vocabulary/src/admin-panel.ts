/**
 * The admin panel's own facts and words (react-admin at /dashboard): what the dashboard counts, and the member
 * page. The API answers the counts (GET /admin/stats, ModerationStatsDto implements DashboardCounts), the panel
 * shows one card per entry, so neither can gain or lose a count without the other.
 */
export const DASHBOARD_CARDS = [
  { count: 'pendingAds', label: 'Pending ads', tab: 'Pending-Ads' },
  { count: 'pendingBusinessGroups', label: 'Pending business groups', tab: 'pendingBusinessGroups' },
  { count: 'openReports', label: 'Open reports', tab: 'reports' },
] as const;

export type DashboardCount = (typeof DASHBOARD_CARDS)[number]['count'];
export type DashboardCounts = Record<DashboardCount, number>;
