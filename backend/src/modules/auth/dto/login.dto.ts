import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@community/vocabulary';
import { Rules, email, isText, satisfies } from '../../../common/validation/rules.decorator';

export class LoginDto {
  @ApiProperty({ example: 'amina.helper@community.example' })
  @Rules(email(MESSAGES.login.invalidEmail))
  email: string;

  @ApiProperty({ example: 'Demo#2024pass', minLength: LIMITS.loginPasswordMin })
  @Rules(isText(MESSAGES.login.shortPassword), satisfies((value) => (value as string).length >= LIMITS.loginPasswordMin, MESSAGES.login.shortPassword))
  password: string;
}
