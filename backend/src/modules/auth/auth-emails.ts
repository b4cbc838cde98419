import { Language } from '@community/vocabulary';
import { MailMessage, catalogMail } from '../mail/mail.service';

/**
 * The mails of registration and sign-in; their texts are in the mail catalogs (vocabulary/src/i18n: mail.en.ts,
 * mail.ar.ts). None says more than the address's owner already knows, and none carries anything sensitive
 * (docs/security.md). A mail to an account goes in its saved language (the outbox reads it); one to an address
 * without an account in the language its request asked for.
 */
export const authEmails = {
  /**
   * The link confirms the account only in a browser signed in to it; the owner of an address someone else registered
   * sets a password with it instead, which takes the account over (docs/security.md, "Confirmation link"). The mail
   * says so plainly, since "ignore this email" would leave the account with whoever created it.
   */
  confirmEmail: (to: string, name: string, link: string): MailMessage => catalogMail(to, 'confirmEmail', { name, link }),

  /**
   * The reset link. An account whose address was never confirmed may have been created by someone else with this
   * address: the reset takes it over (UnprovenAccountTakeover), so the owner is told beforehand what it clears.
   */
  resetLink: (to: string, name: string, link: string, unconfirmed: boolean): MailMessage => catalogMail(to, 'resetLink', { name, link, unconfirmed }),

  /** Registration with an address that already has an account: the page answers as if it worked, the owner learns here. */
  registrationAttempt: (to: string, name: string, signInLink: string, resetLink: string): MailMessage =>
    catalogMail(to, 'registrationAttempt', { name, signInLink, resetLink }),

  /** Forgot-password for an address without an account: mailed so the answer and the work match the other case. */
  resetWithoutAccount: (to: string, signUpLink: string, language?: Language): MailMessage =>
    catalogMail(to, 'resetWithoutAccount', { signUpLink }, { language }),
};
