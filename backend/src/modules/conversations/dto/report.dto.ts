import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXTS,
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  ReportAction,
  ReportReason,
  ReportStatus,
} from '@community/vocabulary';
import { isPositiveId } from './id-rules';
import { Rules, isText, maxLength, oneOf, required, satisfies } from '../../../common/validation/rules.decorator';
import { ConversationDto } from './conversation.dto';
import { WholeRecordUpdate } from '../../../common/moderation/whole-record-update';

const namesATarget = (_value: unknown, dto: Record<string, unknown>) => dto.conversation_id != null || dto.user_id != null;

export class ReportRequestDto {
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'A conversation the caller takes part in' })
  @IsOptional()
  @Rules(satisfies(isPositiveId, CONVERSATION_TEXTS.reportTargetRequired))
  conversation_id?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'The member reported (with a conversation_id and no user_id: the other participant)' })
  @IsOptional()
  @Rules(satisfies(isPositiveId, CONVERSATION_TEXTS.userIdRequired))
  user_id?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description:
      'The message reported: a reply the other participant wrote in conversation_id. It is the one message of the thread the admins read ' +
      '(besides a professional-network or business-group request the caller received); without it they read none',
  })
  @IsOptional()
  @Rules(satisfies(isPositiveId, CONVERSATION_TEXTS.reportMessageInvalid))
  message_id?: number | null;

  @ApiProperty({ enum: REPORT_REASONS })
  @Rules(satisfies(namesATarget, CONVERSATION_TEXTS.reportTargetRequired), oneOf(REPORT_REASONS, CONVERSATION_TEXTS.reportReasonInvalid))
  reason: ReportReason;

  @ApiPropertyOptional({ type: String, maxLength: CONVERSATION_LIMITS.reportDetailsMax, default: '' })
  @IsOptional()
  @Rules(isText(CONVERSATION_TEXTS.reportDetailsTooLong), maxLength(CONVERSATION_LIMITS.reportDetailsMax, CONVERSATION_TEXTS.reportDetailsTooLong))
  details?: string;
}

export class ReportActionDto {
  @ApiProperty({ enum: REPORT_ACTIONS })
  @Rules(required(CONVERSATION_TEXTS.reportActionInvalid), oneOf(REPORT_ACTIONS, CONVERSATION_TEXTS.reportActionInvalid))
  action: ReportAction;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'delete_message: the message the report names (message_id of the report; may be left out)',
  })
  @IsOptional()
  @Rules(satisfies(isPositiveId, CONVERSATION_TEXTS.reportMessageRequired))
  message_id?: number | null;
}

export class ReportPartyDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null once the reporter deleted their account' }) id: number | null;
  @ApiProperty({ type: String, description: 'The account\'s name, or "Deleted member"' }) name: string;
}

export class ReportedUserDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty({ type: Boolean }) suspended: boolean;
}

/** One row of the admin's Reports tab; the conversation only in GET /admin/reports/{id}. */
export class AdminReportDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: REPORT_REASONS }) reason: ReportReason;
  @ApiProperty({ type: String }) details: string;
  @ApiProperty({ enum: REPORT_STATUSES }) status: ReportStatus;
  @ApiProperty({ enum: REPORT_ACTIONS, nullable: true }) resolution: ReportAction | null;
  @ApiProperty({ type: ReportPartyDto }) reporter: ReportPartyDto;
  @ApiProperty({ type: ReportedUserDto, nullable: true }) reported_user: ReportedUserDto | null;
  @ApiProperty({ type: 'integer', nullable: true }) conversation_id: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The reported message (null: none named, or deleted since)' }) message_id: number | null;
  @ApiProperty({
    type: ConversationDto,
    nullable: true,
    description:
      'GET one only: the reported conversation as the report lets an admin see it: kind, status, dates, names, the reported message; no legal or clinic details, no other replies',
  })
  conversation: ConversationDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolved_at: string | null;
}

/**
 * PUT /admin/reports/:id: the action, with the rest of the report as GET answered it (a stock <Edit>). What the
 * member reported is read-only; where the report stands, and the conversation and member it names, move on while
 * an admin reads it (replies, another admin's decision) and are ignored.
 */
export const ReportUpdateDto = WholeRecordUpdate('ReportUpdateDto', ReportActionDto, AdminReportDto, {
  readOnly: ['id', 'reason', 'details', 'reporter', 'conversation_id', 'created_at'],
  serverKept: ['status', 'resolution', 'resolved_at', 'reported_user', 'conversation'],
});
export type ReportUpdateDto = InstanceType<typeof ReportUpdateDto>;
