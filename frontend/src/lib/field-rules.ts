import { EMAIL_PATTERN, MESSAGES, SIGNUP_PASSWORD_PATTERN } from '@community/vocabulary';

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
