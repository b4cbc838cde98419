import type { Language } from './languages';
import type { InAppNotificationKind } from './in-app-notifications';

/**
 * Web Push to the member's phone or desktop (docs/notifications.md, "Push"). A push carries a title and a link only:
 * never a name, a message, a legal or clinic detail (it shows on a lock screen).
 */

/** The kinds a member can turn push on or off for (GET/PUT /push/settings). */
export const PUSH_KINDS = ['new_request', 'reply'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export type PushSettings = Record<PushKind, boolean>;
export const DEFAULT_PUSH_SETTINGS: PushSettings = { new_request: true, reply: true };

/** Which in-app notifications are pushed, and under which setting (a reminder follows "New request"). */
export const PUSHED_NOTIFICATIONS: Partial<Record<InAppNotificationKind, PushKind>> = {
  request_received: 'new_request',
  request_reminder: 'new_request',
  reply_received: 'reply',
};

/**
 * A push says only "New request" or "New reply" (issue #26): a reminder of a request still unanswered is pushed as
 * the new request it still is (its in-app text says more, inside the app).
 */
export type PushTitleKey = 'request' | 'reply';
export const PUSH_TITLE_OF: Partial<Record<InAppNotificationKind, PushTitleKey>> = {
  request_received: 'request',
  request_reminder: 'request',
  reply_received: 'reply',
};

/** The push's only words, in the member's language (users.language). */
export const PUSH_TITLES: Record<Language, Record<PushTitleKey, string>> = {
  en: { request: 'New request', reply: 'New reply' },
  ar: { request: 'طلب جديد', reply: 'رد جديد' },
};

export const PUSH_LIMITS = {
  /** Devices (browser subscriptions) one member may have. */
  subscriptionsPerMember: 10,
  /** No push to a member seen in the app (a request, an open stream) this recently (PUSH_QUIET_IF_SEEN_MINUTES). */
  quietIfSeenMinutesDefault: 5,
  /** How long a push service keeps an undelivered push (the TTL header), in seconds. */
  ttlSeconds: 24 * 60 * 60,
  /** Waits after a failed send before the next try; after the last, the push is given up. */
  retryMinutes: [1, 5, 30, 120],
  /** Longest endpoint address stored. */
  endpointMaxLength: 1000,
  /** p256dh: an uncompressed P-256 point (65 bytes); auth: 16 bytes. */
  p256dhBytes: 65,
  authBytes: 16,
} as const;

export const PUSH_ERRORS = {
  endpointInvalid: 'endpoint must be the https address of a push service',
  keysInvalid: 'keys must have p256dh (a 65-byte P-256 public key, base64url) and auth (16 bytes, base64url)',
  tooManyDevices: `You can receive push notifications on at most ${PUSH_LIMITS.subscriptionsPerMember} devices; turn them off on one you no longer use`,
  settingInvalid: (kind: string) => `${kind} must be true or false`,
  notFound: 'None of your devices has this push subscription',
} as const;
