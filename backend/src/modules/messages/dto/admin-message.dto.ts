import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGE_SECTIONS } from '@community/vocabulary';
import { InboxMessage } from '../entities/inbox-message.entity';

export class AdminMessageDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ enum: MESSAGE_SECTIONS }) section: string;
  @ApiProperty({ example: 7 }) receiver_id: number;
  @ApiProperty({ type: String, nullable: true, example: 'Dr. Grace Adeyemi' }) receiver_name: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Samuel Cohen' }) full_name: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'samuel@example.com' }) email: string | null;
  @ApiProperty() created_at: Date;
  @ApiProperty({ description: 'The receiver has opened it' }) read: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { description: 'Could we talk about data engineering?' }, description: 'What was sent; never present for virtual-clinic messages (health details are for the doctor alone)' })
  details?: Record<string, unknown>;
}

/** Admins see that a clinic message was sent, by whom and to whom, but not the patient's answers. */
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
  if (message.section !== 'virtual-clinic') dto.details = message.details;
  return dto;
}
