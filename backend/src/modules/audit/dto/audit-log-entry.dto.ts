import { ApiProperty } from '@nestjs/swagger';
import { AuditLogEntry } from '../entities/audit-log-entry.entity';

export class AuditLogEntryDto {
  @ApiProperty({ example: 31 }) id: number;
  @ApiProperty({ example: 'admin@community.example', description: 'Who' }) actor_email: string;
  @ApiProperty({
    example: 'approve-ad',
    description: 'What: approve-ad, reject-ad, delete-ad, approve-business-group, reject-business-group, delete-business-group, suspend-user',
  })
  action: string;
  @ApiProperty({ example: 'ad', description: 'ad, business-group or user' }) target_type: string;
  @ApiProperty({ example: 12 }) target_id: number;
  @ApiProperty({ type: String, nullable: true, example: 'Two-bedroom flat near the park' }) summary: string | null;
  @ApiProperty({ description: 'When' }) created_at: Date;
}

export function mapAuditLogEntry(entry: AuditLogEntry): AuditLogEntryDto {
  return {
    id: entry.id,
    actor_email: entry.actorEmail,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    summary: entry.summary,
    created_at: entry.createdAt,
  };
}
