import { SCREEN_TEXTS } from './screen-texts';

/** The Job Board (issue #27): its lists, limits and the web app's words, one source for the app and its tests. */

export const WORKPLACES = ['on_site', 'hybrid', 'remote'] as const;
export type Workplace = (typeof WORKPLACES)[number];
export const WORKPLACE_LABELS: Record<Workplace, string> = { on_site: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'volunteer'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  volunteer: 'Volunteer',
};

export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = { hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year' };

/** Where a posting is in its life: reviewed like an ad, then public until it expires or its poster closes it. */
export const JOB_STATUSES = ['pending', 'approved', 'rejected', 'closed', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'In review',
  approved: 'Published',
  rejected: 'Rejected',
  closed: 'Closed',
  expired: 'Expired',
};

/** What the poster says about an application; the applicant sees it in the conversation. */
export const APPLICATION_STATUSES = ['new', 'read', 'shortlisted', 'declined', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  read: 'Read',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  hired: 'Hired',
};

export const SAVED_SEARCH_KINDS = ['jobs', 'ads'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const SAVED_SEARCH_NOTIFY = ['daily', 'weekly', 'none'] as const;
export type SavedSearchNotify = (typeof SAVED_SEARCH_NOTIFY)[number];
export const SAVED_SEARCH_NOTIFY_LABELS: Record<SavedSearchNotify, string> = { daily: 'Daily', weekly: 'Weekly', none: 'Never (just save it)' };

/** The conversations an application opens are in their own section of Messages. */
export const JOB_BOARD_CONVERSATION_KIND = 'job-board';

export const JOB_LIMITS = {
  titleMax: 120,
  employerMax: 120,
  locationMax: 120,
  descriptionMin: 50,
  descriptionMax: 5000,
  howToApplyMax: 1000,
  applicationMessageMin: 1,
  applicationMessageMax: 2000,
  cvMaxBytes: 2 * 1024 * 1024,
  savedSearchesMax: 10,
  lifetimeDaysDefault: 30,
} as const;

export const JOB_SCREEN_TEXTS = {
  title: SCREEN_TEXTS.nav.jobBoard,
  searchJobs: 'Search jobs',
  allIndustries: 'All industries',
  allWorkplaces: 'All workplaces',
  allEmploymentTypes: 'All employment types',
  loading: 'Fetching jobs...',
  empty: 'No jobs match your search yet.',
  failed: 'The jobs could not be loaded. Please try again.',
  tryAgain: 'Try again',
  loadMore: 'Load more',
  postJob: 'Post a job',
  posted: (date: string) => `Posted ${date}`,
  closes: (date: string) => `Open until ${date}`,
  salary: 'Salary',
  salaryRange: (range: string, period: string) => `${range} per ${period}`,
  howToApply: 'How to apply',
  apply: 'Apply',
  signInToApply: 'Sign in to apply',
  signInToApplyNote: 'Applying needs a member account. Sign in and you come back to this job.',
  backToJobs: 'Back to jobs',
  notFound: 'This job is not on the board any more.',
  applyTitle: (title: string) => `Apply: ${title}`,
  sendApplication: 'Send application',
  cvHint: 'A PDF of at most 2 MB.',
  cvNotPdf: 'Your CV must be a PDF file.',
  cvTooLarge: 'Your CV must be 2 MB or smaller.',
  messageTooLong: `Your message must be at most ${JOB_LIMITS.applicationMessageMax} characters.`,
  removeCv: 'Remove CV',
  applicationSent: 'Your application was sent. You can follow it in Messages.',
  openConversation: 'Open the conversation',
  applyFailed: 'Your application could not be sent. Please try again.',
  // Post a job
  postTitle: 'Post a job',
  postIntro: 'Your posting is reviewed by our team before it is shown on the board. It stays up for 30 days and can be renewed.',
  employerFromListing: 'Employer',
  employerOwnName: 'Another name',
  employerKindLabel: 'Who is hiring',
  listingEmployer: (title: string) => `My business: ${title}`,
  salaryLegend: 'Salary (optional)',
  descriptionLength: `Description must be ${JOB_LIMITS.descriptionMin}-${JOB_LIMITS.descriptionMax} characters`,
  salaryOrder: 'The highest salary must not be below the lowest',
  salaryNumber: 'Salary must be a whole number',
  salaryCurrencyRequired: 'Currency is required with a salary',
  submitJob: 'Submit job',
  jobSubmitted: 'Thank you. Your job was sent for review; you will find it in My account under My jobs.',
  goToMyJobs: 'Go to My jobs',
  postFailed: 'The job could not be saved. Please try again.',
  // My jobs
  noJobs: 'You have not posted a job yet.',
  status: 'Status',
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  expires: (date: string) => `Expires ${date}`,
  expired: (date: string) => `Expired ${date}`,
  edit: 'Edit',
  editTitle: 'Edit job',
  editNotice: 'Saving sends the job back to review; it is off the board until an admin approves it again.',
  save: 'Save',
  close: 'Close posting',
  renew: 'Renew',
  delete: 'Delete',
  cancel: 'Cancel',
  confirmClose: (title: string) => `Close "${title}"? It leaves the board and takes no more applications.`,
  confirmRenew: (title: string) => `Renew "${title}"? It goes back to review, then stays up for another 30 days.`,
  confirmDelete: (title: string) => `Delete "${title}" and its applications? This cannot be undone.`,
  closedDone: 'The job was closed.',
  renewedDone: 'The job was sent for review to be renewed.',
  deletedDone: 'The job was deleted.',
  savedDone: 'The job was saved and sent for review.',
  actionFailed: 'That did not work. Please try again.',
  applications: (count: number) => (count === 1 ? '1 application' : `${count} applications`),
  noApplications: 'No applications yet.',
  applicationStatus: 'Application status',
  applicationStatusOf: (name: string) => `Status of ${name}'s application`,
  statusSaved: (name: string, status: string) => `${name}'s application is now ${status}`,
  conversation: 'Conversation',
  cvAttached: 'CV attached',
  // Saved searches
  noSavedSearches: 'You have no saved searches. Use "Save this search" on the Job Board or on Ads and Services.',
  saveSearch: 'Save this search',
  saveSearchTitle: 'Save this search',
  saveSearchIntro: 'We email you postings that match it, as often as you choose.',
  saveSearchDone: 'Search saved. You find it in My account under Saved searches.',
  saveSearchFailed: 'The search could not be saved. Please try again.',
  saveSearchButton: 'Save search',
  deleteSearch: 'Delete',
  confirmDeleteSearch: 'Delete this saved search? Its emails stop.',
  searchDeleted: 'The saved search was deleted.',
  kindLabels: { jobs: 'Jobs', ads: 'Ads and Services' } satisfies Record<SavedSearchKind, string>,
  anything: 'Everything',
  notifyLabel: (notify: string) => `Emails: ${notify}`,
  // Messages
  sectionName: SCREEN_TEXTS.nav.jobBoard,
  applicationFor: (title: string) => `Application for ${title}`,
  applicationStatusNow: (status: string) => `Application status: ${status}`,
  downloadCv: (name: string) => `Download CV (${name})`,
  cvDownloadFailed: 'The CV could not be downloaded.',
  privatePreview: 'Job application',
} as const;
