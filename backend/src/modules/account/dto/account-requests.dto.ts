import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ACCOUNT_TEXTS, FIELD_LIMITS, LANGUAGES, Language, MENTORSHIP_ANSWERS, MESSAGES } from '@community/vocabulary';
import { Rules, email, isText, maxLength, oneOf, required } from '../../../common/validation/rules.decorator';
import { RegisterMemberDto, signupPassword } from '../../auth/dto/register-member.dto';

/** The registration's fields, rules and texts; each one optional, since a member changes one at a time. */
export class UpdateProfileDto extends PartialType(PickType(RegisterMemberDto, ['name', 'PhoneNumber', 'IndustryType', 'JobTitle', 'Description'] as const)) {
  @ApiPropertyOptional({
    enum: MENTORSHIP_ANSWERS,
    example: 'Yes',
    description: 'Yes makes a member a helper, No a seeker; admins and businesses keep their role',
  })
  @IsOptional()
  @Rules(oneOf(MENTORSHIP_ANSWERS, MESSAGES.signup.mentorshipInvalid))
  mentorship?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, example: 'ar', description: "The member's language: their mails and push texts, and the web app once signed in" })
  @IsOptional()
  @Rules(oneOf(LANGUAGES, ACCOUNT_TEXTS.languageInvalid))
  language?: Language;
}

export class ChangePasswordDto {
  @ApiProperty({ type: String, example: 'Old#Pass1' })
  @Rules(required(ACCOUNT_TEXTS.wrongPassword), isText(ACCOUNT_TEXTS.wrongPassword), maxLength(200, ACCOUNT_TEXTS.wrongPassword))
  currentPassword: string;

  @ApiProperty({ type: String, example: 'N3w!passw0rd', description: MESSAGES.signup.passwordRule })
  @Rules(...signupPassword)
  newPassword: string;
}

export class ChangeEmailDto {
  @ApiProperty({ type: String, example: 'amina.new@example.com' })
  @Rules(required(MESSAGES.signup.emailRequired), email(MESSAGES.signup.invalidEmail), maxLength(FIELD_LIMITS.email, MESSAGES.signup.invalidEmail))
  newEmail: string;
}

export class LinkTokenDto {
  @ApiProperty({ type: String, description: 'The token from the mailed link', example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2ln' })
  @Rules(required(ACCOUNT_TEXTS.invalidLink), isText(ACCOUNT_TEXTS.invalidLink), maxLength(2048, ACCOUNT_TEXTS.invalidLink))
  token: string;
}

export class DeleteAccountDto {
  @ApiPropertyOptional({ type: String, example: 'Test#Pass1', description: 'Required unless the account only signs in with Google' })
  @IsOptional()
  @Rules(isText(ACCOUNT_TEXTS.wrongPassword), maxLength(200, ACCOUNT_TEXTS.wrongPassword))
  password?: string;
}

export class ExportLinkRequestDto {
  @ApiProperty({ type: String, example: 'amina@example.com', description: "The account's address; the link goes only there" })
  @Rules(required(MESSAGES.signup.emailRequired), email(MESSAGES.signup.invalidEmail), maxLength(FIELD_LIMITS.email, MESSAGES.signup.invalidEmail))
  email: string;
}
