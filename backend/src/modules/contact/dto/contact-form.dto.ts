import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional } from 'class-validator';
import { CONTACT_FORM_TEXTS, CONTACT_SUBJECTS, MEMBER_MESSAGE_LIMITS, MESSAGES } from '@community/vocabulary';
import { Rules, email, isText, maxLength, oneOf, required } from '../../../common/validation/rules.decorator';
import { honeypot } from '../../../common/http/openapi-schemas';

const text = (message: string, max: number, tooLong: string) => [required(message), isText(message), maxLength(max, tooLong)];

/** The site's contact form (spec sections 2, 3 and 5): all six fields are required. */
export class ContactFormDto {
  @ApiProperty({ example: 'Amina' })
  @Rules(...text(MESSAGES.contact.firstNameRequired, MEMBER_MESSAGE_LIMITS.contactNameMax, CONTACT_FORM_TEXTS.nameTooLong))
  first_name: string;

  @ApiProperty({ example: 'Yusuf' })
  @Rules(...text(MESSAGES.contact.lastNameRequired, MEMBER_MESSAGE_LIMITS.contactNameMax, CONTACT_FORM_TEXTS.nameTooLong))
  last_name: string;

  @ApiProperty({ example: 'amina@example.com' })
  @Rules(
    required(MESSAGES.contact.emailRequired),
    email(MESSAGES.contact.invalidEmail),
    maxLength(MEMBER_MESSAGE_LIMITS.emailMax, MESSAGES.contact.invalidEmail),
  )
  email: string;

  @ApiProperty({ example: '+1 555 010 2030' })
  @Rules(...text(MESSAGES.contact.phoneRequired, MEMBER_MESSAGE_LIMITS.contactPhoneMax, CONTACT_FORM_TEXTS.phoneTooLong))
  phone_number: string;

  @ApiProperty({ enum: CONTACT_SUBJECTS })
  @Rules(required(MESSAGES.contact.subjectRequired), oneOf(CONTACT_SUBJECTS, MESSAGES.contact.subjectInvalid))
  subject: string;

  @ApiProperty({ example: 'How do I list my bakery in the business directory?' })
  @Rules(...text(MESSAGES.contact.messageRequired, MEMBER_MESSAGE_LIMITS.messageMax, CONTACT_FORM_TEXTS.messageTooLong))
  message: string;

  @ApiPropertyOptional(honeypot)
  @IsOptional()
  @Allow()
  contact_me_by_fax?: unknown;
}
