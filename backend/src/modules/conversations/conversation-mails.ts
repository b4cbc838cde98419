import {
  CONVERSATION_MAIL_SUBJECTS,
  ConversationStatus,
  KIND_DIRECTORY_PATHS,
  KIND_LABELS,
  MessageSection,
  PRIVATE_KINDS,
  STATUS_LABELS,
  conversationPath,
} from '@community/vocabulary';
import { MailMessage } from '../mail/mail.service';

export interface MailParty {
  email: string;
  name: string;
}

export interface MailConversation {
  id: number;
  kind: MessageSection;
}

/** Header values come from people: keep each on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();
const isPrivate = (conversation: MailConversation) => PRIVATE_KINDS.includes(conversation.kind);
const threadLink = (appUrl: string, conversation: MailConversation) => `${appUrl}${conversationPath(conversation.id)}`;
const privacyNote = 'For your privacy this email holds no details; sign in to read it.';

/** A reply to a member. Legal and clinic replies travel only as a link. */
export function replyMail(appUrl: string, to: MailParty, conversation: MailConversation, authorName: string, body: string): MailMessage {
  const label = KIND_LABELS[conversation.kind];
  const content = isPrivate(conversation)
    ? `There is a new reply in your ${label} conversation. ${privacyNote}`
    : `${authorName} replied in your ${label} conversation:\n\n${body}`;
  return {
    to: to.email,
    subject: CONVERSATION_MAIL_SUBJECTS.reply(label),
    text: `Hello ${to.name},\n\n${content}\n\nOpen the conversation: ${threadLink(appUrl, conversation)}\n`,
  };
}

/** A visitor wrote to a business group without an account: the owner's reply reaches them only by email. */
export function businessGroupReplyMail(to: MailParty, groupTitle: string, owner: MailParty, body: string): MailMessage {
  return {
    to: to.email,
    replyTo: owner.email,
    subject: oneLine(CONVERSATION_MAIL_SUBJECTS.businessGroupReply(groupTitle)),
    text: `Hello ${to.name},\n\n${groupTitle} replied to the message you sent through the Business Directory:\n\n${body}\n\nReply to this email to answer.\n`,
  };
}

export function statusMail(
  appUrl: string,
  to: MailParty,
  conversation: MailConversation,
  status: ConversationStatus,
  byName: string,
  reason: string | null,
): MailMessage {
  const label = KIND_LABELS[conversation.kind];
  const detail = isPrivate(conversation) ? privacyNote : `${byName} set it to ${STATUS_LABELS[status]}.${reason ? `\n\nReason: ${reason}` : ''}`;
  return {
    to: to.email,
    subject: CONVERSATION_MAIL_SUBJECTS.status(label, status),
    text: `Hello ${to.name},\n\nYour ${label} conversation is now: ${STATUS_LABELS[status]}. ${detail}\n\nOpen the conversation: ${threadLink(appUrl, conversation)}\n`,
  };
}

/** No answer in time: the sender is told, with up to three members of the same section who take requests now. */
export function expiredMail(
  appUrl: string,
  to: MailParty,
  conversation: MailConversation,
  expiryDays: number,
  suggestions: Array<{ name: string }>,
): MailMessage {
  const label = KIND_LABELS[conversation.kind];
  const directory = `${appUrl}${KIND_DIRECTORY_PATHS[conversation.kind]}`;
  const others = suggestions.length
    ? `These members of the ${label} take new requests now:\n${suggestions.map((member) => `- ${member.name}`).join('\n')}\n\nFind them here: ${directory}`
    : `Other members of the ${label} may be able to help: ${directory}`;
  return {
    to: to.email,
    subject: CONVERSATION_MAIL_SUBJECTS.expired(label),
    text:
      `Hello ${to.name},\n\nYour ${label} request had no answer within ${expiryDays} days, so it has expired.\n\n${others}\n\n` +
      `Open the conversation: ${threadLink(appUrl, conversation)}\n`,
  };
}
