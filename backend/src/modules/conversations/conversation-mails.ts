import { AVAILABILITY_SWITCH_PATH, ConversationStatus, KIND_DIRECTORY_PATHS, MessageSection, PRIVATE_KINDS, conversationPath } from '@community/vocabulary';
import { MailMessage, catalogMail } from '../mail/mail.service';

export interface MailParty {
  email: string;
  name: string;
}

export interface MailConversation {
  id: number;
  kind: MessageSection;
}

const isPrivate = (conversation: MailConversation) => PRIVATE_KINDS.includes(conversation.kind);
const threadLink = (appUrl: string, conversation: MailConversation) => `${appUrl}${conversationPath(conversation.id)}`;

/** A reply to a member. Legal and clinic replies travel only as a link. Texts: the mail catalogs (vocabulary/src/i18n). */
export function replyMail(appUrl: string, to: MailParty, conversation: MailConversation, authorName: string, body: string): MailMessage {
  return catalogMail(to.email, 'reply', {
    name: to.name,
    kind: conversation.kind,
    private: isPrivate(conversation),
    authorName,
    body,
    link: threadLink(appUrl, conversation),
  });
}

/**
 * A visitor wrote to a business group without an account: the owner's reply reaches them only by email, in English
 * (nothing of theirs says which language they read; docs/languages.md).
 */
export function businessGroupReplyMail(to: MailParty, groupTitle: string, owner: MailParty, body: string): MailMessage {
  return catalogMail(to.email, 'businessGroupReply', { name: to.name, groupTitle, body }, { replyTo: owner.email });
}

export function statusMail(
  appUrl: string,
  to: MailParty,
  conversation: MailConversation,
  status: ConversationStatus,
  byName: string,
  reason: string | null,
): MailMessage {
  return catalogMail(to.email, 'status', {
    name: to.name,
    kind: conversation.kind,
    status,
    private: isPrivate(conversation),
    byName,
    reason,
    link: threadLink(appUrl, conversation),
  });
}

/** No answer in time: the sender is told, with up to three members of the same section who take requests now. */
export function expiredMail(
  appUrl: string,
  to: MailParty,
  conversation: MailConversation,
  expiryDays: number,
  suggestions: Array<{ name: string }>,
): MailMessage {
  return catalogMail(to.email, 'expired', {
    name: to.name,
    kind: conversation.kind,
    expiryDays,
    suggestions: suggestions.map((member) => member.name),
    directoryLink: `${appUrl}${KIND_DIRECTORY_PATHS[conversation.kind]}`,
    link: threadLink(appUrl, conversation),
  });
}

/**
 * The receiver of an unanswered request is reminded (request-reminder.job.ts). It says only that a request waits and
 * since when: a legal or clinic reminder names neither the sender nor anything of the request, like the request's own
 * mail; a professional-network or business-group one names the sender's account.
 */
export function reminderMail(appUrl: string, to: MailParty, conversation: MailConversation, senderName: string | null, days: number): MailMessage {
  return catalogMail(to.email, 'requestReminder', {
    name: to.name,
    kind: conversation.kind,
    private: isPrivate(conversation),
    senderName,
    days,
    link: threadLink(appUrl, conversation),
    availabilityLink: `${appUrl}${AVAILABILITY_SWITCH_PATH}`,
  });
}

/** A member whose last `count` requests expired unanswered no longer receives new ones: why, and how to take them again. */
export function autoPausedMail(appUrl: string, to: MailParty, count: number): MailMessage {
  return catalogMail(to.email, 'autoPaused', { name: to.name, count, availabilityLink: `${appUrl}${AVAILABILITY_SWITCH_PATH}` });
}
