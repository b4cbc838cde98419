import { ApiProperty, PickType } from '@nestjs/swagger';
import { MENTORSHIP_ANSWERS, MESSAGES } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { RegisterMemberDto } from './register-member.dto';

/**
 * What a first Google sign-in lacks before member sections open: the registration's own fields and
 * rules, except that mentorship must be answered (the role follows it).
 */
export class CompleteProfileDto extends PickType(RegisterMemberDto, ['PhoneNumber', 'IndustryType', 'JobTitle', 'Description'] as const) {
  @ApiProperty({ enum: MENTORSHIP_ANSWERS })
  @Rules(oneOf(MENTORSHIP_ANSWERS, MESSAGES.signup.mentorshipInvalid))
  mentorship: string;
}
