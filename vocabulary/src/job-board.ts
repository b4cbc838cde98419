/** The Job Board (issue #27): the web app's words. */
import { SCREEN_TEXTS } from './screen-texts';
import { JOB_LIMITS, type JobApplicationStatus, type JobSalaryPeriod, type SavedSearchKind, type SavedSearchNotify } from './jobs';

// The lists, limits and the API's texts are in jobs.ts (shared with the API); these are the web app's words for them.

export const SALARY_PERIOD_LABELS: Record<JobSalaryPeriod, string> = { hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year' };

/** What the poster says about an application; the applicant sees it in the conversation. */
export const APPLICATION_STATUS_LABELS: Record<JobApplicationStatus, string> = {
  new: 'New',
  read: 'Read',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  hired: 'Hired',
};

export const SAVED_SEARCH_NOTIFY_LABELS: Record<SavedSearchNotify, string> = { daily: 'Daily', weekly: 'Weekly', none: 'Never (just save it)' };

/** The conversations an application opens are in their own section of Messages. */
export const JOB_BOARD_CONVERSATION_KIND = 'job-board';

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
  applyByLink: "Apply on the employer's site",
  applyByEmail: (address: string) => `Or email ${address}`,
  descriptionHint: `${JOB_LIMITS.descriptionMin} to ${JOB_LIMITS.descriptionMax} characters.`,
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
  employerOwnName: 'Another name',
  employerKindLabel: 'Who is hiring',
  listingEmployer: (title: string) => `My business: ${title}`,
  salaryLegend: 'Salary (optional)',
  submitJob: 'Submit job',
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
  privatePreview: 'Job application',
} as const;
