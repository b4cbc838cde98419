/**
 * In-app notifications (the bell, the live stream and web push): one stored row per event a member should know of.
 * Not the mail settings' kinds (`NOTIFICATION_KINDS` in account-texts.ts), which group these for email delivery.
 * Each text is short and names no person, case, legal or clinic detail: it is also a push's title on a lock screen.
 * Add a kind here (and its text) when a new event should reach members; the table stores the kind as text, so a
 * new kind needs no migration.
 */
export const IN_APP_NOTIFICATION_KINDS = [
  'request_received',
  'reply_received',
  'request_accepted',
  'request_declined',
  'request_more_info',
  'request_closed',
  'request_expired',
  'request_reminder',
  'ad_approved',
  'ad_rejected',
  'listing_approved',
  'listing_rejected',
  'report_decided',
  'job_approved',
  'job_rejected',
  'job_application',
  'application_status',
] as const;
export type InAppNotificationKind = (typeof IN_APP_NOTIFICATION_KINDS)[number];

export const IN_APP_NOTIFICATION_TEXTS: Record<InAppNotificationKind, string> = {
  request_received: 'New request',
  reply_received: 'New reply',
  request_accepted: 'Request accepted',
  request_declined: 'Request declined',
  request_more_info: 'More information requested',
  request_closed: 'Conversation closed',
  request_expired: 'Request expired',
  request_reminder: 'A request is waiting for your answer',
  ad_approved: 'Ad approved',
  ad_rejected: 'Ad not approved',
  listing_approved: 'Business listing approved',
  listing_rejected: 'Business listing not approved',
  report_decided: 'Your report was reviewed',
  job_approved: 'Job posting approved',
  job_rejected: 'Job posting not approved',
  job_application: 'New application to your job',
  application_status: 'Your application was updated',
};

/** Longest stored kind and text (the columns' lengths). */
export const IN_APP_NOTIFICATION_KIND_MAX_LENGTH = 40;
export const IN_APP_NOTIFICATION_TEXT_MAX_LENGTH = 120;
/** Notifications per page of GET /notifications. */
export const IN_APP_NOTIFICATIONS_PAGE_SIZE = 20;
/** At most this many ids in one POST /notifications/read. */
export const IN_APP_NOTIFICATIONS_READ_MAX_IDS = 100;

export const IN_APP_NOTIFICATION_ERRORS = {
  invalidCursor: 'This page link is no longer valid; start again from the first page',
  idsInvalid: `ids must be a list of at most ${IN_APP_NOTIFICATIONS_READ_MAX_IDS} notification ids`,
} as const;
