import type { ReportAction, ReportStatus, SectionState } from './conversations';
import type { AdStatus } from './forms';
import type { Role } from './roles';
import { FIELD_LABELS, FORM_FIELDS } from './form-fields';
import { SCREEN_TEXTS } from './screen-texts';
import { RESPONSE_STATS_LABELS } from './responsiveness';

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

/** What the panel approves or rejects: a notice and the reject dialog's question name it. */
export type ModerationKind = 'ad' | 'businessGroup' | 'edit' | 'job';
export type ModerationDecision = 'approve' | 'reject';

const MODERATED: Record<ModerationKind, { item: string; items: string }> = {
  ad: { item: 'Ad', items: 'ads' },
  businessGroup: { item: 'Business group', items: 'business groups' },
  edit: { item: 'Edit', items: 'edits' },
  job: { item: 'Job', items: 'jobs' },
};
const PAST_TENSE: Record<ModerationDecision, string> = { approve: 'approved', reject: 'rejected' };
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
  /**
   * An ad's or a business group's review status in its admin list: the status itself, and Unknown for any other
   * value (spec section 4; `adStatusOf`, `businessGroupStatusOf`).
   */
  reviewStatuses: {
    pending: 'pending',
    approved: 'approved',
    rejected: 'rejected',
    expired: 'expired',
    closed: 'closed',
    unknown: 'Unknown',
  } satisfies Record<AdStatus | 'unknown', string>,
  /** An account's role as the member lists and page show it: the spec's word in English. */
  roles: { admin: 'admin', helper: 'helper', seeker: 'seeker', business: 'business' } satisfies Record<Role, string>,
  /** A report's status in the Reports tab. */
  reportStatuses: { open: 'open', dismissed: 'dismissed', actioned: 'actioned' } satisfies Record<ReportStatus, string>,
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
  /**
   * The sidebar's tabs and each list's title: the spec's names, exactly (section 2), for the spec's tabs; each
   * resource's name in react-admin's messages (`resources.<tab>.name`) comes from here.
   */
  tabs: {
    helpers: 'helpers',
    seekers: 'seekers',
    contactForms: 'contactForms',
    Ads: 'Ads',
    'Pending-Ads': 'Pending-Ads',
    businessGroups: 'businessGroups',
    pendingBusinessGroups: 'pendingBusinessGroups',
    pendingEdits: 'Pending edits',
    jobs: 'Jobs',
    pendingJobs: 'Pending jobs',
    reports: 'Reports',
    admins: 'Admins',
    'audit-log': 'Audit log',
    'mail-outbox': 'Mail outbox',
  },
  /**
   * A column or field named by its source alone (react-admin's `resources.<tab>.fields.<source>`): the words
   * react-admin made from the source name before, so the English panel reads as it did.
   */
  fields: {
    action: 'Action',
    attempts: 'Attempts',
    category: FIELD_LABELS.category,
    created_at: 'Created at',
    description: FIELD_LABELS.description,
    details: 'Details',
    email: FIELD_LABELS.email,
    emailConfirmed: 'Email confirmed',
    failed_at: 'Failed at',
    last_attempt_at: 'Last attempt at',
    location: FIELD_LABELS.location,
    message: FIELD_LABELS.message,
    name: FIELD_LABELS.name,
    queued_at: 'Queued at',
    reason: 'Reason',
    recipient: 'Recipient',
    role: 'Role',
    status: 'Status',
    subject: FORM_FIELDS.contact.subject.label,
    summary: 'Summary',
    title: FIELD_LABELS.title,
    verified: 'Verified',
    website: FIELD_LABELS.website,
    q: 'Search',
  },
  dashboardTitle: 'dashboard',
  sectionsHeading: 'Sections',
  sectionsIntro: 'Off: the section shows Coming Soon. On: members can use its directory and form.',
  welcome: 'Welcome to the admin dashboard',
  welcomeIntro: 'Review new ads and business groups, read contact forms and manage members from the tabs on the left.',
  responses: 'Responses',
  /** The dashboard's cards, by their count (DASHBOARD_CARDS's labels). */
  cards: Object.fromEntries(DASHBOARD_CARDS.map((card) => [card.count, card.label])) as Record<DashboardCount, string>,
  responseStats: RESPONSE_STATS_LABELS,
  /** The Sections card's switchable sections. */
  sectionNames: { legal_assistance: SCREEN_TEXTS.nav.legalAssistance, virtual_clinic: SCREEN_TEXTS.nav.virtualClinic, job_board: SCREEN_TEXTS.nav.jobBoard },
  sectionNowIs: (section: string, state: string) => `${section} is now ${state}`,
  actions: 'Actions',
  cancel: 'Cancel',
  notApplicable: 'N/A',
  noneGiven: 'None given',
  noneShort: 'None',
  suspendedName: (name: string) => `${name} (suspended)`,
  reportTitle: 'Report',
  reportedMessage: 'Reported message',
  deleteMessageFrom: (author: string) => `Delete message from ${author}`,
  noConversation: 'No conversation was reported, only the member.',
  /** A reported conversation's first line ends with when it started (the date in the panel's language). */
  conversationStarted: (date: string) => `started ${date}`,
  reportActionLabels: { dismiss: 'Dismiss', suspend_member: 'Suspend member', delete_message: 'Delete message' } satisfies Record<ReportAction, string>,
  reportNotices: { dismiss: 'Report dismissed', suspend_member: 'Member suspended', delete_message: 'Message deleted' } satisfies Record<ReportAction, string>,
  /** The titles of a record's page. */
  recordTitles: {
    ad: (title: string) => `Ad: ${title}`,
    job: (title: string) => `Job: ${title}`,
    pendingEdit: (title: string) => `Pending edit: ${title}`,
  },
  recordNames: { ad: 'Ad', job: 'Job', pendingEdit: 'Pending edit' },
  noImages: 'No images',
  adImage: (title: string, number: number) => `${title} image ${number}`,
  deletes: {
    ad: { title: 'Delete this ad?', content: 'The ad and its images are removed from the board.', done: 'Ad deleted' },
    businessGroup: { title: 'Delete this business group?', content: 'The group leaves the public business directory.', done: 'Business group deleted' },
    job: { title: 'Delete this job?', content: 'The posting and its applications are removed.', done: 'Job deleted' },
    member: { title: 'Delete this member?', content: 'The member is suspended and can no longer sign in.', done: 'Member deleted' },
  },
  moderation: {
    labels: { approve: 'Approve', reject: 'Reject' } satisfies Record<ModerationDecision, string>,
    /** "Ad approved", "3 ads rejected". */
    notice: (kind: ModerationKind, decision: ModerationDecision, count: number) =>
      `${count === 1 ? MODERATED[kind].item : `${count} ${MODERATED[kind].items}`} ${PAST_TENSE[decision]}`,
    /** 'Reject the ad "Bike for sale"?', "Reject this ad?" or "Reject 3 ads?". */
    rejectQuestion: (kind: ModerationKind, count: number, title?: string) =>
      count !== 1
        ? `Reject ${count} ${MODERATED[kind].items}?`
        : title
          ? `Reject the ${MODERATED[kind].item.toLowerCase()} "${title}"?`
          : `Reject this ${MODERATED[kind].item.toLowerCase()}?`,
  },
  rejectDialog: {
    reasonLabel: 'Reason the owner will read',
    detailsLabel: 'Details for the owner (optional)',
    chooseReason: 'Choose a reason',
    cancel: 'Cancel',
    confirm: 'Reject',
  },
  pendingEdit: {
    heading: 'Live version and proposed edit',
    intro: 'The live version stays in the Business Directory until you approve the edit. Rejecting keeps it and sends the owner your reason.',
    field: 'Field',
    live: 'Live',
    proposed: 'Proposed',
    changed: 'Changed',
    none: '(none)',
    noEdit: 'No edit is waiting for this listing.',
  },
  mailOutbox: {
    statuses: { failed: 'Failed (given up after 24 h)', pending: 'Waiting to be sent', sent: 'Sent' },
    everyStatus: 'Every status',
    retry: 'Retry',
    retryTo: (recipient: string) => `Retry the mail to ${recipient}`,
    queuedAgain: (count: number) => (count === 1 ? 'Mail queued again' : `${count} mails queued again`),
  },
} as const;
