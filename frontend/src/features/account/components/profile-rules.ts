import { FORM_FIELDS, LIMITS, MESSAGES } from '@community/vocabulary';
import { blankFieldErrors } from '../../../lib/field-rules';
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
    if (role === 'business') {
      const errors = blankFieldErrors(values, FORM_FIELDS.businessSignUp);
      const length = values.Description.trim().length;
      if (length < LIMITS.businessDescriptionMin || length > LIMITS.businessDescriptionMax) errors.Description = MESSAGES.businessSignup.descriptionLength;
      return errors;
    }
    // An admin's profile has a name only.
    if (role === 'admin') return blankFieldErrors({ name: values.name }, FORM_FIELDS.memberSignUp);
    return blankFieldErrors(values, FORM_FIELDS.memberSignUp);
  };
}
