import { conversationPath, type PrivateKind } from '@community/vocabulary';
import { MailMessage, catalogMail } from '../../mail/mail.service';
import { MessageReceiver } from './message-receivers.service';

/** Header values and names come from people: keep each on one line, so none can draw a header or a fake signature. */
const oneLine = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
const threadLink = (appUrl: string, conversationId: number) => `${appUrl}${conversationPath(conversationId)}`;

/**
 * The signed-in sender of a request as the mail may name them: the account's registered name, and the account's
 * own confirmed address to reply to, or null. Never the `full_name`/`email` the form let them type, which would let
 * anyone pose as "Community Network Admin Team" with someone else's reply address.
 */
export interface AccountSender {
  name: string;
  replyTo: string | null;
}

/**
 * Reply-To is the account's address only when the sender typed that very address (they chose to be answered
 * there, and the account proved it: requests need a confirmed email). Another typed address is unproven: no
 * Reply-To, and the receiver answers in the app.
 */
export function accountSender(account: { name: string; email: string }, typedEmail: string): AccountSender {
  const same = account.email.trim().toLowerCase() === typedEmail.trim().toLowerCase();
  return { name: oneLine(account.name), replyTo: same ? account.email : null };
}

export function professionalNetworkMail(appUrl: string, to: MessageReceiver, from: AccountSender, description: string, conversationId: number): MailMessage {
  return catalogMail(
    to.email,
    'professionalNetworkRequest',
    { name: to.name, fromName: from.name, description, replyByMail: !!from.replyTo, link: threadLink(appUrl, conversationId) },
    { replyTo: from.replyTo },
  );
}

/**
 * Legal and health requests never travel by email, not even their category or the sender's name and address:
 * mail passes through servers and inboxes the member does not control. The receiver signs in to read it.
 */
function privateRequestMail(appUrl: string, to: MessageReceiver, kind: PrivateKind, conversationId: number): MailMessage {
  return catalogMail(to.email, 'privateRequest', { name: to.name, kind, link: threadLink(appUrl, conversationId) });
}

export function legalIssueMail(appUrl: string, to: MessageReceiver, conversationId: number): MailMessage {
  return privateRequestMail(appUrl, to, 'legal-assistance', conversationId);
}

export function clinicRequestMail(appUrl: string, to: MessageReceiver, conversationId: number): MailMessage {
  return privateRequestMail(appUrl, to, 'virtual-clinic', conversationId);
}

/**
 * The public contact form has no account behind it: nothing the visitor typed is proven. So no Reply-To (a reply
 * would go to whatever address they typed, perhaps someone else's) and no typed name in the subject or as the
 * sender; the body says what they claim, as a claim. The owner answers in the app, which emails the visitor.
 */
export function businessGroupMail(
  appUrl: string,
  to: MessageReceiver & { groupTitle: string },
  visitor: { full_name: string; email: string; description: string },
  conversationId: number,
): MailMessage {
  return catalogMail(
    to.email,
    'businessGroupRequest',
    {
      name: to.name,
      groupTitle: to.groupTitle,
      visitorName: visitor.full_name,
      visitorEmail: visitor.email,
      description: visitor.description,
      link: threadLink(appUrl, conversationId),
    },
    { replyTo: null },
  );
}
