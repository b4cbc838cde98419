import { conversationPath } from '@community/vocabulary';
import { MailMessage } from '../mail/mail.service';
import { MessageReceiver } from './message-receivers.service';

/** Header values come from people: keep each on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const inboxLink = (appUrl: string) => `${appUrl}/inbox`;

export function professionalNetworkMail(appUrl: string, to: MessageReceiver, from: { full_name: string; email: string; description: string }): MailMessage {
  return {
    to: to.email,
    replyTo: from.email,
    subject: oneLine(`New message from ${from.full_name} (Professional Network)`),
    text:
      `Hello ${to.name},\n\n${from.full_name} <${from.email}> sent you a message through the Professional Network:\n\n` +
      `${from.description}\n\nReply to this email to answer, or read it in your inbox: ${inboxLink(appUrl)}\n`,
  };
}

/**
 * Legal and health requests never travel by email, not even their category or the sender's name and address:
 * mail passes through servers and inboxes the member does not control. The receiver signs in to read it.
 */
function privateRequestMail(appUrl: string, to: MessageReceiver, section: string, conversationId: number): MailMessage {
  return {
    to: to.email,
    subject: `A request is waiting for you (${section})`,
    text:
      `Hello ${to.name},\n\nA member sent you a request through ${section}. ` +
      `For their privacy this email holds no details.\n\nSign in to read it: ${appUrl}${conversationPath(conversationId)}\n`,
  };
}

export function legalIssueMail(appUrl: string, to: MessageReceiver, conversationId: number): MailMessage {
  return privateRequestMail(appUrl, to, 'Legal Assistance', conversationId);
}

export function clinicRequestMail(appUrl: string, to: MessageReceiver, conversationId: number): MailMessage {
  return privateRequestMail(appUrl, to, 'Virtual Clinic', conversationId);
}

export function businessGroupMail(
  appUrl: string,
  to: MessageReceiver & { groupTitle: string },
  from: { full_name: string; email: string; description: string },
): MailMessage {
  return {
    to: to.email,
    replyTo: from.email,
    subject: oneLine(`New message for ${to.groupTitle} from ${from.full_name}`),
    text:
      `Hello ${to.name},\n\n${from.full_name} <${from.email}> contacted ${to.groupTitle} through the Business Directory:\n\n` +
      `${from.description}\n\nReply to this email to answer, or read it in your inbox: ${inboxLink(appUrl)}\n`,
  };
}
