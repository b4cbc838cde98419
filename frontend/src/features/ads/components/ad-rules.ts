import { FORM_FIELDS, MESSAGES } from '@community/vocabulary';
import { blankFieldErrors, emailAddressError } from '../../../lib/field-rules';
import type { FormErrors } from '../../../lib/use-form';
import type { AdSubmission } from '../api/submit-ad';

export function validateAd(values: AdSubmission): FormErrors<AdSubmission> {
  const errors = blankFieldErrors(values, FORM_FIELDS.ad);
  if (!errors.contact_email) errors.contact_email = emailAddressError(values.contact_email, MESSAGES.memberContact.invalidEmail);
  return errors;
}
