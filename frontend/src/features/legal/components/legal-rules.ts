import { EMAIL_PATTERN, LIMITS, MESSAGES, isBlank, isLegalPhone, isSpecificIssueOf } from '@community/vocabulary';
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
  const errors: FormErrors<LegalValues> = {};
  if (isBlank(values.full_name)) errors.full_name = text.fullNameRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = text.invalidEmail;
  if (!isLegalPhone(values.PhoneNumber.trim())) errors.PhoneNumber = text.invalidPhone;
  if (isBlank(values.legal_issue)) errors.legal_issue = text.categoryRequired;
  if (!isSpecificIssueOf(values.legal_issue, values.specific_issue)) errors.specific_issue = text.specificIssueRequired;
  const length = values.description.trim().length;
  if (length < 1 || length > LIMITS.legalDescriptionMax) errors.description = text.descriptionLength;
  if (!values.consent) errors.consent = text.consentRequired;
  if (!values.agreement) errors.agreement = text.agreementRequired;
  return errors;
}
