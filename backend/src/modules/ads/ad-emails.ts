import { MailMessage } from '../mail/mail.service';
import { Ad } from './entities/ad.entity';

export function adApprovedMail(to: string, ad: Ad, appUrl: string): MailMessage {
  return {
    to,
    subject: `Your ad "${ad.title}" is now live`,
    text:
      `Good news: an administrator approved your ad "${ad.title}".\n\n` + `Members can now see it on the Ads and Services board:\n${appUrl}/businessnetwork\n`,
  };
}

export function adRejectedMail(to: string, ad: Ad, contactEmail: string): MailMessage {
  return {
    to,
    subject: `Your ad "${ad.title}" was not approved`,
    text:
      `An administrator reviewed your ad "${ad.title}" and did not approve it.\n\n` +
      (ad.rejectionReason ? `Reason: ${ad.rejectionReason}\n\n` : '') +
      `You are welcome to submit a corrected ad. If you have questions, write to us at ${contactEmail}.\n`,
  };
}

export function adExpiryReminderMail(to: string, ad: Ad, appUrl: string): MailMessage {
  const day = ad.expiresAt ? new Date(ad.expiresAt).toISOString().slice(0, 10) : '';
  return {
    to,
    subject: `Your ad "${ad.title}" expires soon`,
    text: `Your ad "${ad.title}" leaves the Ads and Services board on ${day}.\n\n` + `To keep it there, renew it from My ads:\n${appUrl}/account/ads\n`,
  };
}
