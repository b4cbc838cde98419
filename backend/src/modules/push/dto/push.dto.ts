import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PUSH_ERRORS, PUSH_LIMITS } from '@community/vocabulary';
import { Rules, satisfies } from '../../../common/validation/rules.decorator';
import { validKeys } from '../push-rules';

const EXAMPLE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH-example';

export class PushKeyDto {
  @ApiProperty({ type: String, description: "The VAPID public key (base64url): the browser's applicationServerKey", example: 'BOr3…' })
  publicKey: string;
}

export class PushSubscriptionKeysDto {
  @ApiProperty({ type: String, description: 'The P-256 public key of the browser, 65 bytes, base64url' }) p256dh: string;
  @ApiProperty({ type: String, description: 'The auth secret, 16 bytes, base64url' }) auth: string;
}

/** The browser's PushSubscription.toJSON(). */
export class PushSubscriptionRequestDto {
  @ApiProperty({
    type: String,
    maxLength: PUSH_LIMITS.endpointMaxLength,
    description: "The push service's https address for this browser",
    example: EXAMPLE_ENDPOINT,
  })
  @Rules(satisfies((value) => typeof value === 'string' && value.length > 0, PUSH_ERRORS.endpointInvalid))
  endpoint: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Ignored (the push service answers 404/410 once it expires)', example: null })
  @IsOptional()
  expirationTime?: number | null;

  @ApiProperty({
    type: PushSubscriptionKeysDto,
    example: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  })
  @Rules(satisfies(validKeys, PUSH_ERRORS.keysInvalid))
  keys: PushSubscriptionKeysDto;
}

export class PushUnsubscribeRequestDto {
  @ApiProperty({ type: String, description: 'The endpoint of the subscription to forget (one of your own)', example: EXAMPLE_ENDPOINT })
  @Rules(satisfies((value) => typeof value === 'string' && value.length > 0 && value.length <= PUSH_LIMITS.endpointMaxLength, PUSH_ERRORS.endpointInvalid))
  endpoint: string;
}

export class StoredPushSubscriptionDto {
  @ApiProperty({ type: String, description: "The push service's host (the data export shows only this)", example: 'fcm.googleapis.com' }) endpoint_host: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}

const isBoolean = (value: unknown) => typeof value === 'boolean';

export class PushSettingsRequestDto {
  @ApiPropertyOptional({ type: Boolean, example: true, description: 'Push for a new request (and its reminders)' })
  @IsOptional()
  @Rules(satisfies(isBoolean, PUSH_ERRORS.settingInvalid('new_request')))
  new_request?: boolean;

  @ApiPropertyOptional({ type: Boolean, example: false, description: 'Push for a new reply' })
  @IsOptional()
  @Rules(satisfies(isBoolean, PUSH_ERRORS.settingInvalid('reply')))
  reply?: boolean;
}

export class PushSettingsDto {
  @ApiProperty({ type: Boolean, example: true }) new_request: boolean;
  @ApiProperty({ type: Boolean, example: true }) reply: boolean;
}
