/**
 * Responsive mentors (issue #26): how quickly a helper usually answers, when they were last around (coarse, never a
 * time), reminders of unanswered requests, the pause after unanswered expiries, closing a seeker's other requests
 * and suggested mentors. One source for the API and the web app (docs/conversations.md, "Responsiveness").
 */

/** When a member was last signed in, in words only: never an exact time. */
export const LAST_ACTIVE_VALUES = ['this_week', 'this_month', 'earlier'] as const;
export type LastActive = (typeof LAST_ACTIVE_VALUES)[number];
export const LAST_ACTIVE_LABELS: Record<LastActive, string> = {
  this_week: 'Active this week',
  this_month: 'Active this month',
  earlier: 'Active earlier',
};

export const RESPONSIVENESS_LIMITS = {
  /** The median is taken over this many of the helper's latest answered requests ... */
  repliesSample: 10,
  /** ... and only once they have answered at least this many (below: null). */
  repliesMinimum: 3,
  /** last_active is this_week within 7 days of the stored day, this_month within 30. */
  thisWeekDays: 7,
  thisMonthDays: 30,
  /** REQUEST_REMINDER_DAYS's default: the receiver is reminded 3 and 7 days after an unanswered request. */
  reminderDaysDefault: [3, 7] as readonly number[],
  /** AUTO_PAUSE_AFTER_EXPIRED's default. */
  autoPauseAfterExpiredDefault: 3,
  /** Suggested mentors: the limit's range and default. */
  recommendationsMin: 1,
  recommendationsMax: 20,
  recommendationsDefault: 5,
  /** Candidates read per call at most: the industry's accepting helpers, most recently active first. */
  recommendationCandidates: 500,
  /** Shared words named in the reasons ("Mentions backend") at most. */
  recommendationWordsNamed: 2,
  /** The admin dashboard's window and answer limit (requestsAnsweredWithin7Days). */
  statsWindowDays: 30,
  statsAnsweredWithinDays: 7,
} as const;

/** A median in whole days, for a directory row and a reason. */
export const repliesWithinLabel = (days: number) => `Usually replies within ${days} ${days === 1 ? 'day' : 'days'}`;

export const RECOMMENDATION_REASONS = {
  sameIndustry: 'Same industry',
  mentions: (word: string) => `Mentions ${word}`,
  repliesWithin: repliesWithinLabel,
  hasRoom: 'Has room for new requests',
} as const;

export const RESPONSIVENESS_TEXTS = {
  recommendationsLimitRange: `limit must be a whole number from ${RESPONSIVENESS_LIMITS.recommendationsMin} to ${RESPONSIVENESS_LIMITS.recommendationsMax}`,
  closeOthersOnlySender: 'Only the member who sent this request can close their other requests',
  closeOthersNotAccepted: 'You can close your other requests once this request has been accepted',
} as const;

/**
 * Where the web app shows the "Open to new requests" switch (the Messages page's availability panel; the API is
 * PUT /account/availability): the auto-pause mail links there.
 */
export const AVAILABILITY_SWITCH_PATH = '/messages';

/** Mail subjects: a reminder names no request detail, whatever the kind. */
export const RESPONSIVENESS_MAIL_SUBJECTS = {
  reminder: (kindLabel: string) => `A ${kindLabel} request is waiting for your answer`,
  autoPaused: 'You are no longer receiving new requests',
} as const;

/** The admin dashboard's response figures (GET /admin/stats), beside the counts of DASHBOARD_CARDS. */
export const RESPONSE_STATS_LABELS = {
  requestsAnsweredWithin7Days: 'Requests answered within 7 days (last 30 days)',
  medianFirstReplyHours: 'Median time to first answer, in hours (last 30 days)',
} as const;

/**
 * A seeker's requests still waiting for an answer: what "close my other requests" withdraws once one is accepted
 * (an accepted one is a mentorship under way and stays).
 */
export const WAITING_STATUSES = ['new', 'read', 'more_info'] as const;
