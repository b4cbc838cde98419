import { SITE_LABELS } from './site-labels';

/** Labels of the web app's /account screens (the API's answers and errors are in account-texts.ts). */
export const ACCOUNT_SCREEN_TEXTS = {
  navLabel: SITE_LABELS.account,
  title: SITE_LABELS.account,
  tabs: {
    profile: 'Profile',
    security: 'Password & email',
    notifications: 'Notifications',
    ads: 'My ads',
    business: 'My business',
    /** The Job Board's (issue #27), once an admin has opened it. */
    jobs: 'My jobs',
    searches: 'Saved searches',
    data: 'My data',
  },
  loading: 'Loading your account...',
  loadFailed: 'We could not load your account. Please try again.',
  tryAgain: 'Try again',
  failed: 'Something went wrong. Please try again.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  photo: {
    heading: 'Profile photo',
    choose: 'Upload photo',
    remove: 'Remove photo',
    busy: 'Uploading...',
    alt: 'Your profile photo',
  },
  password: {
    heading: 'Change password',
    submit: 'Change password',
  },
  email: {
    heading: 'Change email address',
    current: 'Current address',
    submit: 'Send confirmation link',
    confirming: 'Confirming your new address...',
  },
  notifications: {
    heading: 'Email notifications',
    intro: 'Choose how we tell you about each kind of event.',
    /** Push per kind (docs/notifications.md, "Push"): which events reach the devices where push is on. */
    push: {
      heading: 'Push notifications',
      intro: 'Which events your devices with notifications turned on are told of. A push says only "New request" or "New reply".',
      kinds: { new_request: 'New requests', reply: 'New replies' },
      saved: 'Push settings saved.',
      failed: 'Push settings could not be saved. Please try again.',
      loadFailed: 'Push settings could not be loaded. Please reload the page.',
    },
  },
  unsubscribe: {
    heading: 'Unsubscribe',
    working: 'Unsubscribing...',
  },
  ads: {
    empty: 'You have not posted any ads yet.',
    expires: 'Expires',
    edit: 'Edit',
    close: 'Close ad',
    renew: 'Renew',
    delete: 'Delete',
    editTitle: 'Edit ad',
    deleteTitle: 'Delete this ad?',
    deleteBody: 'The ad and its pictures are removed for good.',
    reason: 'Reason',
  },
  business: {
    empty: 'You have no business listing.',
    pendingEdit: 'Your latest changes are waiting for review.',
    editRejected: 'Your latest changes were not approved; the directory still shows the listing as it was.',
    edit: 'Edit listing',
  },
  data: {
    downloadHeading: 'Download my data',
    downloadIntro: 'A JSON file with your profile, settings, messages, ads and listings.',
    download: 'Download my data',
    downloading: 'Preparing...',
    deleteHeading: 'Delete my account',
    deleteIntro: 'Your profile, ads, photo and listings are removed. Messages you sent stay with their receivers as "Deleted member".',
    delete: 'Delete my account',
    deleteTitle: 'Delete your account for good?',
    deleteBody: 'This cannot be undone.',
    confirmDelete: 'Yes, delete my account',
  },
  /** For members who cannot sign in (suspended): a mailed link to their data (issue #11). */
  exportRequest: {
    signInLink: "Can't sign in? Get a copy of your data",
    heading: 'Get a copy of my data',
    intro:
      "If you cannot sign in, for example because your account is suspended, enter your account's email address. We will send it a link to download your data, valid for 24 hours.",
    send: 'Send me a link',
    sending: 'Sending...',
    downloadHeading: 'Download my data',
    downloadIntro: 'Your profile, settings, messages, conversations, ads, listings and reports as one JSON file.',
    download: 'Download my data',
    downloading: 'Preparing...',
    downloaded: 'Your data has been downloaded',
    askAgain: 'Ask for a new link',
  },
} as const;
