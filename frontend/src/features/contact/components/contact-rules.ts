import { EMAIL_PATTERN, MESSAGES, isBlank } from '@community/vocabulary';
import type { FormErrors } from '../../../lib/use-form';

export type ContactValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  subject: string;
  message: string;
};

export function validateContact(values: ContactValues): FormErrors<ContactValues> {
  const text = MESSAGES.contact;
  const errors: FormErrors<ContactValues> = {};
  if (isBlank(values.first_name)) errors.first_name = text.firstNameRequired;
  if (isBlank(values.last_name)) errors.last_name = text.lastNameRequired;
  if (isBlank(values.email)) errors.email = text.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = text.invalidEmail;
  if (isBlank(values.phone_number)) errors.phone_number = text.phoneRequired;
  if (isBlank(values.subject)) errors.subject = text.subjectRequired;
  if (isBlank(values.message)) errors.message = text.messageRequired;
  return errors;
}
