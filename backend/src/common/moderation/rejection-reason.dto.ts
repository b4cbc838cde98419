import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { REJECTION_REASONS, REJECTION_REASON_CODES, REJECTION_REASON_MAX_LENGTH, tooLongMessage } from '@community/vocabulary';
import { Rules, isText, maxLength, oneOf } from '../validation/rules.decorator';
import { ModerationRequestDto } from './moderation-request.dto';

const REASON_CODE_MESSAGE = `reason_code must be one of: ${REJECTION_REASON_CODES.join(', ')}`;

/** The admin's reason for a rejection: one of the choices, free text, or both; the owner sees it. */
export class RejectionReasonDto {
  @ApiPropertyOptional({
    enum: REJECTION_REASON_CODES,
    example: 'incomplete',
    description: Object.entries(REJECTION_REASONS)
      .map(([code, label]) => `${code}: ${label}`)
      .join('; '),
  })
  @IsOptional()
  @Rules(oneOf(REJECTION_REASON_CODES, REASON_CODE_MESSAGE))
  reason_code?: string;

  @ApiPropertyOptional({ type: String, maxLength: REJECTION_REASON_MAX_LENGTH, example: 'Please add the price and at least one photo of the item itself.' })
  @IsOptional()
  @Rules(isText('reason must be text'), maxLength(REJECTION_REASON_MAX_LENGTH, tooLongMessage('Reason', REJECTION_REASON_MAX_LENGTH)))
  reason?: string;
}

/** The spec's `{ id }` of a reject call, plus the optional reason. */
export class RejectionRequestDto extends IntersectionType(ModerationRequestDto, RejectionReasonDto) {}
