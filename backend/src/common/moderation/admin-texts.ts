/**
 * Answers only the admin API gives (the panel shows the API's error_message as it is). Texts the web app also
 * needs live in @community/vocabulary; these are for moderators and integrators.
 */
export const ADMIN_TEXTS = {
  userNotFound: 'This member does not exist',
  cannotSuspendSelf: 'You cannot suspend your own account',
  userSuspended: 'The member is suspended and can no longer sign in',
  contactFormNotFound: 'This contact form does not exist',
  messageNotFound: 'This message does not exist',
  auditEntryNotFound: 'This audit log entry does not exist',
  adDecisionInvalid: 'status must be approved or rejected',
  businessGroupDecisionInvalid: 'status must be 1 (approved) or 2 (rejected)',
  readOnlyChanged: (field: string) => `${field} is read-only here; send it as it was, or leave it out`,
} as const;
