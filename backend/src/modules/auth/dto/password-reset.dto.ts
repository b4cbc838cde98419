import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES, RESET_PASSWORD_PATTERN } from '@community/vocabulary';
import { Rules, email, isText, matches, required, satisfies } from '../../../common/validation/rules.decorator';

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
  @Rules(
    isText(MESSAGES.resetPassword.shortPassword),
    satisfies((value) => (value as string).length >= LIMITS.resetPasswordMin, MESSAGES.resetPassword.shortPassword),
    matches(RESET_PASSWORD_PATTERN, MESSAGES.resetPassword.passwordRule),
  )
  newPassword: string;
}
