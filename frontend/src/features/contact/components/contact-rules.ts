import { FORM_FIELDS, MESSAGES } from '@community/vocabulary';
import { blankFieldErrors, emailAddressError } from '../../../lib/field-rules';
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
  const errors = blankFieldErrors(values, FORM_FIELDS.contact);
  if (!errors.email) errors.email = emailAddressError(values.email, MESSAGES.contact.invalidEmail);
  return errors;
}
