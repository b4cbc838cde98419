import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { INDUSTRIES, MENTORSHIP_ANSWERS, MESSAGES } from '@community/vocabulary';
import { Rules, isText, maxLength, oneOf, required } from '../../../common/validation/rules.decorator';

/** What a first Google sign-in lacks before member sections open. */
export class CompleteProfileDto {
  @ApiProperty({ enum: MENTORSHIP_ANSWERS })
  @Rules(oneOf(MENTORSHIP_ANSWERS, MESSAGES.signup.mentorshipInvalid))
  mentorship: string;

  @ApiProperty({ example: '+1 555 010 2030' })
  @Rules(required(MESSAGES.signup.phoneRequired), maxLength(40, 'Phone number must be at most 40 characters'))
  PhoneNumber: string;

  @ApiProperty({ enum: INDUSTRIES })
  @Rules(required(MESSAGES.signup.industryRequired), oneOf(INDUSTRIES, MESSAGES.signup.industryInvalid))
  IndustryType: string;

  @ApiProperty({ example: 'Nurse' })
  @Rules(required(MESSAGES.signup.jobTitleRequired), maxLength(120, 'Job title must be at most 120 characters'))
  JobTitle: string;

  @ApiPropertyOptional({ example: 'Ward nurse for eight years; happy to answer questions about nursing careers.' })
  @IsOptional()
  @Rules(isText('Description must be text'), maxLength(2000, 'Description must be at most 2000 characters'))
  Description?: string;
}
