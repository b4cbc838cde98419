import { MEMBER_MESSAGE_LIMITS } from './messaging-texts';
import { MessageSection } from './forms';

/**
 * Conversations: every request to a member is a thread with replies; the professional-network,
 * legal and clinic kinds carry a status the sender sees (docs/conversations.md).
 */
export const CONVERSATION_STATUSES = ['new', 'read', 'accepted', 'declined', 'more_info', 'closed', 'expired'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The changes a participant asks for; `new`, `read` and `expired` only happen on their own. */
export const CHOSEN_STATUSES = ['accepted', 'declined', 'more_info', 'closed'] as const;
export type ChosenStatus = (typeof CHOSEN_STATUSES)[number];

/** The changes that carry the receiver's words: a decline's reason, or more_info's question (StatusChangeDto). */
export const REASONED_STATUSES = ['declined', 'more_info'] as const satisfies readonly ChosenStatus[];
export type ReasonedStatus = (typeof REASONED_STATUSES)[number];

/** Requests that still count against the receiver's capacity and can still change. */
export const OPEN_STATUSES: readonly ConversationStatus[] = ['new', 'read', 'more_info', 'accepted'];
/** No reply is possible any more. */
export const ENDED_STATUSES: readonly ConversationStatus[] = ['declined', 'closed', 'expired'];

export type ConversationRole = 'sender' | 'receiver';

/** Who may move a conversation to a status, and from which statuses. */
export const STATUS_TRANSITIONS: Record<ChosenStatus, { by: readonly ConversationRole[]; from: readonly ConversationStatus[] }> = {
  accepted: { by: ['receiver'], from: ['new', 'read', 'more_info'] },
  declined: { by: ['receiver'], from: ['new', 'read', 'more_info'] },
  more_info: { by: ['receiver'], from: ['new', 'read'] },
  closed: { by: ['sender', 'receiver'], from: ['new', 'read', 'more_info', 'accepted'] },
};

export function allowedStatuses(current: ConversationStatus | null, role: ConversationRole): ChosenStatus[] {
  if (current === null) return [];
  return CHOSEN_STATUSES.filter((status) => STATUS_TRANSITIONS[status].by.includes(role) && STATUS_TRANSITIONS[status].from.includes(current));
}

/** The kinds with a status; a business-group conversation is a plain thread. */
export const KINDS_WITH_STATUS: readonly MessageSection[] = ['professional-network', 'legal-assistance', 'virtual-clinic'];
/** Kinds whose details never leave the app: their emails say only that something happened, with the link. */
export const PRIVATE_KINDS: readonly MessageSection[] = ['legal-assistance', 'virtual-clinic'];
export type PrivateKind = Extract<MessageSection, 'legal-assistance' | 'virtual-clinic'>;

export const STATUS_LABELS: Record<ConversationStatus, string> = {
  new: 'New',
  read: 'Read',
  accepted: 'Accepted',
  declined: 'Declined',
  more_info: 'More info needed',
  closed: 'Closed',
  expired: 'Expired',
};

export const DECLINE_REASONS = ['Not available right now', 'Not the right fit', 'Please contact someone else'] as const;
export const REPORT_REASONS = ['Spam', 'Harassment', 'Inappropriate content', 'Other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['dismiss', 'suspend_member', 'delete_message'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The admin's switch per section: Coming Soon keeps the spec's overlay; Open makes the directory and form usable. */
export const SECTION_STATES = ['coming_soon', 'open'] as const;
export type SectionState = (typeof SECTION_STATES)[number];
export const SWITCHABLE_SECTIONS = ['legal_assistance', 'virtual_clinic', 'job_board'] as const;
export type SwitchableSection = (typeof SWITCHABLE_SECTIONS)[number];
export type SectionSettings = Record<SwitchableSection, SectionState>;

export const CONVERSATION_LIMITS = {
  replyMin: 1,
  replyMax: MEMBER_MESSAGE_LIMITS.messageMax,
  reasonMax: 500,
  reportDetailsMax: 2000,
  capacityMin: 1,
  capacityMax: 50,
  capacityDefault: 5,
  expiryDaysDefault: 14,
  newAccountDaysDefault: 7,
  newAccountDailyRequestsDefault: 5,
  /** How many other members an expired request's email suggests. */
  expirySuggestions: 3,
  pageDefault: 50,
  pageMax: 100,
  /** The list's preview of a thread's latest message: characters at most, the ellipsis included. */
  previewMax: 120,
} as const;

export const CONVERSATION_TEXTS = {
  notFound: 'This conversation cannot be found',
  attachmentNotFound: 'This attachment cannot be found',
  replySent: 'Reply sent',
  replyRequired: 'Write a reply',
  replyTooLong: `A reply must be at most ${CONVERSATION_LIMITS.replyMax} characters`,
  conversationOver: 'This conversation has ended: it was declined, closed or has expired',
  blocked: 'You cannot send requests to this member',
  blockedReply: 'You cannot write in this conversation: one of you blocked the other',
  notAccepting: 'This member is not taking new requests right now',
  atCapacity: 'This member has as many open requests as they can take; try again later or choose someone else',
  newAccountCap: (perDay: number) => `New accounts can open at most ${perDay} conversations a day; try again tomorrow`,
  statusInvalid: `status must be one of: ${CHOSEN_STATUSES.join(', ')}`,
  reasonTooLong: `The reason must be at most ${CONVERSATION_LIMITS.reasonMax} characters`,
  noStatus: 'Business group conversations have no status',
  transitionRefused: (from: ConversationStatus, to: ChosenStatus) =>
    `This conversation cannot become ${STATUS_LABELS[to]} now: it is ${STATUS_LABELS[from]}, and you may not make this change`,
  boxInvalid: 'box must be received or sent',
  statusFilterInvalid: `status must be one of: ${CONVERSATION_STATUSES.join(', ')}`,
  limitRange: `limit must be a whole number from 1 to ${CONVERSATION_LIMITS.pageMax}`,
  invalidCursor: 'This page link is no longer valid; start again from the first page',
  availabilitySaved: 'Availability saved',
  acceptingRequired: 'accepting_requests must be true or false',
  capacityRange: `Capacity must be a whole number from ${CONVERSATION_LIMITS.capacityMin} to ${CONVERSATION_LIMITS.capacityMax}`,
  userIdRequired: 'user_id must be the id of a member',
  memberNotFound: 'This member cannot be found',
  notYourself: 'You cannot block or report yourself',
  blockedDone: 'Member blocked',
  unblockedDone: 'Member unblocked',
  reportSent: 'Report sent to the admins',
  reportTargetRequired: 'Name the conversation or the member you report',
  reportReasonInvalid: `reason must be one of: ${REPORT_REASONS.join(', ')}`,
  reportDetailsTooLong: `Details must be at most ${CONVERSATION_LIMITS.reportDetailsMax} characters`,
  reportNotFound: 'This report does not exist',
  reportAlreadyDecided: 'Another admin has already decided this report; reload it to see the decision',
  reportActionInvalid: `action must be one of: ${REPORT_ACTIONS.join(', ')}`,
  reportMessageRequired: 'message_id must be the message this report names',
  reportNamesNoMessage: 'This report names no message; only a reported message can be deleted',
  reportMessageInvalid: 'message_id must be a message the other member wrote in the reported conversation',
  otherMemberDeleted: 'The other member has deleted their account: you can read this conversation or delete it, but not answer it',
  deleteOnlyWhenAlone: 'You can delete a conversation only once the other member has deleted their account',
  conversationDeleted: 'Conversation deleted',
  sectionStateInvalid: `Each section must be one of: ${SECTION_STATES.join(', ')}`,
} as const;

/**
 * Email subjects. Legal and clinic mails name neither the request nor its details. A request's mail names its
 * sender by the account's registered name, never by what a form let them type (docs/conversations.md).
 */
export const CONVERSATION_MAIL_SUBJECTS = {
  professionalNetworkRequest: (accountName: string) => `New message from ${accountName} (Professional Network)`,
  businessGroupRequest: (groupTitle: string) => `New message for ${groupTitle} through the Business Directory`,
  privateRequest: (sectionLabel: string) => `A request is waiting for you (${sectionLabel})`,
  reply: (kindLabel: string) => `New reply in your ${kindLabel} conversation`,
  status: (kindLabel: string, status: ConversationStatus) => `Your ${kindLabel} conversation is now: ${STATUS_LABELS[status]}`,
  expired: (kindLabel: string) => `Your ${kindLabel} request has expired`,
  businessGroupReply: (groupTitle: string) => `${groupTitle} replied to your message`,
} as const;

export const KIND_LABELS: Record<MessageSection, string> = {
  'professional-network': 'Professional Network',
  'legal-assistance': 'Legal Assistance',
  'virtual-clinic': 'Virtual Clinic',
  'business-groups': 'Business Directory',
  'job-board': 'Job Board',
};

/** Where the web app shows a thread, and each section's directory (the expiry mail's suggestions). */
export const conversationPath = (id: number) => `/messages/${id}`;
export const KIND_DIRECTORY_PATHS: Record<MessageSection, string> = {
  'professional-network': '/professionalnetwork',
  'legal-assistance': '/legalassistance',
  'virtual-clinic': '/virtualclinic',
  'business-groups': '/business',
  'job-board': '/jobs',
};
