import { ApiProperty } from '@nestjs/swagger';
import { GENDERS, LIMITS, MEMBER_MESSAGE_LIMITS, MESSAGES } from '@community/vocabulary';
import { Rules, integerBetween, oneOf } from '../../../../common/validation/rules.decorator';
import { answer, receiverIdRules } from './message-rules';
import { wholeNumberOrText } from '../../../../common/http/openapi-schemas';

/** The virtual clinic form (spec sections 3 and 5). Health details stay in the inbox, never in an email. */
export class ClinicIssueDto {
  @ApiProperty({ ...wholeNumberOrText(15), description: 'id of a member (helper or seeker) in Health & Sciences' })
  @Rules(...receiverIdRules)
  receiver_id: number | string;

  @ApiProperty({ enum: GENDERS })
  @Rules(oneOf(GENDERS, MESSAGES.clinic.genderRequired))
  gender: string;

  @ApiProperty(wholeNumberOrText(34, { minimum: LIMITS.ageMin, maximum: LIMITS.ageMax }))
  @Rules(integerBetween(LIMITS.ageMin, LIMITS.ageMax, MESSAGES.clinic.ageRange))
  age: number | string;

  @ApiProperty({ example: 'yusuf@example.com or +1 555 010 2030' })
  @Rules(...answer(MESSAGES.clinic.contactInfoRequired))
  contact_info: string;

  @ApiProperty({ example: 'Springfield' })
  @Rules(...answer(MESSAGES.clinic.locationRequired))
  location: string;

  @ApiProperty({ example: 'Headache and a mild fever' })
  @Rules(...answer(MESSAGES.clinic.symptomsRequired, MEMBER_MESSAGE_LIMITS.messageMax))
  Symptoms: string;

  @ApiProperty({ example: '3 days' })
  @Rules(...answer(MESSAGES.clinic.durationRequired))
  duration_of_symptoms: string;

  @ApiProperty(wholeNumberOrText(4, { minimum: LIMITS.painRatingMin, maximum: LIMITS.painRatingMax }))
  @Rules(integerBetween(LIMITS.painRatingMin, LIMITS.painRatingMax, MESSAGES.clinic.painRatingRange))
  pain_rating: number | string;

  @ApiProperty({ example: 'None' })
  @Rules(...answer(MESSAGES.clinic.conditionsRequired, MEMBER_MESSAGE_LIMITS.messageMax))
  existing_medical_conditions: string;

  @ApiProperty({ example: 'None' })
  @Rules(...answer(MESSAGES.clinic.medicationsRequired, MEMBER_MESSAGE_LIMITS.messageMax))
  active_medications_prescriptions: string;
}
