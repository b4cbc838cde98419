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

export function legalIssueMail(
  appUrl: string,
  to: MessageReceiver,
  issue: { full_name: string; email: string; PhoneNumber: string; address: string | null; legal_issue: string; specific_issue: string; description: string; relevent_data: string | null },
): MailMessage {
  const lines = [
    `Name: ${issue.full_name}`,
    `Email: ${issue.email}`,
    `Phone: ${issue.PhoneNumber}`,
    ...(issue.address ? [`Address: ${issue.address}`] : []),
    `Legal issue: ${issue.legal_issue} - ${issue.specific_issue}`,
    ...(issue.relevent_data ? [`Relevant date: ${issue.relevent_data}`] : []),
  ];
  return {
    to: to.email,
    replyTo: issue.email,
    subject: oneLine(`New legal assistance request from ${issue.full_name}`),
    text:
      `Hello ${to.name},\n\nA member asked for legal assistance.\n\n${lines.join('\n')}\n\n${issue.description}\n\n` +
      `Reply to this email to answer, or read it in your inbox: ${inboxLink(appUrl)}\n`,
  };
}

/** Health details never travel by email: the doctor signs in to read them. */
export function clinicRequestMail(appUrl: string, to: MessageReceiver): MailMessage {
  return {
    to: to.email,
    subject: 'A patient request is waiting for you (Virtual Clinic)',
    text:
      `Hello ${to.name},\n\nA member sent you a request through the Virtual Clinic. ` +
      `For their privacy this email holds no details.\n\nSign in to read it in your inbox: ${appUrl}/signin\n`,
  };
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
