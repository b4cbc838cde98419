import { MailMessage, catalogMail } from '../mail/mail.service';

/**
 * Mails about the account's two-factor sign-in (texts in the mail catalogs, vocabulary/src/i18n). Like the other
 * account mails they are never suppressed by notification settings, and they say what happened without naming who
 * asked or why.
 */
export const twoFactorEmails = {
  resetByAdmin: (to: string, name: string): MailMessage => catalogMail(to, 'twoFactorResetByAdmin', { name }),
};
