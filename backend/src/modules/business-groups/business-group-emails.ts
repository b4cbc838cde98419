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
