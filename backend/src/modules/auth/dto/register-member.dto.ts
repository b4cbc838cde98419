import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { FIELD_LIMITS, INDUSTRIES, MEMBER_ROLES, MENTORSHIP_ANSWERS, MESSAGES, SIGNUP_PASSWORD_PATTERN, tooLongMessage } from '@community/vocabulary';
import { Rules, email, isText, matches, maxLength, oneOf, required } from '../../../common/validation/rules.decorator';

const signupPassword = [required(MESSAGES.signup.passwordRequired), matches(SIGNUP_PASSWORD_PATTERN, MESSAGES.signup.passwordRule)];

/** Field names are the spec's member registration payload (section 3). */
export class RegisterMemberDto {
  @ApiProperty({ example: 'Amina Yusuf' })
  @Rules(required(MESSAGES.signup.fullNameRequired), maxLength(FIELD_LIMITS.personName, tooLongMessage('Full name', FIELD_LIMITS.personName)))
  name: string;

  @ApiProperty({ example: 'amina@example.com' })
  @Rules(required(MESSAGES.signup.emailRequired), email(MESSAGES.signup.invalidEmail), maxLength(FIELD_LIMITS.email, MESSAGES.signup.invalidEmail))
  email: string;

  @ApiProperty({ example: 'Str0ng!pass', description: MESSAGES.signup.passwordRule })
  @Rules(...signupPassword)
  password: string;

  @ApiPropertyOptional({ enum: [...MENTORSHIP_ANSWERS, ''], description: 'Yes gives role helper, No seeker, empty helper' })
  @IsOptional()
  @Rules(oneOf([...MENTORSHIP_ANSWERS, ''], MESSAGES.signup.mentorshipInvalid))
  mentorship?: string;

  @ApiProperty({ example: '+1 555 010 2030' })
  @Rules(required(MESSAGES.signup.phoneRequired), maxLength(FIELD_LIMITS.phone, tooLongMessage('Phone number', FIELD_LIMITS.phone)))
  PhoneNumber: string;

  @ApiProperty({ enum: INDUSTRIES })
  @Rules(required(MESSAGES.signup.industryRequired), oneOf(INDUSTRIES, MESSAGES.signup.industryInvalid))
  IndustryType: string;

  @ApiProperty({ example: 'Software Engineer' })
  @Rules(required(MESSAGES.signup.jobTitleRequired), maxLength(FIELD_LIMITS.jobTitle, tooLongMessage('Job title', FIELD_LIMITS.jobTitle)))
  JobTitle: string;

  @ApiPropertyOptional({ example: 'Ten years in backend systems; happy to mentor.' })
  @IsOptional()
  @Rules(isText('Description must be text'), maxLength(FIELD_LIMITS.memberDescription, tooLongMessage('Description', FIELD_LIMITS.memberDescription)))
  Description?: string;

  @ApiPropertyOptional({
    enum: MEMBER_ROLES,
    description: 'Accepted for existing clients and ignored: the server derives the role from mentorship and never grants admin.',
  })
  @IsOptional()
  role?: string;
}

export { signupPassword };
