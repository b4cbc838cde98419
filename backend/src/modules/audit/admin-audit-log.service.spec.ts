import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../test/support/new-test-service';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AuditLogEntry } from './entities/audit-log-entry.entity';
import { AdminAuditLogService } from './admin-audit-log.service';
import { AuditRepository } from './audit.repository';

describe('AdminAuditLogService: the admin panel reads the log, never writes it', () => {
  it('one entry as the panel shows it; a missing one answers 404', async () => {
    const { service: sut, fakes } = newTestService(AdminAuditLogService);
    const at = new Date('2026-11-23T12:00:00Z');
    fakes.get(AuditRepository).findById.mock.mockImplementation(async (id: number) =>
      id === 1
        ? Object.assign(new AuditLogEntry(), {
            id: 1,
            actorId: 9,
            actorEmail: 'admin@example.com',
            action: 'approve-ad',
            targetType: 'ad',
            targetId: 12,
            summary: null,
            createdAt: at,
          })
        : null,
    );
    const entry = await sut.findOne(1);
    assert.deepEqual([entry.id, entry.action, entry.target_type, entry.target_id], [1, 'approve-ad', 'ad', 12]);
    await assert.rejects(sut.findOne(2), { message: ADMIN_TEXTS.auditEntryNotFound });
  });
});
