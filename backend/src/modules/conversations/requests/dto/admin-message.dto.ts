import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGE_SECTIONS, PRIVATE_KINDS } from '@community/vocabulary';
import { InboxMessage } from '../../entities/inbox-message.entity';

export class AdminMessageDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ enum: MESSAGE_SECTIONS }) section: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 7, description: 'null once the receiver deleted their account' }) receiver_id: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Dr. Grace Adeyemi' }) receiver_name: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Samuel Cohen' }) full_name: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'samuel@example.com' }) email: string | null;
  @ApiProperty() created_at: Date;
  @ApiProperty({ description: 'The receiver has opened it' }) read: boolean;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { description: 'Could we talk about data engineering?' },
    description: 'What was sent; never present for legal-assistance and virtual-clinic messages (legal and health details are for the receiver alone)',
  })
  details?: Record<string, unknown>;
}

/**
 * Admins see that a legal or clinic request was sent, by whom and to whom, but not what it says: those details are
 * for the receiver alone, as in a reported thread (conversation-view.ts).
 */
export function mapAdminMessage(message: InboxMessage): AdminMessageDto {
  const dto: AdminMessageDto = {
    id: message.id,
    section: message.section,
    receiver_id: message.receiverId,
    receiver_name: message.receiver?.name ?? null,
    full_name: message.fullName,
    email: message.email,
    created_at: message.createdAt,
    read: message.readAt !== null,
  };
  if (!PRIVATE_KINDS.includes(message.section)) dto.details = message.details;
  return dto;
}
