import { MailMessage, catalogMail } from '../mail/mail.service';
import { BusinessGroup } from './entities/business-group.entity';

/** The listing owner's mails; texts in the mail catalogs (vocabulary/src/i18n), in the owner's saved language. */
export function businessGroupApprovedMail(to: string, group: BusinessGroup, appUrl: string): MailMessage {
  return catalogMail(to, 'businessGroupApproved', { title: group.title, directoryLink: `${appUrl}/business` });
}

export function businessGroupRejectedMail(to: string, group: BusinessGroup, contactEmail: string): MailMessage {
  return catalogMail(to, 'businessGroupRejected', { title: group.title, reason: group.rejectionReason ?? null, contactEmail });
}

/** An edit of a listing that is already public: the approved text now shows the owner's changes. */
export function businessGroupEditApprovedMail(to: string, group: BusinessGroup, appUrl: string): MailMessage {
  return catalogMail(to, 'businessGroupEditApproved', { title: group.title, directoryLink: `${appUrl}/business` });
}

/** A refused edit of a public listing: the listing stays in the directory as it was. */
export function businessGroupEditRejectedMail(to: string, group: BusinessGroup, contactEmail: string): MailMessage {
  return catalogMail(to, 'businessGroupEditRejected', { title: group.title, reason: group.rejectionReason ?? null, contactEmail });
}
