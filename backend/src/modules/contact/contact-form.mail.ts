import { MailMessage } from '../mail/mail.service';
import { ContactForm } from './entities/contact-form.entity';

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** One mail per submission to the site's inbox; answering it goes straight to the sender. */
export function contactFormMail(siteInbox: string, form: ContactForm): MailMessage {
  const name = `${form.firstName} ${form.lastName}`;
  return {
    to: siteInbox,
    replyTo: form.email,
    subject: oneLine(`Contact form: ${form.subject} from ${name}`),
    text: `${name} <${form.email}> sent the contact form.\n\n` + `Subject: ${form.subject}\nPhone: ${form.phoneNumber}\n\n${form.message}\n`,
  };
}
