/** The member's own space (/account): labels and texts both apps show. */

export const AD_STATUS_LABELS = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
  closed: 'Closed',
} as const;

export const BUSINESS_GROUP_STATUS_LABELS = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' } as const;

/** The choices an admin picks from when rejecting an ad or a business listing; free text may follow. */
export const REJECTION_REASONS = {
  incomplete: 'Incomplete or unclear information',
  inappropriate: 'Content not allowed on the community board',
  duplicate: 'Duplicate of another listing',
  'wrong-category': 'Wrong category or section',
  other: 'Other',
} as const;
export type RejectionReasonCode = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as RejectionReasonCode[];
export const REJECTION_REASON_MAX_LENGTH = 500;

/** "<choice>: <text>", either part alone, or null when the admin gave neither. */
export function rejectionReasonText(code?: string | null, text?: string | null): string | null {
  const label = code && code in REJECTION_REASONS ? REJECTION_REASONS[code as RejectionReasonCode] : null;
  const note = text?.trim() || null;
  if (label && note) return `${label}: ${note}`;
  return label ?? note;
}

export const NOTIFICATION_KINDS = ['new_request', 'reply', 'status_change', 'moderation_outcome'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_request: 'New request',
  reply: 'Reply',
  status_change: 'Status change',
  moderation_outcome: 'Moderation outcome',
};

export const NOTIFICATION_DELIVERIES = ['instant', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  instant: 'Email right away',
  digest: 'Daily digest',
  off: 'Off',
};

export type NotificationSettings = Record<NotificationKind, NotificationDelivery>;
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  new_request: 'instant',
  reply: 'instant',
  status_change: 'instant',
  moderation_outcome: 'instant',
};

/** Shown for the sender of a message whose account was deleted. */
export const DELETED_MEMBER_NAME = 'Deleted member';

export const AD_LIFETIME_DAYS_DEFAULT = 60;
export const AD_EXPIRY_REMINDER_DAYS = 7;

export const ACCOUNT_TEXTS = {
  profileSaved: 'Your profile has been saved',
  photoSaved: 'Your photo has been saved',
  photoRemoved: 'Your photo has been removed',
  photoRequired: 'Please choose a photo',
  onePhotoOnly: 'Please choose one photo only',
  passwordChanged: 'Your password has been changed',
  wrongPassword: 'Current password is incorrect',
  languageInvalid: 'Language must be en or ar',
  /** The same whether or not the address has an account (docs/security.md): the answer never tells which. */
  emailChangeSent: 'If no other account uses that address, we sent it a confirmation link',
  emailChanged: 'Your email address has been changed',
  invalidLink: 'This link is invalid or has expired',
  sameEmail: 'This is already your email address',
  notificationsSaved: 'Your notification settings have been saved',
  unsubscribed: 'You will no longer receive these emails',
  adSaved: 'Your ad has been saved and is waiting for review',
  /** An edit whose every field and picture is as it was: no review, the ad keeps its status. */
  adUnchanged: 'Nothing was changed: your ad stays as it was',
  /** keep_images of an edit: only paths of the ad's own image_url, each once (another ad's files are not to be claimed). */
  adKeepImagesInvalid: "keep_images may only list this ad's own pictures (paths from its image_url), each once",
  /** Two edits of the pictures at once: the second was based on pictures the first has replaced. */
  adChangedMeanwhile: 'This ad was changed in the meantime. Please reload it and try again.',
  adClosed: 'Your ad has been closed',
  adRenewed: 'Your ad has been renewed',
  adDeleted: 'Your ad has been deleted',
  adNotRenewable: 'Only an approved, expired or closed ad can be renewed',
  adNotFound: 'Ad not found',
  businessGroupSaved: 'Your changes have been saved and are waiting for review',
  businessGroupNotFound: 'Business group not found',
  nothingToChange: 'Please change at least one field',
  /** A profile field sent as null: leave it out to keep it, or send a value to change it. */
  fieldNotNull: 'cannot be null; leave it out to keep it as it is',
  accountDeleted: 'Your account has been deleted',
  deletionLinkSent: 'We sent a link to your email address to confirm the deletion',
  exportLinkSent: 'If an account exists for this address, we sent it a download link',
} as const;
