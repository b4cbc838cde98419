import { ApiProperty } from '@nestjs/swagger';
import {
  CHOSEN_STATUSES,
  CONVERSATION_LIMITS,
  CONVERSATION_STATUSES,
  ChosenStatus,
  ConversationStatus,
  JOB_APPLICATION_STATUSES,
  JobApplicationStatus,
  MESSAGE_SECTIONS,
  MessageSection,
} from '@community/vocabulary';

export class OtherPartyDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 12,
    description: 'null for a visitor who wrote to a business group without an account, or a deleted account',
  })
  id: number | null;
  @ApiProperty({
    type: String,
    example: 'Amina Yusuf',
    description: 'The account\'s name (a visitor: the name they typed; a deleted account: "Deleted member")',
  })
  name: string;
}

export class ThreadPartyDto extends OtherPartyDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'amina@example.com',
    description: 'null until the receiver has replied or accepted (a visitor: the address they typed)',
  })
  email: string | null;
  @ApiProperty({ type: Boolean, description: 'false for a visitor without an account (and a deleted account)' })
  member: boolean;
  @ApiProperty({ type: Boolean, description: 'The member deleted their account: the thread can be read and deleted, not answered' })
  deleted: boolean;
}

export class ConversationItemDto {
  @ApiProperty({ type: 'integer', example: 7 }) id: number;
  @ApiProperty({ enum: MESSAGE_SECTIONS }) kind: MessageSection;
  @ApiProperty({ enum: ['received', 'sent'] }) box: 'received' | 'sent';
  @ApiProperty({ enum: CONVERSATION_STATUSES, nullable: true, description: 'null for business-group conversations' })
  status: ConversationStatus | null;
  @ApiProperty({ type: OtherPartyDto }) other_party: OtherPartyDto;
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: CONVERSATION_LIMITS.previewMax,
    example: 'Happy to talk next week. Would Tuesday evening suit you, or is a weekend better for…',
    description:
      "The start of the latest message (the newest reply, or the request's text when there is none) on one line: whitespace folded, " +
      `at most ${CONVERSATION_LIMITS.previewMax} characters, a longer text cut on a word boundary with an ellipsis (…). ` +
      'Always null for legal-assistance and virtual-clinic conversations (their contents are never previewed); null too when the ' +
      'latest message is one the caller reported',
  })
  preview: string | null;
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
  @ApiProperty({ type: String, nullable: true, description: 'As the sender typed it (compatibility; the thread shows the account); null for an admin' })
  full_name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'As the sender typed it; null for an admin' }) email: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      "The section's fields as sent (as in GET /issues/inbox). An admin gets them only when the request is the reported content: a " +
      "professional-network or business-group request reported by its receiver; never a legal or clinic request's",
  })
  details: Record<string, unknown> | null;
}

export class ReplyDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: ['me', 'other'], description: 'For an admin every reply is "other"' }) author: 'me' | 'other';
  @ApiProperty({ type: 'integer', nullable: true, description: 'null once the author deleted their account' }) author_id: number | null;
  @ApiProperty({ type: String, description: 'The author\'s account name, or "Deleted member"' }) author_name: string;
  @ApiProperty({ type: String }) body: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

export class AttachmentDto {
  @ApiProperty({ type: 'integer', example: 3, description: 'Download it at GET /conversations/{id}/attachments/{attachment id}' }) id: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The reply it came with; null for the request that opened the thread (a CV)' })
  message_id: number | null;
  @ApiProperty({ type: String, example: 'Amina Yusuf CV.pdf', description: "The sender's file name" }) name: string;
  @ApiProperty({ type: 'integer', example: 48213, description: 'Bytes' }) size: number;
  @ApiProperty({ type: String, example: 'application/pdf' }) content_type: string;
  @ApiProperty({ enum: ['me', 'other'] }) by: 'me' | 'other';
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

export class StatusHistoryDto {
  @ApiProperty({ enum: CONVERSATION_STATUSES }) status: ConversationStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The decline reason (null for an admin reading a legal or clinic conversation)' }) reason:
    string | null;
  @ApiProperty({ enum: ['me', 'other', 'system'] }) by: 'me' | 'other' | 'system';
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
}

/** A Job Board thread's application: its posting and the status its poster set (both participants see it). */
export class ConversationApplicationDto {
  @ApiProperty({ type: 'integer', example: 41 }) id: number;
  @ApiProperty({ type: 'integer', example: 7 }) job_id: number;
  @ApiProperty({ type: String, example: 'Night nurse' }) job_title: string;
  @ApiProperty({ enum: JOB_APPLICATION_STATUSES, example: 'shortlisted' }) status: JobApplicationStatus;
}

export class ConversationDto {
  @ApiProperty({ type: 'integer', example: 7 }) id: number;
  @ApiProperty({ enum: MESSAGE_SECTIONS }) kind: MessageSection;
  @ApiProperty({ enum: ['received', 'sent'], nullable: true, description: 'null for an admin reading a reported conversation' }) box:
    'received' | 'sent' | null;
  @ApiProperty({ enum: CONVERSATION_STATUSES, nullable: true, description: 'null for business-group conversations' }) status: ConversationStatus | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) last_activity_at: string;
  @ApiProperty({ type: ThreadPartyDto, description: 'For an admin: the sender (name only)' }) other_party: ThreadPartyDto;
  @ApiProperty({ type: RequestDto }) request: RequestDto;
  @ApiProperty({ type: [ReplyDto], description: 'Oldest first. An admin gets only the messages a report of this conversation names' }) messages: ReplyDto[];
  @ApiProperty({
    type: [AttachmentDto],
    description: "Files sent in the thread, oldest first (a job application's CV); only the two participants see them (an admin: [])",
  })
  attachments: AttachmentDto[];
  @ApiProperty({ type: [StatusHistoryDto], description: 'Oldest first; the first row is new' }) status_history: StatusHistoryDto[];
  @ApiProperty({ enum: CHOSEN_STATUSES, isArray: true, description: 'The status changes this caller may make now' }) allowed_statuses: ChosenStatus[];
  @ApiProperty({ type: Boolean }) can_reply: boolean;
  @ApiProperty({ type: Boolean, description: 'The other member deleted their account: DELETE /conversations/{id} removes the thread' }) can_delete: boolean;
  @ApiProperty({ type: Boolean, description: 'The caller has blocked the other party' }) blocked: boolean;
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 2,
    description:
      'For the sender of an accepted request: how many of their other requests still wait for an answer (new, read or more_info), ' +
      'which POST /conversations/{id}/close-other-requests would close; 0 for anyone else or any other status',
  })
  other_open_requests: number;
  @ApiProperty({
    type: ConversationApplicationDto,
    nullable: true,
    description: 'For a Job Board conversation: the application it belongs to (null for every other section, and once the posting is deleted)',
  })
  application: ConversationApplicationDto | null;
}

export class OtherRequestsClosedDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 2, description: "How many of the caller's other waiting requests this call closed" }) closed: number;
}

export class ReplyCreatedDto {
  @ApiProperty({ type: String, example: 'Reply sent' }) message: string;
  @ApiProperty({ type: 'integer', description: "The reply's id" }) id: number;
}
