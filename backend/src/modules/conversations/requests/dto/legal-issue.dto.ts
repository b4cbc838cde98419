import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ISSUE_TEXTS, LEGAL_CATEGORY_NAMES, LIMITS, MEMBER_MESSAGE_LIMITS, MESSAGES, isBlank, isLegalPhone, isSpecificIssueOf } from '@community/vocabulary';
import { Rules, email, isText, lengthBetween, maxLength, oneOf, required, satisfies } from '../../../../common/validation/rules.decorator';
import { receiverIdRules } from './message-rules';
import { wholeNumberOrText } from '../../../../common/http/openapi-schemas';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real day: 2024-02-30 and 2024-13-45 have the shape but are no date (and Date would throw on them). */
const isCalendarDate = (value: unknown) => {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** The legal issue form (spec sections 3 and 5). Address and date may be left empty. */
export class LegalIssueDto {
  @ApiProperty({ ...wholeNumberOrText(14), description: 'id of a member (helper or seeker) in the legal industry' })
  @Rules(...receiverIdRules)
  receiver_id: number | string;

  @ApiProperty({ example: 'Yusuf Ali' })
  @Rules(required(MESSAGES.legal.fullNameRequired), isText(MESSAGES.legal.fullNameRequired), maxLength(MEMBER_MESSAGE_LIMITS.nameMax, ISSUE_TEXTS.nameTooLong))
  full_name: string;

  @ApiProperty({ example: 'yusuf@example.com' })
  @Rules(email(MESSAGES.legal.invalidEmail), maxLength(MEMBER_MESSAGE_LIMITS.emailMax, ISSUE_TEXTS.emailTooLong))
  email: string;

  @ApiProperty({ example: '+1 555 010 2030', description: `${LIMITS.legalPhoneDigitsMin}-${LIMITS.legalPhoneDigitsMax} digits` })
  @Rules(satisfies((value) => typeof value === 'string' && isLegalPhone(value), MESSAGES.legal.invalidPhone))
  PhoneNumber: string;

  @ApiPropertyOptional({ example: '12 Elm Street, Springfield' })
  @IsOptional()
  @Rules(satisfies((value) => isBlank(value) || (typeof value === 'string' && value.length <= MEMBER_MESSAGE_LIMITS.shortTextMax), ISSUE_TEXTS.addressTooLong))
  address?: string;

  @ApiProperty({ enum: LEGAL_CATEGORY_NAMES, example: 'Family Law' })
  @Rules(oneOf(LEGAL_CATEGORY_NAMES, MESSAGES.legal.categoryRequired))
  legal_issue: string;

  @ApiProperty({ example: 'Child Custody', description: 'One of the specific issues of legal_issue' })
  @Rules(
    satisfies(
      (value, dto) => typeof value === 'string' && typeof dto.legal_issue === 'string' && isSpecificIssueOf(dto.legal_issue, value),
      MESSAGES.legal.specificIssueRequired,
    ),
  )
  specific_issue: string;

  @ApiProperty({ example: 'I need advice on a custody arrangement.', minLength: 1, maxLength: LIMITS.legalDescriptionMax })
  @Rules(lengthBetween(1, LIMITS.legalDescriptionMax, MESSAGES.legal.descriptionLength))
  description: string;

  @ApiPropertyOptional({
    type: String,
    pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
    example: '2024-05-01',
    description: 'A date that matters to the case (YYYY-MM-DD); empty for none',
  })
  @IsOptional()
  @Rules(satisfies((value) => isBlank(value) || isCalendarDate(value), ISSUE_TEXTS.invalidDate))
  relevent_data?: string;
}
