/** Texts of the accessibility features (issue #15): the error summary, the announcer's own sentences, page titles. */
export const A11Y_TEXTS = {
  /** The error summary's title, as the GOV.UK Design System words it. */
  errorSummaryTitle: 'There is a problem',
  /** The site name that ends every document title: "Professional Network – Community Network". */
  siteName: 'Community Network',
  titleSeparator: ' – ',
  /** Said when a list loaded on scroll has grown. */
  moreLoaded: (shown: number) => `${shown} results shown`,
  /** Said when the unread count changes while the member is on the site. */
  unread: (count: number) => (count === 1 ? '1 unread conversation' : `${count} unread conversations`),
  /** Said when the unread notifications count grows while the member is on the site (issue #26). */
  unreadNotifications: (count: number) => (count === 1 ? '1 unread notification' : `${count} unread notifications`),
  /** The admin lists after a search. */
  rowsFound: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  selectRow: (name: string) => `Select row: ${name}`,
  selectAll: 'Select all rows',
  search: 'Search',
  /** The password fields' eye button, named by what it does next. */
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** Regions and groups named for screen readers (issue #28 moved them here from the screens). */
  regions: {
    checkInbox: 'Check your inbox',
    emailConfirmation: 'Email confirmation',
    businessGroups: 'Business groups',
    messageBoxes: 'Message boxes',
    conversationActions: 'Conversation actions',
    adImages: 'Ad images',
    fullSizeImage: 'Full size image',
  },
} as const;
