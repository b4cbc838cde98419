import { LIMITS, MESSAGES, isBlank } from '@community/vocabulary';
import type { FormErrors } from '../../../lib/use-form';

export type ProfileValues = {
  name: string;
  PhoneNumber: string;
  JobTitle: string;
  Description: string;
  IndustryType: string;
  mentorship: string;
};

/** The registration rules of the member's role (spec section 5): members as at sign-up, businesses as at business sign-up. */
export function profileRules(role: string) {
  return (values: ProfileValues): FormErrors<ProfileValues> => {
    const errors: FormErrors<ProfileValues> = {};
    if (role === 'business') {
      if (isBlank(values.name)) errors.name = MESSAGES.businessSignup.nameRequired;
      if (isBlank(values.IndustryType)) errors.IndustryType = MESSAGES.businessSignup.industryRequired;
      const length = values.Description.trim().length;
      if (length < LIMITS.businessDescriptionMin || length > LIMITS.businessDescriptionMax) errors.Description = MESSAGES.businessSignup.descriptionLength;
      return errors;
    }
    if (isBlank(values.name)) errors.name = MESSAGES.signup.fullNameRequired;
    if (role === 'admin') return errors;
    if (isBlank(values.PhoneNumber)) errors.PhoneNumber = MESSAGES.signup.phoneRequired;
    if (isBlank(values.IndustryType)) errors.IndustryType = MESSAGES.signup.industryRequired;
    if (isBlank(values.JobTitle)) errors.JobTitle = MESSAGES.signup.jobTitleRequired;
    return errors;
  };
}
