import { FORM_FIELDS, LIMITS, MESSAGES, isLegalPhone, isSpecificIssueOf } from '@community/vocabulary';
import { blankFieldErrors, emailAddressError } from '../../../lib/field-rules';
import type { FormErrors } from '../../../lib/use-form';

export type LegalValues = {
  full_name: string;
  email: string;
  PhoneNumber: string;
  address: string;
  legal_issue: string;
  specific_issue: string;
  description: string;
  relevent_data: string;
  consent: boolean;
  agreement: boolean;
};

export function validateLegal(values: LegalValues): FormErrors<LegalValues> {
  const text = MESSAGES.legal;
  const errors = blankFieldErrors(values, FORM_FIELDS.legal);
  errors.email = emailAddressError(values.email, text.invalidEmail);
  if (!isLegalPhone(values.PhoneNumber.trim())) errors.PhoneNumber = text.invalidPhone;
  // An issue that is not one of the chosen category's is as good as none.
  if (!isSpecificIssueOf(values.legal_issue, values.specific_issue)) errors.specific_issue = FORM_FIELDS.legal.specific_issue.required;
  const length = values.description.trim().length;
  if (length < 1 || length > LIMITS.legalDescriptionMax) errors.description = text.descriptionLength;
  return errors;
}
