import { EMAIL_PATTERN, LIMITS, MESSAGES } from '@community/vocabulary';
import type { FormErrors } from '../../../lib/use-form';

export type SignInValues = { email: string; password: string };

export function validateSignIn(values: SignInValues): FormErrors<SignInValues> {
  const errors: FormErrors<SignInValues> = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.login.invalidEmail;
  if (values.password.length < LIMITS.loginPasswordMin) errors.password = MESSAGES.login.shortPassword;
  return errors;
}
