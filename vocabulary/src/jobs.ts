/**
 * The Job Board (issue #27): enumerations, limits and texts shared by the API, the web app and their tests.
 * The section is switched by `job_board` in SWITCHABLE_SECTIONS (conversations.ts): Coming Soon until an admin opens it.
 */

/** A posting's life: reviewed like an ad (pending → approved/rejected), then closed by its poster or expired. */
export const JOB_STATUSES = ['pending', 'approved', 'rejected', 'closed', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending review',
  approved: 'Published',
  rejected: 'Not approved',
  closed: 'Closed',
  expired: 'Expired',
};

export const JOB_WORKPLACES = ['on_site', 'hybrid', 'remote'] as const;
export type JobWorkplace = (typeof JOB_WORKPLACES)[number];
export const JOB_WORKPLACE_LABELS: Record<JobWorkplace, string> = { on_site: 'On site', hybrid: 'Hybrid', remote: 'Remote' };

export const JOB_EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'volunteer'] as const;
export type JobEmploymentType = (typeof JOB_EMPLOYMENT_TYPES)[number];
export const JOB_EMPLOYMENT_TYPE_LABELS: Record<JobEmploymentType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  internship: 'Internship',
  volunteer: 'Volunteer',
};

/** The period a salary is paid for; schema.org's unitText is the upper-case word (HOUR ... YEAR). */
export const JOB_SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type JobSalaryPeriod = (typeof JOB_SALARY_PERIODS)[number];

/** What an application's poster may set (the Job Board conversation's statuses). */
export const JOB_APPLICATION_STATUSES = ['new', 'read', 'shortlisted', 'declined', 'hired'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];
/** What PATCH /account/jobs/:id/applications/:applicationId takes: every status but `new`, which an application only starts in. */
export type SettableApplicationStatus = Exclude<JobApplicationStatus, 'new'>;
export const SETTABLE_APPLICATION_STATUSES = JOB_APPLICATION_STATUSES.filter(
  (status): status is SettableApplicationStatus => status !== 'new',
) as readonly SettableApplicationStatus[];

