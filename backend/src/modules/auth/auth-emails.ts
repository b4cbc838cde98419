import { MailMessage } from '../mail/mail.service';

/**
 * The mails of registration and sign-in. None says more than the address's owner already knows, and none
 * carries anything sensitive (docs/security.md).
 */
export const authEmails = {
  confirmEmail: (to: string, name: string, link: string): MailMessage => ({
    to,
    subject: 'Confirm your email address',
    text:
      `Hello ${name},\n\nWelcome to Community Network. Please confirm that this address is yours by opening this link within 24 hours:\n\n${link}\n\n` +
      `Until you do, you can sign in and fill in your profile, but you cannot send requests, post ads or appear in the directories.\n` +
      `If you did not register, ignore this email: the account stays unconfirmed and cannot reach anyone.`,
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
