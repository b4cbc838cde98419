import { LIMITS, MESSAGES, RESET_PASSWORD_PATTERN } from '@community/vocabulary';
import { emailAddressError } from '../../../lib/field-rules';
import type { FormErrors } from '../../../lib/use-form';

export type ForgotPasswordValues = { email: string };

export function validateForgotPassword(values: ForgotPasswordValues): FormErrors<ForgotPasswordValues> {
  const email = emailAddressError(values.email, MESSAGES.forgotPassword.invalidEmail);
  return email ? { email } : {};
}

export type ResetPasswordValues = { password: string; confirmPassword: string };

export function validateResetPassword(values: ResetPasswordValues): FormErrors<ResetPasswordValues> {
  const text = MESSAGES.resetPassword;
  const errors: FormErrors<ResetPasswordValues> = {};
  if (values.password.length < LIMITS.resetPasswordMin) errors.password = text.shortPassword;
  else if (!RESET_PASSWORD_PATTERN.test(values.password)) errors.password = text.passwordRule;
  if (values.confirmPassword !== values.password) errors.confirmPassword = text.mismatch;
  return errors;
}
