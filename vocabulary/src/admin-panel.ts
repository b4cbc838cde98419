import type { ReportAction, SectionState } from './conversations';
import { FIELD_LABELS } from './form-fields';
import { SCREEN_TEXTS } from './screen-texts';

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

/** Words of the panel's member page and lists, its report decisions, and its small-screen cards. */
export const ADMIN_PANEL_TEXTS = {
  yes: 'Yes',
  no: 'No',
  emailConfirmed: 'Email confirmed',
  verified: 'Verified',
  industry: FIELD_LABELS.industry,
  jobTitle: 'Job title',
  joined: 'Joined',
  suspended: 'Suspended',
  twoFactor: 'Two-factor sign-in',
  twoFactorOn: 'On',
  twoFactorOff: 'Off',
  verifiedOn: (date: string, note: string | null) => `Yes, on ${date}${note ? `: ${note}` : ''}`,
  suspendedOn: (date: string) => `Yes, since ${date}`,
  twoFactorOnSince: (date: string) => `On since ${date}`,
  /** What the admin decided on a report, as a sentence (the buttons say it as a verb). */
  reportResolutions: {
    dismiss: 'Dismissed: no action was taken against the member or the conversation',
    suspend_member: 'The reported member was suspended',
    delete_message: 'A message of the reported conversation was deleted',
  } satisfies Record<ReportAction, string>,
  /** The names of the lists' columns and of a record's fields (a field the member app also shows keeps its words). */
  columns: {
    name: FIELD_LABELS.name,
    phone: FIELD_LABELS.phone,
    status: 'Status',
    images: 'Images',
    adDescription: 'Ad description',
    priceOffer: 'Price / offer',
    contactEmail: 'Contact email',
    contactPhone: 'Contact phone',
    submitted: 'Submitted',
    when: 'When',
    admin: 'Admin',
    item: 'Item',
    itemId: 'Item id',
    liveTitle: 'Live title',
    proposedTitle: 'Proposed title',
    changed: 'Changed',
    ownersEmail: "Owner's email",
    lastError: 'Last error',
    queued: 'Queued',
    lastAttempt: 'Last attempt',
    failed: 'Failed',
    reporter: 'Reporter',
    reportedMember: 'Reported member',
    reported: 'Reported',
    resolution: 'Resolution',
    conversation: 'Conversation',
    /** A Job Board posting's (issue #27). */
    salary: 'Salary',
    rejectionReason: 'Rejection reason',
    expires: 'Expires',
  },
  /** A field left empty on a record's page. */
  none: '—',
  /** A switchable section's state beside its name (Sections). */
  sectionStates: { open: 'Open', coming_soon: SCREEN_TEXTS.comingSoon } satisfies Record<SectionState, string>,
  accountMenu: (name: string) => `${name} account menu`,
  reportUndecided: 'Not decided yet',
  decided: 'Decided',
  /** Each report decision is asked for again before it is sent; none can be undone from the panel. */
  reportConfirmations: {
    dismiss: { title: 'Dismiss this report?', content: 'The report is closed without any action. It cannot be opened again.' },
    suspend_member: { title: 'Suspend the reported member?', content: 'The member can no longer sign in and leaves the directories.' },
    delete_message: { title: 'Delete this message?', content: 'The message is removed from the conversation for both members.' },
  } satisfies Record<ReportAction, { title: string; content: string }>,
} as const;