export const SAVED_SEARCH_KINDS = ['jobs', 'ads'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const SAVED_SEARCH_NOTIFY = ['daily', 'weekly', 'none'] as const;
export type SavedSearchNotify = (typeof SAVED_SEARCH_NOTIFY)[number];

export const JOB_LIFETIME_DAYS_DEFAULT = 30;
export const JOB_DAILY_SUBMISSIONS_DEFAULT = 5;
export const JOB_APPLICATION_RETENTION_DAYS_DEFAULT = 180;

export const JOB_LIMITS = {
  titleMax: 120,
  employerNameMax: 120,
  locationMax: 120,
  descriptionMin: 50,
  descriptionMax: 5000,
  applyInstructionsMax: 1000,
  applyUrlMax: 500,
  salaryMax: 100_000_000,
  applicationMessageMin: 1,
  applicationMessageMax: 2000,
  cvMaxBytes: 2 * 1024 * 1024,
  savedSearchesMax: 10,
} as const;

/** The public page of a posting (served with its JobPosting JSON-LD) and the board. */
export const jobPath = (id: number) => `/jobs/${id}`;
export const JOBS_PATH = '/jobs';
/** My jobs in My account (the link of a posting's approval or rejection notification). */
export const MY_JOBS_PATH = '/account?tab=jobs';

/** The list each kind of saved search searches (the web app's link to a saved search and the alert mail's). */
export const SAVED_SEARCH_LIST_PATHS: Record<SavedSearchKind, string> = { jobs: JOBS_PATH, ads: '/businessnetwork' };

/** A saved search's list with its q and filters as the list reads them from its address. */
export function savedSearchListAddress(kind: SavedSearchKind, q: string | null | undefined, filters: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams(Object.entries({ q: q ?? '', ...filters }).filter(([, value]) => value));
  const query = params.toString();
  return `${SAVED_SEARCH_LIST_PATHS[kind]}${query ? `?${query}` : ''}`;
}

export const JOB_TEXTS = {
  titleRequired: 'Please enter a job title',
  titleTooLong: `The job title must be at most ${JOB_LIMITS.titleMax} characters`,
  employerRequired: 'Please give the employer: one of your approved business listings, or a name',
  employerBoth: 'Please give either a business listing or an employer name, not both',
  employerNameTooLong: `The employer name must be at most ${JOB_LIMITS.employerNameMax} characters`,
  businessListingInvalid: 'This business listing is not one of your approved listings',
  industryInvalid: 'Please choose one of the eight industries',
  locationRequired: 'Please enter the location',
  locationTooLong: `The location must be at most ${JOB_LIMITS.locationMax} characters`,
  workplaceInvalid: 'Please choose on site, hybrid or remote',
  employmentTypeInvalid: 'Please choose full time, part time, contract, internship or volunteer',
  descriptionLength: `The description must be ${JOB_LIMITS.descriptionMin} to ${JOB_LIMITS.descriptionMax} characters`,
  salaryAmountInvalid: `A salary amount must be a whole number from 0 to ${JOB_LIMITS.salaryMax}`,
  salaryRangeInvalid: 'The minimum salary must not be above the maximum',
  salaryCurrencyInvalid: 'The currency must be a three-letter ISO 4217 code, such as USD',
  salaryIncomplete: 'A salary needs an amount, a currency and a period',
  salaryPeriodInvalid: 'Please choose hour, day, week, month or year',
  applyUrlInvalid: 'The application link must be an https:// address',
  applyEmailInvalid: 'Please enter a valid application email address',
  applyInstructionsTooLong: `How to apply must be at most ${JOB_LIMITS.applyInstructionsMax} characters`,
  jobNotFound: 'Job not found',
  /** Every Job Board door while the section is Coming Soon (404: the section does not exist yet for members). */
  boardNotOpen: 'The Job Board is not open yet',
  jobNotRenewable: 'Only an approved, expired or closed job can be renewed',
  jobSaved: 'Your job has been saved and is waiting for review',
  jobUnchanged: 'Nothing was changed: your job stays as it was',
  jobSubmitted: 'Your job has been submitted and is waiting for review',
  jobDeleted: 'Your job has been deleted',
  dailyLimitReached: 'You have posted the most jobs allowed in 24 hours. Please try again later.',
  decisionInvalid: 'status must be approved or rejected',
  listFilterInvalid: 'Please choose pending or all',
  filterInvalid: 'This filter value is not one of the choices',
  applicationMessageLength: `Your message must be ${JOB_LIMITS.applicationMessageMin} to ${JOB_LIMITS.applicationMessageMax} characters`,
  alreadyApplied: 'You have already applied to this job',
  notYourOwnJob: 'You cannot apply to your own job',
  applicationNotMultipart: 'Send the application as multipart/form-data',
  cvNotPdf: 'The CV must be a PDF',
  cvTooLarge: `The CV must be at most ${JOB_LIMITS.cvMaxBytes / (1024 * 1024)} MB`,
  cvOnlyOne: 'Attach one CV only, in the cv field',
  applicationNotFound: 'Application not found',
  applicationStatusInvalid: 'status must be read, shortlisted, declined or hired',
} as const;

/** Saved searches (GET/POST /account/saved-searches): the filters each kind's list takes besides q. */
export const SAVED_SEARCH_FILTERS = { jobs: ['industry', 'workplace', 'employment_type'], ads: ['category'] } as const satisfies Record<
  SavedSearchKind,
  readonly string[]
>;

export const SAVED_SEARCH_TEXTS = {
  kindInvalid: 'Please choose jobs or ads',
  notifyInvalid: 'Please choose daily, weekly or none',
  queryTooLong: 'The search must be at most 100 characters',
  filtersInvalid: 'These filters are not the ones of this list',
  limitReached: `You can keep at most ${JOB_LIMITS.savedSearchesMax} saved searches. Please delete one first.`,
  notFound: 'Saved search not found',
  deleted: 'The saved search was deleted',
  /** The alert mail (saved-search-alerts.job.ts): titles, employers, places and links only. */
  alertSubject: (count: number) => `New for your saved search: ${count} posting${count === 1 ? '' : 's'}`,
  alertIntro: 'These postings were approved since your last alert for your saved search',
  alertMore: (count: number) => `... and ${count} more on the board.`,
  alertFooter: 'Stop the alerts of this saved search',
  unsubscribed: 'You will no longer receive alerts for this saved search',
} as const;
