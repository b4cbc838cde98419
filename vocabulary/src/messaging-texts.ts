import { LIMITS } from './limits';

/**
 * Texts of the directories, the messages to members and the site contact form that the spec
 * does not word itself (access, paging, lengths the database holds, missing receivers).
 */
export const DIRECTORY_TEXTS = {
  industryRequired: 'Choose an industry',
  industryInvalid: 'Industry type must be one of the listed industries',
  limitRange: `limit must be a whole number from 1 to ${LIMITS.directoryPageMax}`,
  invalidCursor: 'This page link is no longer valid; start again from the first page',
  searchTooLong: 'Search text must be at most 100 characters',
  roleInvalid: 'Role must be helper or seeker',
  verifiedInvalid: 'verified must be true or false',
} as const;

/** Paging of the ads board, the Business Directory and their moderation lists. */
export const LIST_PAGE_TEXTS = {
  limitRange: `limit must be a whole number from 1 to ${LIMITS.listPageMax}`,
  invalidCursor: DIRECTORY_TEXTS.invalidCursor,
  searchTooLong: DIRECTORY_TEXTS.searchTooLong,
  categoryInvalid: 'Category must be one of the listed categories',
} as const;

export const MEMBER_MESSAGE_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  messageMax: 5000,
  shortTextMax: 200,
  contactNameMax: 80,
  contactPhoneMax: 40,
} as const;

export const ISSUE_TEXTS = {
  receiverRequired: 'Choose who receives the message',
  nameTooLong: `Name must be at most ${MEMBER_MESSAGE_LIMITS.nameMax} characters`,
  emailTooLong: `Email must be at most ${MEMBER_MESSAGE_LIMITS.emailMax} characters`,
  messageTooLong: `Message must be at most ${MEMBER_MESSAGE_LIMITS.messageMax} characters`,
  textTooLong: `Each answer must be at most ${MEMBER_MESSAGE_LIMITS.shortTextMax} characters`,
  addressTooLong: `Address must be at most ${MEMBER_MESSAGE_LIMITS.shortTextMax} characters`,
  invalidDate: 'Enter the date as YYYY-MM-DD',
  memberNotFound: 'This member cannot be found or does not take messages here',
  lawyerNotFound: 'This lawyer cannot be found or does not take messages here',
  doctorNotFound: 'This doctor cannot be found or does not take messages here',
  businessGroupNotFound: 'This business group cannot be found or is not listed',
  notToYourself: 'You cannot send a message to yourself',
  messageNotFound: 'This message cannot be found',
  markedRead: 'Message marked as read',
} as const;

export const CONTACT_FORM_TEXTS = {
  nameTooLong: `Names must be at most ${MEMBER_MESSAGE_LIMITS.contactNameMax} characters`,
  phoneTooLong: `Phone number must be at most ${MEMBER_MESSAGE_LIMITS.contactPhoneMax} characters`,
  messageTooLong: `Message must be at most ${MEMBER_MESSAGE_LIMITS.messageMax} characters`,
} as const;
