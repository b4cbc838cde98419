import { ContactForm } from './entities/contact-form.entity';
import { ContactFormEntryDto } from './dto/contact-form-responses.dto';

export function toContactFormEntry(form: ContactForm): ContactFormEntryDto {
  return {
    id: form.id,
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    phone_number: form.phoneNumber,
    subject: form.subject,
    message: form.message,
    created_at: new Date(form.createdAt).toISOString(),
  };
}
