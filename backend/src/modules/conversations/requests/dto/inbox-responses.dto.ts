import { ApiProperty } from '@nestjs/swagger';
import { MESSAGE_SECTIONS } from '@community/vocabulary';

export class InboxMessageDto {
  @ApiProperty({ example: 101 }) id: number;
  @ApiProperty({ enum: MESSAGE_SECTIONS }) section: string;
  @ApiProperty({ type: String, nullable: true, example: 'Yusuf Ali', description: "The sender's name (for the clinic: the signed-in patient's account name)" })
  full_name: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'yusuf@example.com',
    description: 'Where to answer; null for clinic requests (see details.contact_info)',
  })
  email: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The section's own fields as sent: { description } for the contact modals, the legal or clinic form fields otherwise",
    example: { description: 'Could we talk about data engineering?' },
  })
  details: Record<string, unknown>;
  @ApiProperty() read: boolean;
  @ApiProperty({ example: '2024-05-01T10:00:00.000Z' }) created_at: string;
}

export class InboxPageDto {
  @ApiProperty({ type: [InboxMessageDto], description: 'Newest first' }) data: InboxMessageDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
