import { FIELD_LABELS } from './form-fields';

/** The people directories' own words (Professional Network, Legal Assistance, Virtual Clinic): issue #24. */
export const DIRECTORY_SCREEN_TEXTS = {
  /** A member's role as every row and profile shows it: helpers are mentors (and the lawyers and doctors). */
  roles: { helper: 'Mentor', seeker: 'Seeker' },
  /** The chip on your own row and profile, where nobody is offered a Contact button. */
  you: 'You',
  ownProfile: 'This is your profile: members contact you from here, and their requests arrive in Messages.',
  roleFilter: 'Show',
  roleFilterOptions: { all: 'Mentors and seekers', helper: 'Mentors', seeker: 'Seekers' },
  industryFilter: FIELD_LABELS.industry,
  allIndustries: 'All industries',
  search: 'Search by name or job title',
  memberList: 'Member list',
  members: 'Members',
  /** The names of the verified directories' lists (their table, or their cards on a phone). */
  verifiedLists: { legalAssistance: 'Lawyers', virtualClinic: 'Doctors' },
  businessGroupList: 'Business group list',
  /** The names before a profile's details (a member's or a doctor's profile dialog). */
  profileFields: { jobTitle: 'Job title', industry: FIELD_LABELS.industry, email: FIELD_LABELS.email },
} as const;
