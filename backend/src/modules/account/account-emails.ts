import { Language } from '@community/vocabulary';
import { MailMessage, catalogMail } from '../mail/mail.service';

/**
 * Mails about the account itself; their texts are in the mail catalogs (vocabulary/src/i18n). These are never
 * suppressed by notification settings and carry no unsubscribe link; they hold no password, token of the old address
 * or other personal detail beyond the name. Each goes in the account's saved language (the outbox reads it by address;
 * a mail to an address not yet the account's is given the account's language).
 */
export const accountEmails = {
  passwordChanged: (to: string, name: string): MailMessage => catalogMail(to, 'passwordChanged', { name }),
  confirmNewEmail: (to: string, name: string, link: string, language?: Language): MailMessage =>
    catalogMail(to, 'confirmNewEmail', { name, link }, { language }),
  emailChangeRequested: (to: string, name: string): MailMessage => catalogMail(to, 'emailChangeRequested', { name }),
  /** An email change to an address that already has an account: the requester is answered as if it worked, the owner learns here. */
  emailChangeToTakenAddress: (to: string, name: string): MailMessage => catalogMail(to, 'emailChangeToTakenAddress', { name }),
  emailChanged: (to: string, name: string): MailMessage => catalogMail(to, 'emailChanged', { name }),
  confirmDeletion: (to: string, name: string, link: string): MailMessage => catalogMail(to, 'confirmDeletion', { name, link }),
  /** Sent after the account is gone: its language is given, since no account holds the address any more. */
  accountDeleted: (to: string, name: string, language?: Language): MailMessage => catalogMail(to, 'accountDeleted', { name }, { language }),
};

export const dataExportMail = (to: string, name: string, link: string): MailMessage => catalogMail(to, 'dataExport', { name, link });
