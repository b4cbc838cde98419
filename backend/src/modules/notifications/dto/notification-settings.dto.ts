import { ApiProperty } from '@nestjs/swagger';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NotificationDelivery,
  NotificationSettings,
} from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';

const deliveryMessage = (kind: string) => `${kind} must be one of: ${NOTIFICATION_DELIVERIES.join(', ')}`;

/** One delivery per kind: instant (Email right away), digest (Daily digest) or off. */
export class NotificationSettingsRequestDto {
  @ApiProperty({ enum: NOTIFICATION_DELIVERIES, example: 'instant', description: NOTIFICATION_KIND_LABELS.new_request })
  @Rules(oneOf(NOTIFICATION_DELIVERIES, deliveryMessage('new_request')))
  new_request: string;

  @ApiProperty({ enum: NOTIFICATION_DELIVERIES, example: 'digest', description: NOTIFICATION_KIND_LABELS.reply })
  @Rules(oneOf(NOTIFICATION_DELIVERIES, deliveryMessage('reply')))
  reply: string;

  @ApiProperty({ enum: NOTIFICATION_DELIVERIES, example: 'digest', description: NOTIFICATION_KIND_LABELS.status_change })
  @Rules(oneOf(NOTIFICATION_DELIVERIES, deliveryMessage('status_change')))
  status_change: string;

  @ApiProperty({ enum: NOTIFICATION_DELIVERIES, example: 'off', description: NOTIFICATION_KIND_LABELS.moderation_outcome })
  @Rules(oneOf(NOTIFICATION_DELIVERIES, deliveryMessage('moderation_outcome')))
  moderation_outcome: string;
}

/** A member's settings as every answer shows them (GET/PUT /account/notifications, and /account's `notifications`). */
export class NotificationSettingsDto {
  @ApiProperty({ enum: NOTIFICATION_DELIVERIES, example: 'instant', description: NOTIFICATION_KIND_LABELS.new_request }) new_request: string;
  @ApiProperty({ enum: NOTIFICATION_DELIVERIES, example: 'digest', description: NOTIFICATION_KIND_LABELS.reply }) reply: string;
  @ApiProperty({ enum: NOTIFICATION_DELIVERIES, example: 'digest', description: NOTIFICATION_KIND_LABELS.status_change }) status_change: string;
  @ApiProperty({ enum: NOTIFICATION_DELIVERIES, example: 'off', description: NOTIFICATION_KIND_LABELS.moderation_outcome }) moderation_outcome: string;
}

/** A stored value may lack kinds added later or hold an unknown word: each such kind falls back to the default. */
export function effectiveSettings(stored: Partial<NotificationSettings> | null | undefined): NotificationSettings {
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const kind of NOTIFICATION_KINDS) {
    const value = stored?.[kind];
    if (value && (NOTIFICATION_DELIVERIES as readonly string[]).includes(value)) settings[kind] = value as NotificationDelivery;
  }
  return settings;
}

export class UnsubscribeRequestDto {
  @ApiProperty({
    type: String,
    required: false,
    description: 'The token from the mail; may come as ?token= instead (RFC 8058 one-click)',
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2ln',
  })
  token?: string;
}

export class UnsubscribedDto {
  @ApiProperty({ type: String, example: 'You will no longer receive these emails' }) message: string;
  @ApiProperty({ enum: NOTIFICATION_KINDS, isArray: true, example: ['reply'] }) kinds: string[];
}
