import {
  CONVERSATION_MAIL_SUBJECTS,
  ConversationStatus,
  KIND_DIRECTORY_PATHS,
  KIND_LABELS,
  MessageSection,
  PRIVATE_KINDS,
  RESPONSIVENESS_MAIL_SUBJECTS,
  AVAILABILITY_SWITCH_PATH,
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

/**
 * The receiver of an unanswered request is reminded (request-reminder.job.ts). It says only that a request waits and
 * since when: a legal or clinic reminder names neither the sender nor anything of the request, like the request's own
 * mail; a professional-network or business-group one names the sender's account.
 */
export function reminderMail(appUrl: string, to: MailParty, conversation: MailConversation, senderName: string | null, days: number): MailMessage {
  const label = KIND_LABELS[conversation.kind];
  const who = isPrivate(conversation) || !senderName ? `A ${label} request` : `${senderName}'s ${label} request`;
  return {
    to: to.email,
    subject: RESPONSIVENESS_MAIL_SUBJECTS.reminder(label),
    text:
      `Hello ${to.name},\n\n${who} has been waiting ${days} ${days === 1 ? 'day' : 'days'} for your answer.${isPrivate(conversation) ? ` ${privacyNote}` : ''}\n\n` +
      `Reply, accept or decline it here: ${threadLink(appUrl, conversation)}\n\n` +
      `If you cannot take new requests for a while, switch off "Open to new requests": ${appUrl}${AVAILABILITY_SWITCH_PATH}\n`,
  };
}

/** A member whose last `count` requests expired unanswered no longer receives new ones: why, and how to take them again. */
export function autoPausedMail(appUrl: string, to: MailParty, count: number): MailMessage {
  return {
    to: to.email,
    subject: RESPONSIVENESS_MAIL_SUBJECTS.autoPaused,
    text:
      `Hello ${to.name},\n\nThe last ${count} requests you received expired without an answer, so we have switched off "Open to new requests" ` +
      `for you: members cannot send you new requests for now, and the directories no longer show you as accepting requests. ` +
      `Conversations you already have stay as they are.\n\n` +
      `When you are ready to take requests again, switch "Open to new requests" back on: ${appUrl}${AVAILABILITY_SWITCH_PATH}\n`,
  };
}
