import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES, RESET_PASSWORD_PATTERN } from '@community/vocabulary';
import { Rules, email, isText, matches, maxLength, required, satisfies } from '../../../common/validation/rules.decorator';

/** A password chosen with a mailed link (a reset, or the confirmation link instead of signing in): spec section 5's reset rule. */
const NEW_PASSWORD_RULES = [
  isText(MESSAGES.resetPassword.shortPassword),
  satisfies((value) => (value as string).length >= LIMITS.resetPasswordMin, MESSAGES.resetPassword.shortPassword),
  matches(RESET_PASSWORD_PATTERN, MESSAGES.resetPassword.passwordRule),
];

export class ForgotPasswordDto {
  @ApiProperty({ example: 'amina@example.com' })
  @Rules(email(MESSAGES.forgotPassword.invalidEmail))
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the emailed link /reset-password/<token>', example: 'q3Jx0aVb2m9T_c1LkQyZr8nW4uE6pH5sD7fG2jK0aBc' })
  @Rules(required(MESSAGES.resetPassword.invalidToken), isText(MESSAGES.resetPassword.invalidToken))
  token: string;

  @ApiProperty({ example: 'N3w@pass', minLength: LIMITS.resetPasswordMin })
  @Rules(...NEW_PASSWORD_RULES)
  newPassword: string;
}

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token from the mailed link /confirm-email/<token>', example: 'Vb2m9T_c1LkQyZr8nW4uE6pH5sD7fG2jK0aBcq3Jx0a' })
  @Rules(
    required(MESSAGES.emailConfirmation.invalidLink),
    isText(MESSAGES.emailConfirmation.invalidLink),
    maxLength(200, MESSAGES.emailConfirmation.invalidLink),
  )
  token: string;
}

/** Setting a password with the confirmation link instead of signing in: the reset form's rule (spec section 5). */
export class ConfirmEmailWithPasswordDto extends ConfirmEmailDto {
  @ApiProperty({ example: 'N3w@pass', minLength: LIMITS.resetPasswordMin })
  @Rules(...NEW_PASSWORD_RULES)
  newPassword: string;
}

export class ResendConfirmationDto {
  @ApiProperty({ description: 'The address the account registered with', example: 'amina@example.com' })
  @Rules(email(MESSAGES.signup.invalidEmail))
  email: string;
}
