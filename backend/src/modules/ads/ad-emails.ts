import { MailMessage, catalogMail } from '../mail/mail.service';
import { Ad } from './entities/ad.entity';

/** The ad poster's mails; texts in the mail catalogs (vocabulary/src/i18n), in the poster's saved language. */
export function adApprovedMail(to: string, ad: Ad, appUrl: string): MailMessage {
  return catalogMail(to, 'adApproved', { title: ad.title, boardLink: `${appUrl}/businessnetwork` });
}

export function adRejectedMail(to: string, ad: Ad, contactEmail: string): MailMessage {
  return catalogMail(to, 'adRejected', { title: ad.title, reason: ad.rejectionReason ?? null, contactEmail });
}

export function adExpiryReminderMail(to: string, ad: Ad, appUrl: string): MailMessage {
  const day = ad.expiresAt ? new Date(ad.expiresAt).toISOString().slice(0, 10) : '';
  return catalogMail(to, 'adExpiryReminder', { title: ad.title, day, myAdsLink: `${appUrl}/account/ads` });
}
