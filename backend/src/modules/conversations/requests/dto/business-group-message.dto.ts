import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional } from 'class-validator';
import { Rules } from '../../../../common/validation/rules.decorator';
import { contactEmailRules, contactMessageRules, contactNameRules, receiverIdRules } from './message-rules';
import { honeypot, wholeNumberOrText } from '../../../../common/http/openapi-schemas';

/** The business directory's contact form (spec sections 3 and 5); anyone may send it. */
export class BusinessGroupMessageDto {
  @ApiProperty({ ...wholeNumberOrText(31), description: "The group's user_id (the account that reads its messages)" })
  @Rules(...receiverIdRules)
  receiver_id: number | string;

  @ApiProperty({ example: 'Yusuf Ali' })
  @Rules(...contactNameRules)
  full_name: string;

  @ApiProperty({ example: 'yusuf@example.com' })
  @Rules(...contactEmailRules)
  email: string;

  @ApiProperty({ example: 'Do you cater for weddings of 200 guests?' })
  @Rules(...contactMessageRules)
  description: string;

  @ApiPropertyOptional(honeypot)
  @IsOptional()
  @Allow()
  contact_me_by_fax?: unknown;
}
