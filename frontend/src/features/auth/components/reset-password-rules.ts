import { EMAIL_PATTERN, LIMITS, MESSAGES, RESET_PASSWORD_PATTERN } from '@community/vocabulary';
import type { FormErrors } from '../../../lib/use-form';

export type ForgotPasswordValues = { email: string };

export function validateForgotPassword(values: ForgotPasswordValues): FormErrors<ForgotPasswordValues> {
  return EMAIL_PATTERN.test(values.email.trim()) ? {} : { email: MESSAGES.forgotPassword.invalidEmail };
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
