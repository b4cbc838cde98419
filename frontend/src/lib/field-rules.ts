import { EMAIL_PATTERN, MESSAGES, SIGNUP_PASSWORD_PATTERN, isBlank, type FormField } from '@community/vocabulary';
import type { FormErrors } from './use-form';

/** The sign-up password rule (spec section 5): both registrations and the password change in My account. */
export function signupPasswordError(password: string): string | undefined {
  if (!password) return MESSAGES.signup.passwordRequired;
  if (!SIGNUP_PASSWORD_PATTERN.test(password)) return MESSAGES.signup.passwordRule;
  return undefined;
}

/** `invalidText` when the address, trimmed, is not shaped like one (each form words it as the spec does). */
export function emailAddressError(email: string, invalidText: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : invalidText;
}

/**
 * The "left empty" text of each field the form holds whose row in FORM_FIELDS has one (an unticked box counts as
 * empty). A form's own rules (an address's shape, a length) then add to these.
 */
export function blankFieldErrors<T extends Record<string, string | boolean>>(values: T, rows: { readonly [name: string]: FormField }): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const name of Object.keys(values) as (keyof T & string)[]) {
    const required = rows[name]?.required;
    if (required && (values[name] === false || isBlank(values[name]))) errors[name] = required;
  }
  return errors;
}
