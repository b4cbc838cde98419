import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const OUTBOX_MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxMailStatus = (typeof OUTBOX_MAIL_STATUSES)[number];

/**
 * One email on its way: written in the same transaction as the change that causes it, delivered by the outbox
 * worker of any instance (docs/architecture.md, "Mail outbox"). A sent mail keeps only its envelope (the body
 * and headers, which may hold sign-in or unsubscribe links, are cleared once the mail server took it).
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_status_next_attempt', ['status', 'nextAttemptAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'reply_to', type: 'varchar', length: 320, nullable: true })
  replyTo: string | null;

  /**
   * The mail's Message-ID header (`<random@domain of MAIL_FROM>`), made when it is queued and sent with every
   * attempt: a mail sent again after a lost outcome (at-least-once) is the same message to the receiving system.
   * Null only for a row queued before the column existed, until its first claim gives it one (outbox-claims.ts).
   */
  @Column({ name: 'message_id', type: 'varchar', length: 255, nullable: true })
  messageId: string | null;

  /** Extra headers (List-Unsubscribe on notification mails), as JSON. */
  @Column({ type: 'simple-json', nullable: true })
  headers: Record<string, string> | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OutboxMailStatus;

  /** Delivery attempts so far (the claim counts one). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When it was queued (or an admin retried it): it is given up 24 h later. */
  @Column({ name: 'queued_at', type: 'datetime' })
  queuedAt: Date;

  /** Null: due now. Set after a failed attempt by the backoff schedule. */
  @Column({ name: 'next_attempt_at', type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'last_attempt_at', type: 'datetime', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  /** The claiming worker's random id and how long its claim holds: a worker that died loses the row when the lease ends. */
  @Column({ name: 'claim_id', type: 'varchar', length: 36, nullable: true })
  claimId: string | null;

  @Column({ name: 'lease_until', type: 'datetime', nullable: true })
  leaseUntil: Date | null;

  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'failed_at', type: 'datetime', nullable: true })
  failedAt: Date | null;
}
