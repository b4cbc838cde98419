import type { ConversationStatus } from '../conversations';
import type { MessageSection } from '../forms';
import type { NotificationKind } from '../account-texts';
import type { JobApplicationStatus } from '../jobs';

/**
 * Every mail the product sends, as one function per mail from its facts to its subject and text, per language
 * (docs/languages.md). `MailCatalog` is the shape each language's catalog must fill: a missing or misspelt mail is a
 * type error in that catalog, and `mail-catalogs.spec.ts` checks the same at run time. English (mail.en.ts) holds the
 * texts the product has always sent, byte for byte.
 *
 * The facts are plain values, never entities: names and titles come from people and go into the text as they are;
 * links come whole from the backend. Legal and clinic mails take no detail at all (docs/security.md).
 */
export interface MailText {
  subject: string;
  text: string;
}

export interface MailCatalog {
  /** Labels the mails use inside sentences. */
  labels: {
    kinds: Readonly<Record<MessageSection, string>>;
    statuses: Readonly<Record<ConversationStatus, string>>;
    notificationKinds: Readonly<Record<NotificationKind, string>>;
  };
  // auth
  confirmEmail(p: { name: string; link: string }): MailText;
  resetLink(p: { name: string; link: string; unconfirmed: boolean }): MailText;
  registrationAttempt(p: { name: string; signInLink: string; resetLink: string }): MailText;
  resetWithoutAccount(p: { signUpLink: string }): MailText;
  // account
  passwordChanged(p: { name: string }): MailText;
  confirmNewEmail(p: { name: string; link: string }): MailText;
  emailChangeRequested(p: { name: string }): MailText;
  emailChangeToTakenAddress(p: { name: string }): MailText;
  emailChanged(p: { name: string }): MailText;
  confirmDeletion(p: { name: string; link: string }): MailText;
  accountDeleted(p: { name: string }): MailText;
  dataExport(p: { name: string; link: string }): MailText;
  twoFactorResetByAdmin(p: { name: string }): MailText;
  // ads and business listings
  adApproved(p: { title: string; boardLink: string }): MailText;
  adRejected(p: { title: string; reason: string | null; contactEmail: string }): MailText;
  adExpiryReminder(p: { title: string; day: string; myAdsLink: string }): MailText;
  businessGroupApproved(p: { title: string; directoryLink: string }): MailText;
  businessGroupRejected(p: { title: string; reason: string | null; contactEmail: string }): MailText;
  businessGroupEditApproved(p: { title: string; directoryLink: string }): MailText;
  businessGroupEditRejected(p: { title: string; reason: string | null; contactEmail: string }): MailText;
  // conversations
  professionalNetworkRequest(p: { name: string; fromName: string; description: string; replyByMail: boolean; link: string }): MailText;
  privateRequest(p: { name: string; kind: MessageSection; link: string }): MailText;
  businessGroupRequest(p: { name: string; groupTitle: string; visitorName: string; visitorEmail: string; description: string; link: string }): MailText;
  reply(p: { name: string; kind: MessageSection; private: boolean; authorName: string; body: string; link: string }): MailText;
  businessGroupReply(p: { name: string; groupTitle: string; body: string }): MailText;
  status(p: {
    name: string;
    kind: MessageSection;
    status: ConversationStatus;
    private: boolean;
    byName: string;
    reason: string | null;
    link: string;
  }): MailText;
  expired(p: { name: string; kind: MessageSection; expiryDays: number; suggestions: string[]; directoryLink: string; link: string }): MailText;
  requestReminder(p: {
    name: string;
    kind: MessageSection;
    private: boolean;
    senderName: string | null;
    days: number;
    link: string;
    availabilityLink: string;
  }): MailText;
  autoPaused(p: { name: string; count: number; availabilityLink: string }): MailText;
  // jobs
  jobApproved(p: { title: string; jobLink: string }): MailText;
  jobRejected(p: { title: string; reason: string | null; contactEmail: string }): MailText;
  /** To the poster: which posting and where to read the application; never the applicant's message or CV. */
  jobApplication(p: { title: string; link: string }): MailText;
  /** To the applicant: the posting's title and the status its poster set, with the conversation's link; nothing else. */
  applicationStatus(p: { title: string; status: JobApplicationStatus; link: string }): MailText;
  // saved searches
  /**
   * A saved search's alert: what was approved since its last run (titles, places and links only), `more` not listed,
   * and the link to stop it. `searched` is the search's words; without any, `listPath` names the list.
   */
  savedSearchAlert(p: {
    name: string;
    searched: string | null;
    listPath: string;
    items: Array<{ title: string; detail: string; link: string }>;
    more: number;
    manageLink: string;
  }): MailText;
  // notifications
  digest(p: { name: string; items: Array<{ kind: NotificationKind; subject: string; text: string }> }): MailText;
  /** The footer added to a notification mail (the text goes after the mail's own). */
  unsubscribeFooter(p: { kinds: NotificationKind[]; unsubscribeLink: string; settingsLink: string }): string;
}

/** The names of the mails (every key but the labels). */
export type MailKey = Exclude<keyof MailCatalog, 'labels' | 'unsubscribeFooter'>;
/** The facts one mail takes. */
export type MailParams<K extends MailKey> = Parameters<MailCatalog[K]>[0];
