/**
 * (The app bar's few words about notifications, which every signed-in page shows, live in SITE_LABELS, SCREEN_TEXTS.nav
 * and A11Y_TEXTS, so this table stays out of the first load.)
 * The web app's words for in-app notifications, the live stream, push and the installable app (issue #26). The API's
 * own notification texts (what a notification says) come from the API in each item's `text`.
 */
import { SITE_LABELS } from './site-labels';

export const NOTIFICATION_SCREEN_TEXTS = {
  heading: SITE_LABELS.notifications,
  /** The bell's accessible name; the count is said with it. */
  bell: SITE_LABELS.notifications,
  bellUnread: (count: number) => (count === 1 ? 'Notifications, 1 unread' : `Notifications, ${count} unread`),
  loading: 'Loading notifications...',
  empty: 'No notifications yet',
  failed: 'Notifications could not be loaded.',
  retry: 'Try again',
  markAllRead: 'Mark all as read',
  seeAll: 'See all notifications',
  loadMore: 'Show older',
  unreadMark: 'Unread',
  listLabel: 'Your notifications',
  /** The dismissible card and the settings button that ask for push (never on a public page or first paint). */
  push: {
    cardTitle: 'Get notified on this device',
    cardBody: 'Turn on notifications to hear about new requests and replies even when this page is closed.',
    turnOn: 'Turn on notifications',
    turningOn: 'Turning on...',
    notNow: 'Not now',
    on: 'Notifications are on for this device.',
    turnOff: 'Turn off on this device',
    denied: 'Notifications are blocked for this site in your browser settings.',
    unsupported: 'This browser cannot show notifications from this site.',
    failed: 'Notifications could not be turned on. Please try again.',
    settingsHeading: 'Push notifications on this device',
  },
  /** The installable app's name (manifest.webmanifest holds the same words). */
  appName: 'Community Network',
} as const;

/** The thread's and the network page's suggested mentors (issue #26). */
export const SUGGESTED_MENTORS_TEXTS = {
  heading: 'Suggested for you',
  othersHeading: 'Others who could help',
  loading: 'Loading suggestions...',
  empty: 'No suggestions right now',
  failed: 'Suggestions could not be loaded.',
  contact: 'Contact',
  /** After an acceptance the seeker may close the other requests still open. */
  closeOthersTitle: 'Your request was accepted',
  closeOthersBody: (count: number) =>
    count === 1
      ? 'You have 1 other open request. Close it so that mentor is free to help someone else?'
      : `You have ${count} other open requests. Close them so those mentors are free to help others?`,
  closeOthers: 'Close the other requests',
  keepOthers: 'Keep them open',
  closedOthers: (count: number) => (count === 1 ? '1 request closed' : `${count} requests closed`),
} as const;
