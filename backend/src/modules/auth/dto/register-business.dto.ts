import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { FIELD_LIMITS, INDUSTRIES, LIMITS, MESSAGES, tooLongMessage } from '@community/vocabulary';
import { Rules, email, lengthBetween, maxLength, oneOf, required, satisfies } from '../../../common/validation/rules.decorator';
import { signupPassword } from './register-member.dto';

/** Field names are the spec's business registration payload (section 3). */
export class RegisterBusinessDto {
  @ApiProperty({ example: 'Crescent Bakery' })
  @Rules(required(MESSAGES.businessSignup.nameRequired), maxLength(FIELD_LIMITS.businessName, tooLongMessage('Business name', FIELD_LIMITS.businessName)))
  name: string;

  @ApiProperty({ example: 'hello@crescentbakery.example' })
  @Rules(required(MESSAGES.businessSignup.emailRequired), email(MESSAGES.signup.invalidEmail), maxLength(FIELD_LIMITS.email, MESSAGES.signup.invalidEmail))
  email: string;

  @ApiProperty({ example: 'Str0ng!pass', description: MESSAGES.signup.passwordRule })
  @Rules(...signupPassword)
  password: string;

  @ApiProperty({ enum: INDUSTRIES })
  @Rules(required(MESSAGES.businessSignup.industryRequired), oneOf(INDUSTRIES, MESSAGES.signup.industryInvalid))
  IndustryType: string;

  @ApiProperty({
    minLength: LIMITS.businessDescriptionMin,
    maxLength: LIMITS.businessDescriptionMax,
    example: 'Family bakery baking bread, pastries and celebration cakes every morning since 1998.',
  })
  @Rules(lengthBetween(LIMITS.businessDescriptionMin, LIMITS.businessDescriptionMax, MESSAGES.businessSignup.descriptionLength))
  Description: string;

  @ApiPropertyOptional({ example: 'crescentbakery.example' })
  @IsOptional()
  @Rules(maxLength(255, 'Website must be at most 255 characters'))
  website_url?: string;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @Rules(satisfies((value) => typeof value === 'boolean', 'confirmConnections must be true or false'))
  confirmConnections?: boolean;
}
