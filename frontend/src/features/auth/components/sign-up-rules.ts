import { FORM_FIELDS, LIMITS, MESSAGES, type FormField } from '@community/vocabulary';
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

/** What both registrations check (spec section 5): the empty fields, the address's shape and the sign-up password rule. */
function accountErrors<T extends Record<string, string | boolean> & { email: string; password: string }>(
  values: T,
  rows: { readonly [name: string]: FormField },
): FormErrors<T> {
  const errors = blankFieldErrors(values, rows);
  const account = errors as FormErrors<{ email: string; password: string }>;
  if (!account.email) account.email = emailAddressError(values.email, MESSAGES.signup.invalidEmail);
  account.password = signupPasswordError(values.password);
  return errors;
}

export function validateMemberSignUp(values: MemberSignUpValues): FormErrors<MemberSignUpValues> {
  return accountErrors(values, FORM_FIELDS.memberSignUp);
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
  const errors = accountErrors(values, FORM_FIELDS.businessSignUp);
  const length = values.Description.trim().length;
  if (length < LIMITS.businessDescriptionMin || length > LIMITS.businessDescriptionMax) errors.Description = MESSAGES.businessSignup.descriptionLength;
  return errors;
}
