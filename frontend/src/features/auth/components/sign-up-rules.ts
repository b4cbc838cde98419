import { EMAIL_PATTERN, LIMITS, MESSAGES, isBlank } from '@community/vocabulary';
import { signupPasswordError } from '../../../lib/field-rules';
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
  const text = MESSAGES.signup;
  const errors: FormErrors<MemberSignUpValues> = {};
  if (isBlank(values.name)) errors.name = text.fullNameRequired;
  if (isBlank(values.email)) errors.email = text.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = text.invalidEmail;
  const password = signupPasswordError(values.password);
  if (password) errors.password = password;
  if (isBlank(values.PhoneNumber)) errors.PhoneNumber = text.phoneRequired;
  if (isBlank(values.IndustryType)) errors.IndustryType = text.industryRequired;
  if (isBlank(values.JobTitle)) errors.JobTitle = text.jobTitleRequired;
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
  const text = MESSAGES.businessSignup;
  const errors: FormErrors<BusinessSignUpValues> = {};
  if (isBlank(values.name)) errors.name = text.nameRequired;
  if (isBlank(values.email)) errors.email = text.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.signup.invalidEmail;
  const password = signupPasswordError(values.password);
  if (password) errors.password = password;
  if (isBlank(values.IndustryType)) errors.IndustryType = text.industryRequired;
  const length = values.Description.trim().length;
  if (length < LIMITS.businessDescriptionMin || length > LIMITS.businessDescriptionMax) errors.Description = text.descriptionLength;
  return errors;
}
