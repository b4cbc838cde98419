/** The admin API's answers about the mail outbox (the panel shows error_message as it is). */
export const OUTBOX_TEXTS = {
  mailNotFound: 'This mail is not in the outbox',
  alreadySent: 'This mail was sent already; it cannot be sent again',
  retryOnly: 'status must be pending (Retry)',
} as const;
