import { ApiProperty } from '@nestjs/swagger';
import { Rules, oneOf, required } from '../../../common/validation/rules.decorator';
import { OUTBOX_MAIL_STATUSES, OutboxMail, OutboxMailStatus } from '../entities/outbox-mail.entity';
import { OUTBOX_TEXTS } from '../outbox-texts';
import { WholeRecordUpdate } from '../../../common/moderation/whole-record-update';

/** A mail in the outbox as the admin sees it: its envelope and delivery record, never its body (it may hold sign-in links). */
export class OutboxMailDto {
  @ApiProperty({ type: 'integer', example: 42 }) id: number;
  @ApiProperty({ type: String, example: 'member@example.com' }) recipient: string;
  @ApiProperty({ type: String, example: 'Reset your password' }) subject: string;
  @ApiProperty({
    enum: OUTBOX_MAIL_STATUSES,
    description: 'pending: waiting for (another) attempt; sent; failed: given up 24 h after it was queued, waits for Retry',
  })
  status: OutboxMailStatus;
  @ApiProperty({ type: 'integer', description: 'Delivery attempts so far' }) attempts: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'connect ECONNREFUSED 10.0.0.5:25',
    description: 'What the mail server (or the connection) answered to the last attempt',
  })
  last_error: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it was queued, or retried by an admin' }) queued_at: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_attempt_at: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Pending: the next attempt (null: as soon as a worker is free)' })
  next_attempt_at: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) failed_at: Date | null;
}

export function mapOutboxMail(mail: OutboxMail): OutboxMailDto {
  return {
    id: mail.id,
    recipient: mail.recipient,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    last_error: mail.lastError,
    queued_at: mail.queuedAt,
    last_attempt_at: mail.lastAttemptAt,
    next_attempt_at: mail.nextAttemptAt,
    sent_at: mail.sentAt,
    failed_at: mail.failedAt,
  };
}

/** Retry: react-admin's update with `{ status: "pending" }`; a failed (or waiting) mail is tried again at once. */
export class RetryMailDto {
  @ApiProperty({ enum: ['pending'], description: 'The only change an admin can make: back to pending (Retry)' })
  @Rules(required(OUTBOX_TEXTS.retryOnly), oneOf(['pending'], OUTBOX_TEXTS.retryOnly))
  status: 'pending';
}

/**
 * PUT /admin/mail-outbox/:id: Retry, with the rest of the mail as GET answered it (a stock <Edit>). The envelope is
 * read-only; the delivery record moves on while an admin reads it (the workers keep trying) and is ignored.
 */
export const MailUpdateDto = WholeRecordUpdate('MailUpdateDto', RetryMailDto, OutboxMailDto, {
  readOnly: ['id', 'recipient', 'subject'],
  serverKept: ['attempts', 'last_error', 'queued_at', 'last_attempt_at', 'next_attempt_at', 'sent_at', 'failed_at'],
});
export type MailUpdateDto = InstanceType<typeof MailUpdateDto>;
