import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IN_APP_NOTIFICATION_ERRORS, IN_APP_NOTIFICATION_KINDS, IN_APP_NOTIFICATIONS_READ_MAX_IDS } from '@community/vocabulary';
import { Rules, satisfies } from '../../../common/validation/rules.decorator';
import { decodeNotificationCursor } from '../notification-cursor';

export class NotificationDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({
    type: String,
    example: 'reply_received',
    description: `What happened: one of ${IN_APP_NOTIFICATION_KINDS.join(', ')} (more kinds may be added; show the text for an unknown one)`,
  })
  kind: string;
  @ApiProperty({ type: String, example: 'New reply', description: 'Short, names no person or case' }) text: string;
  @ApiProperty({ type: String, nullable: true, example: '/messages/12', description: 'A path of the web app to open, or null' })
  link: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null while unread' }) read_at: string | null;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' }) data: NotificationDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last page' }) next_cursor: string | null;
  @ApiProperty({ type: 'integer', description: "The caller's unread notifications (the bell's count)" }) unread: number;
}

export class NotificationsQueryDto {
  @ApiPropertyOptional({ type: String, description: 'next_cursor of the previous page' })
  @IsOptional()
  @Rules(satisfies((value) => decodeNotificationCursor(value) !== null, IN_APP_NOTIFICATION_ERRORS.invalidCursor))
  cursor?: string;
}

const isIdList = (value: unknown) =>
  Array.isArray(value) && value.length <= IN_APP_NOTIFICATIONS_READ_MAX_IDS && value.every((id) => Number.isSafeInteger(id) && id > 0);

export class MarkReadRequestDto {
  @ApiPropertyOptional({
    type: 'integer',
    isArray: true,
    maxItems: IN_APP_NOTIFICATIONS_READ_MAX_IDS,
    example: [41, 42],
    description: "The notifications to mark read; all the caller's when omitted. Ids of other members' notifications are ignored",
  })
  @IsOptional()
  @Rules(satisfies(isIdList, IN_APP_NOTIFICATION_ERRORS.idsInvalid))
  ids?: number[];
}

export class MarkReadResultDto {
  @ApiProperty({ type: 'integer', description: 'Notifications this call marked read' }) marked: number;
  @ApiProperty({ type: 'integer', description: "The caller's unread notifications after it" }) unread: number;
}

export class StreamTicketDto {
  @ApiProperty({
    type: String,
    description: 'For GET /notifications/stream?ticket=…: random, valid 60 seconds, used once, void after a password change',
  })
  ticket: string;
}
