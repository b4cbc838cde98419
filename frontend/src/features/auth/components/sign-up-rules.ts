import { FORM_FIELDS, LIMITS, MESSAGES } from '@community/vocabulary';
import { blankFieldErrors, emailAddressError, signupPasswordError } from '../../../lib/field-rules';
import type { FormErrors } from '../../../lib/use-form';

export type MemberSignUpValues = {
  name: string;
  email: string;
  password: string;
  mentorship: string;
  PhoneNumber: string;
  IndustryType: string;
  JobTitle: string;
  Description: string;
};

export function validateMemberSignUp(values: MemberSignUpValues): FormErrors<MemberSignUpValues> {
  const errors = blankFieldErrors(values, FORM_FIELDS.memberSignUp);
  if (!errors.email) errors.email = emailAddressError(values.email, MESSAGES.signup.invalidEmail);
  errors.password = signupPasswordError(values.password);
  return errors;
}

export type BusinessSignUpValues = {
  name: string;
  email: string;
  password: string;
  IndustryType: string;
  Description: string;
  website_url: string;
  confirmConnections: boolean;
};

export function validateBusinessSignUp(values: BusinessSignUpValues): FormErrors<BusinessSignUpValues> {
  const errors = blankFieldErrors(values, FORM_FIELDS.businessSignUp);
  if (!errors.email) errors.email = emailAddressError(values.email, MESSAGES.signup.invalidEmail);
  errors.password = signupPasswordError(values.password);
  const length = values.Description.trim().length;
  if (length < LIMITS.businessDescriptionMin || length > LIMITS.businessDescriptionMax) errors.Description = MESSAGES.businessSignup.descriptionLength;
  return errors;
}
