import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundException } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { BUSINESS_GROUP_STATUS, MESSAGES } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { AuthUser } from '../../common/auth/auth-user';
import { fakeModerationStore, notificationsThrough } from '../../../test/support/fake-moderation-store';
import { AuditService } from '../audit/audit.service';
import { BusinessGroup } from './entities/business-group.entity';
import { BusinessGroupsService } from './business-groups.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };
const config = loadConfig({ NODE_ENV: 'test' });

function pendingGroup(id: number, owner: { email: string } | null = { email: `owner${id}@example.com` }): BusinessGroup {
  return Object.assign(new BusinessGroup(), { id, title: `Group ${id}`, email: `group${id}@example.com`, status: BUSINESS_GROUP_STATUS.pending, owner });
}

function setUp(rows: BusinessGroup[] = [pendingGroup(3)]) {
  const store = fakeModerationStore(rows);
  const service = new BusinessGroupsService(
    { findOneBy: async ({ id }: { id: number }) => store.table.get(id) ?? null } as unknown as Repository<BusinessGroup>,
    store.dataSource,
    store.audit as unknown as AuditService,
    notificationsThrough(store.mail),
    config,
  );
  return { ...store, service };
}

describe('business groups: moderation transitions (service, database and mail faked)', () => {
  it('approve: status 1, the owner is mailed, audited in the same transaction', async () => {
    const { service, table, audited, mailed } = setUp();
    const answer = await service.approve(admin, 3);
    assert.equal(answer.status, BUSINESS_GROUP_STATUS.approved);
    assert.equal(table.get(3)!.status, BUSINESS_GROUP_STATUS.approved);
    assert.deepEqual(audited, [{ action: 'approve-business-group', targetId: 3, summary: 'Group 3', inTransaction: true }]);
    assert.deepEqual(mailed.map((mail) => mail.to), ['owner3@example.com']);
  });

  it('reject: status 2, audited; without an owner account the group\'s own email is written to', async () => {
    const { service, table, audited, mailed } = setUp([pendingGroup(4, null)]);
    await service.reject(admin, 4);
    assert.equal(table.get(4)!.status, BUSINESS_GROUP_STATUS.rejected);
    assert.equal(audited[0].action, 'reject-business-group');
    assert.deepEqual(mailed.map((mail) => mail.to), ['group4@example.com']);
  });

  it('delete: the entry goes, audited, nobody mailed', async () => {
    const { service, table, audited, mailed } = setUp();
    await service.remove(admin, 3);
    assert.equal(table.has(3), false);
    assert.equal(audited[0].action, 'delete-business-group');
    assert.equal(mailed.length, 0);
  });

  for (const action of ['approve', 'reject', 'remove'] as const) {
    it(`${action} of a group that does not exist: 404 "${MESSAGES.moderation.businessGroupNotFound}"`, async () => {
      const { service, audited } = setUp([]);
      await assert.rejects(service[action](admin, 99), (error: unknown) => error instanceof NotFoundException && error.message === MESSAGES.moderation.businessGroupNotFound);
      assert.equal(audited.length, 0);
    });
  }
});
