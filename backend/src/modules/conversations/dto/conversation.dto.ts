import { ApiProperty } from '@nestjs/swagger';
import { CHOSEN_STATUSES, CONVERSATION_STATUSES, ChosenStatus, ConversationStatus, MESSAGE_SECTIONS, MessageSection } from '@community/vocabulary';

export class OtherPartyDto {
  @ApiProperty({ type: 'integer', nullable: true, example: 12, description: 'null for a visitor who wrote to a business group without an account' })
  id: number | null;
  @ApiProperty({ type: String, example: 'Amina Yusuf', description: 'The account\'s name (a visitor: the name they typed)' })
  name: string;
}

export class ThreadPartyDto extends OtherPartyDto {
  @ApiProperty({ type: String, nullable: true, example: 'amina@example.com', description: 'null until the receiver has replied or accepted (a visitor: the address they typed)' })
  email: string | null;
  @ApiProperty({ type: Boolean, description: 'false for a visitor without an account' })
  member: boolean;
}

export class ConversationItemDto {
  @ApiProperty({ type: 'integer', example: 7 }) id: number;
  @ApiProperty({ enum: MESSAGE_SECTIONS }) kind: MessageSection;
  @ApiProperty({ enum: ['received', 'sent'] }) box: 'received' | 'sent';
  @ApiProperty({ enum: CONVERSATION_STATUSES, nullable: true, description: 'null for business-group conversations' })
  status: ConversationStatus | null;
  @ApiProperty({ type: OtherPartyDto }) other_party: OtherPartyDto;
  @ApiProperty({ type: Boolean, description: 'Something happened that the caller has not opened yet' }) unread: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) last_activity_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

export class ConversationPageDto {
  @ApiProperty({ type: [ConversationItemDto], description: 'By last activity, newest first' }) data: ConversationItemDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last page' }) next_cursor: string | null;
  @ApiProperty({ type: 'integer', description: 'Conversations in both boxes with something the caller has not opened (the nav badge)' }) unread: number;
}

export class RequestDto {
  @ApiProperty({ type: String, nullable: true, description: 'As the sender typed it (compatibility; the thread shows the account)' }) full_name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'As the sender typed it' }) email: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The section\'s fields as sent (as in GET /issues/inbox); null for an admin reading a reported clinic conversation',
  })
  details: Record<string, unknown> | null;
}

export class ReplyDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: ['me', 'other'], description: 'For an admin every reply is "other"' }) author: 'me' | 'other';
  @ApiProperty({ type: 'integer' }) author_id: number;
  @ApiProperty({ type: String }) author_name: string;
  @ApiProperty({ type: String }) body: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

export class StatusHistoryDto {
  @ApiProperty({ enum: CONVERSATION_STATUSES }) status: ConversationStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The decline reason' }) reason: string | null;
  @ApiProperty({ enum: ['me', 'other', 'system'] }) by: 'me' | 'other' | 'system';
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
}

export class ConversationDto {
  @ApiProperty({ type: 'integer', example: 7 }) id: number;
  @ApiProperty({ enum: MESSAGE_SECTIONS }) kind: MessageSection;
  @ApiProperty({ enum: ['received', 'sent'], nullable: true, description: 'null for an admin reading a reported conversation' }) box: 'received' | 'sent' | null;
  @ApiProperty({ enum: CONVERSATION_STATUSES, nullable: true, description: 'null for business-group conversations' }) status: ConversationStatus | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) last_activity_at: string;
  @ApiProperty({ type: ThreadPartyDto, description: 'For an admin: the sender' }) other_party: ThreadPartyDto;
  @ApiProperty({ type: RequestDto }) request: RequestDto;
  @ApiProperty({ type: [ReplyDto], description: 'Oldest first' }) messages: ReplyDto[];
  @ApiProperty({ type: [StatusHistoryDto], description: 'Oldest first; the first row is new' }) status_history: StatusHistoryDto[];
  @ApiProperty({ enum: CHOSEN_STATUSES, isArray: true, description: 'The status changes this caller may make now' }) allowed_statuses: ChosenStatus[];
  @ApiProperty({ type: Boolean }) can_reply: boolean;
  @ApiProperty({ type: Boolean, description: 'The caller has blocked the other party' }) blocked: boolean;
}

export class ReplyCreatedDto {
  @ApiProperty({ type: String, example: 'Reply sent' }) message: string;
  @ApiProperty({ type: 'integer', description: 'The reply\'s id' }) id: number;
}
