import { MailMessage } from '../mail/mail.service';
import { BusinessGroup } from './entities/business-group.entity';

export function businessGroupApprovedMail(to: string, group: BusinessGroup, appUrl: string): MailMessage {
  return {
    to,
    subject: `Your business "${group.title}" is now in the Business Directory`,
    text:
      `Good news: an administrator approved "${group.title}".\n\n` +
      `It now appears in the public Business Directory, where members and visitors can contact you:\n${appUrl}/business\n`,
  };
}

export function businessGroupRejectedMail(to: string, group: BusinessGroup, contactEmail: string): MailMessage {
  return {
    to,
    subject: `Your business "${group.title}" was not approved`,
    text:
      `An administrator reviewed "${group.title}" and did not approve it for the Business Directory.\n\n` +
      (group.rejectionReason ? `Reason: ${group.rejectionReason}\n\n` : '') +
      `If you think this is a mistake, write to us at ${contactEmail}.\n`,
  };
}

/** An edit of a listing that is already public: the approved text now shows the owner's changes. */
export function businessGroupEditApprovedMail(to: string, group: BusinessGroup, appUrl: string): MailMessage {
  return {
    to,
    subject: `Your changes to "${group.title}" are approved`,
    text: `An administrator approved your changes. The Business Directory now shows "${group.title}" as you edited it:\n${appUrl}/business\n`,
  };
}

/** A refused edit of a public listing: the listing stays in the directory as it was. */
export function businessGroupEditRejectedMail(to: string, group: BusinessGroup, contactEmail: string): MailMessage {
  return {
    to,
    subject: `Your changes to "${group.title}" were not approved`,
    text:
      `An administrator reviewed your changes to "${group.title}" and did not approve them. ` +
      `The listing stays in the Business Directory as it was before.\n\n` +
      (group.rejectionReason ? `Reason: ${group.rejectionReason}\n\n` : '') +
      `You can edit it again under My account > My business. If you think this is a mistake, write to us at ${contactEmail}.\n`,
  };
}
