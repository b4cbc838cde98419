import { MailMessage } from '../mail/mail.service';

/**
 * The mails of registration and sign-in. None says more than the address's owner already knows, and none
 * carries anything sensitive (docs/security.md).
 */
export const authEmails = {
  /**
   * The link confirms the account only in a browser signed in to it; the owner of an address someone else registered
   * sets a password with it instead, which takes the account over (docs/security.md, "Confirmation link"). The mail
   * says so plainly, since "ignore this email" would leave the account with whoever created it.
   */
  confirmEmail: (to: string, name: string, link: string): MailMessage => ({
    to,
    subject: 'Confirm your email address',
    text:
      `Hello ${name},\n\nWelcome to Community Network. Please confirm that this address is yours by opening this link within 24 hours:\n\n${link}\n\n` +
      `If you created this account, the page asks you to sign in with the password you chose, then confirms your address. ` +
      `Until you do, you can sign in and fill in your profile, but you cannot send requests, post ads or appear in the directories.\n\n` +
      `If you did not create this account, someone else used your address: do not sign in to it. Open the link and choose ` +
      `"Set my password" instead. The account then becomes yours alone: whoever created it is signed out and can no longer sign in, ` +
      `and what they filled in is cleared.`,
  }),

  /**
   * The reset link. An account whose address was never confirmed may have been created by someone else with this
   * address: the reset takes it over (UnprovenAccountTakeover), so the owner is told beforehand what it clears.
   */
  resetLink: (to: string, name: string, link: string, unconfirmed: boolean): MailMessage => ({
    to,
    subject: 'Reset your password',
    text:
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset the password of your Community Network account.\n` +
      `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
      (unconfirmed
        ? `This account's email address was never confirmed, so we cannot tell whether you or someone else created it. ` +
          `Choosing a new password confirms the address and makes the account yours alone: everyone signed in to it is signed out, ` +
          `and its profile is cleared, so you fill it in again after signing in.\n\n`
        : '') +
      `If you did not ask for this, ignore this email: your password stays as it is.`,
  }),

  /** Registration with an address that already has an account: the page answers as if it worked, the owner learns here. */
  registrationAttempt: (to: string, name: string, signInLink: string, resetLink: string): MailMessage => ({
    to,
    subject: 'Someone tried to register with your email address',
    text:
      `Hello ${name},\n\nSomeone just tried to create a new Community Network account with this email address, which already has an account.\n\n` +
      `If it was you, sign in instead: ${signInLink}\nIf you forgot your password, reset it here: ${resetLink}\n\n` +
      `If it was not you, nothing has changed and you can ignore this email.`,
  }),

  /** Forgot-password for an address without an account: mailed so the answer and the work match the other case. */
  resetWithoutAccount: (to: string, signUpLink: string): MailMessage => ({
    to,
    subject: 'Reset your password',
    text:
      `Hello,\n\nSomeone (hopefully you) asked to reset the password of a Community Network account for this email address, but no account uses it.\n\n` +
      `If it was you, you may have registered with another address, or you can create an account here: ${signUpLink}\n\n` +
      `If it was not you, ignore this email.`,
  }),
};
