import { InboxMessage } from '../entities/inbox-message.entity';
import { InboxMessageDto } from './dto/inbox-responses.dto';

export function toInboxMessage(message: InboxMessage): InboxMessageDto {
  return {
    id: message.id,
    section: message.section,
    full_name: message.fullName,
    email: message.email,
    details: message.details,
    read: message.readAt !== null,
    created_at: new Date(message.createdAt).toISOString(),
  };
}
