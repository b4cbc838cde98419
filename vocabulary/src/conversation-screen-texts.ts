import { SITE_LABELS } from './site-labels';
import { CONVERSATION_LIMITS } from './conversations';
import { MessageSection } from './forms';

/**
 * The web app's words for the Messages page, the availability panel and the directories' request labels
 * (issue #10). The API's own texts (errors, confirmations) are CONVERSATION_TEXTS in conversations.ts.
 */
export const CONVERSATION_SCREEN_TEXTS = {
  navLabel: SITE_LABELS.messages,
  received: 'Received',
  sent: 'Sent',
  emptyReceived: 'No requests received yet.',
  emptySent: 'You have not sent any requests yet.',
  /** The name of a box's list ("Received conversations"). */
  boxList: (box: string) => `${box} conversations`,
  loading: 'Loading messages...',
  threadLoading: 'Loading conversation...',
  selectThread: 'Choose a conversation to read it.',
  backToList: 'Back to messages',
  unreadMark: 'Unread',
  /**
   * The list's line where a legal or clinic thread would show its latest message: their contents are sealed
   * and never previewed (the API's preview is null), so the row says only what kind of request it is.
   */
  privatePreview: { 'legal-assistance': 'Legal request', 'virtual-clinic': 'Clinic request' } as Partial<Record<MessageSection, string>>,
  /** A thread whose latest message is one the reader reported: its text is not repeated in the list. */
  reportedPreview: 'You reported this message',
  replies: 'Replies',
  noReplies: 'No replies yet.',
  /** Files sent in the thread (a job application's CV), downloaded with the session's token. */
  attachments: 'Attachments',
  downloadAttachment: (name: string, size: string) => `Download ${name} (${size})`,
  attachmentSize: (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`),
  attachmentDownloadFailed: 'The file could not be downloaded. Please try again.',
  statusHistory: 'Status history',
  /** Who moved a status in the history ("Accepted by you"); a change the system made names no one. */
  changedBy: { me: 'by you', other: 'by the other side' },
  replyLabel: 'Your reply',
  sendReply: 'Send reply',
  accept: 'Accept',
  decline: 'Decline',
  declineTitle: 'Decline this request',
  askMoreInfo: 'Ask for more info',
  moreInfoTitle: 'Ask for more information',
  questionLabel: 'Your question (optional)',
  close: 'Close conversation',
  block: 'Block',
  unblock: 'Unblock',
  report: 'Report',
  reportTitle: 'Report this conversation',
  sendReport: 'Send report',
  reasonLabel: 'Reason',
  chooseReason: 'Choose a reason',
  reasonRequired: 'Choose a reason for your report',
  otherReason: 'Something else',
  otherReasonLabel: 'Your reason (optional)',
  noReason: 'No reason given',
  reportDetailsLabel: 'What happened?',
  reportedMessageLabel: 'The message you report',
  noMessageChosen: 'No single message',
  reportedMessageHint: 'The admins read only the message you choose here, never the rest of the conversation.',
  deleteConversation: 'Delete conversation',
  /** The admin panel's report page, when the report names no message. */
  reportNamesNoMessage: 'This report names no message: the rest of the conversation stays with its members.',
  moreInfoHint: 'More information was asked for: reply to answer it.',
  availabilityTitle: 'Availability',
  openToRequests: 'Open to new requests',
  capacityLabel: 'How many open requests at a time',
  capacityHint: `${CONVERSATION_LIMITS.capacityMin}-${CONVERSATION_LIMITS.capacityMax}`,
  openRequests: (count: number) => `Open requests now: ${count}`,
  saveAvailability: 'Save availability',
  acceptingRequests: 'Accepting requests',
  notAcceptingRequests: 'Not accepting requests',
  notAcceptingReason: 'This member is not accepting new requests right now.',
  genericError: 'Something went wrong. Please try again.',
} as const;

export const REQUEST_DIRECTIONS = { received: 'Request received', sent: 'Request sent' } as const;
