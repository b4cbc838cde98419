import { EMAIL_PATTERN, MESSAGES, isBlank } from '@community/vocabulary';
import type { FormErrors } from '../../../lib/use-form';
import type { AdSubmission } from '../api/submit-ad';

export function validateAd(values: AdSubmission): FormErrors<AdSubmission> {
  const text = MESSAGES.ad;
  const errors: FormErrors<AdSubmission> = {};
  if (isBlank(values.title)) errors.title = text.titleRequired;
  if (isBlank(values.description)) errors.description = text.descriptionRequired;
  if (isBlank(values.category)) errors.category = text.categoryRequired;
  if (isBlank(values.ad_description)) errors.ad_description = text.adDescriptionRequired;
  if (isBlank(values.contact_email)) errors.contact_email = text.contactEmailRequired;
  else if (!EMAIL_PATTERN.test(values.contact_email.trim())) errors.contact_email = MESSAGES.memberContact.invalidEmail;
  if (isBlank(values.contact_phone)) errors.contact_phone = text.contactPhoneRequired;
  if (isBlank(values.location)) errors.location = text.locationRequired;
  return errors;
}
