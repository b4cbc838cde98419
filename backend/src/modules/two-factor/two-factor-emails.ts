import { MailMessage } from '../mail/mail.service';

/**
 * Mails about the account's two-factor sign-in. Like the other account mails they are never suppressed by
 * notification settings, and they say what happened without naming who asked or why.
 */
export const twoFactorEmails = {
  resetByAdmin: (to: string, name: string): MailMessage => ({
    to,
    subject: 'Two-factor sign-in was turned off on your account',
    text:
      `Hello ${name},\n\nAn administrator of Community Network turned off two-factor sign-in on your account, ` +
      `and every signed-in device was signed out. Sign in with your password and turn it on again in My account.\n\n` +
      `If you did not ask for this, reset your password now from the sign-in page and tell us through the contact form.`,
  }),
};
