import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthUser } from '../../common/auth/auth-user';
import { AuditLogEntry } from './entities/audit-log-entry.entity';
import { AuditRepository } from './audit.repository';

export type AuditAction =
  | 'approve-ad'
  | 'reject-ad'
  | 'delete-ad'
  | 'approve-job'
  | 'reject-job'
  | 'delete-job'
  | 'approve-business-group'
  | 'reject-business-group'
  | 'delete-business-group'
  | 'suspend-user'
  | 'retry-mail'
  | 'dismiss-report'
  | 'resolve-report'
  | 'delete-conversation-reply'
  | 'change-section-setting'
  | 'change-profile'
  | 'verify-user'
  | 'remove-verification'
  | 'reset-two-factor'
  | 'delete-account';

export type AuditTarget = 'ad' | 'job' | 'business-group' | 'user' | 'report' | 'conversation-reply' | 'site-setting' | 'mail';

@Injectable()
export class AuditService {
  constructor(private readonly entries: AuditRepository) {}

  /** Pass the transaction's manager so the entry commits or rolls back with the action it records. */
  async record(actor: AuthUser, action: AuditAction, targetType: AuditTarget, targetId: number, summary?: string, manager?: EntityManager): Promise<void> {
    const entry = Object.assign(new AuditLogEntry(), {
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType,
      targetId,
      summary: summary ? summary.slice(0, 255) : null,
    });
    await this.entries.add(entry, manager);
  }
}
