import { MailMessage } from '../mail/mail.service';

/**
 * Mails about the account itself. These are never suppressed by notification settings and carry no
 * unsubscribe link; they hold no password, token of the old address or other personal detail beyond the name.
 */
export const accountEmails = {
  passwordChanged: (to: string, name: string): MailMessage => ({
    to,
    subject: 'Your password was changed',
    text:
      `Hello ${name},\n\nThe password of your Community Network account was just changed, and every other ` +
      `signed-in device was signed out.\n\nIf this was not you, reset your password now from the sign-in page ` +
      `and tell us through the contact form.`,
  }),
  confirmNewEmail: (to: string, name: string, link: string): MailMessage => ({
    to,
    subject: 'Confirm your new email address',
    text:
      `Hello ${name},\n\nOpen this link within one hour to make this address the one of your Community Network account:\n\n` +
      `${link}\n\nUntil you do, nothing changes. If you did not ask for this, ignore this email.`,
  }),
  emailChangeRequested: (to: string, name: string): MailMessage => ({
    to,
    subject: 'A change of your email address was requested',
    text:
      `Hello ${name},\n\nSomeone signed in to your Community Network account asked to move it to another email address. ` +
      `Nothing changes unless the link sent to that address is opened within one hour.\n\n` +
      `If this was not you, change your password now.`,
  }),
  /** An email change to an address that already has an account: the requester is answered as if it worked, the owner learns here. */
  emailChangeToTakenAddress: (to: string, name: string): MailMessage => ({
    to,
    subject: 'Someone tried to move an account to your email address',
    text:
      `Hello ${name},\n\nSomeone signed in to another Community Network account asked to move that account to this email address, ` +
      `which already has an account: yours. Nothing was sent that could do it, and your account is unchanged.\n\n` +
      `If it was you, you already have an account here; you can ignore this email.`,
  }),
  emailChanged: (to: string, name: string): MailMessage => ({
    to,
    subject: 'Your email address was changed',
    text: `Hello ${name},\n\nYour Community Network account now signs in with this address.`,
  }),
  confirmDeletion: (to: string, name: string, link: string): MailMessage => ({
    to,
    subject: 'Confirm the deletion of your account',
    text:
      `Hello ${name},\n\nOpen this link within one hour to delete your Community Network account for good:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this email: nothing changes.`,
  }),
  accountDeleted: (to: string, name: string): MailMessage => ({
    to,
    subject: 'Your account was deleted',
    text:
      `Hello ${name},\n\nYour Community Network account, your ads and your business listings were deleted. ` +
      `Messages you sent stay with their receivers, signed "Deleted member". This address is no longer on file with us.`,
  }),
};

export const dataExportMail = (to: string, name: string, link: string): MailMessage => ({
  to,
  subject: 'Your data from Community Network',
  text:
    `Hello ${name},\n\nYou asked for a copy of your data. Open this link within 24 hours to download it as a JSON file:\n\n${link}\n\n` +
    `If you did not ask for this, ignore this email.`,
});
