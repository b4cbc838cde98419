import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { BUSINESS_GROUP_STATUS, LIMITS, MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { REPLICA_READ, TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { moderatedRows } from '../../../test/support/moderated-rows';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BusinessGroup, BusinessGroupEdit } from './entities/business-group.entity';
import { BusinessGroupsRepository } from './business-groups.repository';
import { BusinessGroupsService } from './business-groups.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };
const seeker: AuthUser = { ...admin, id: 2, email: 'seeker@example.com', role: 'seeker' };

function group(
  id: number,
  status: number = BUSINESS_GROUP_STATUS.pending,
  owner: { email: string } | null = { email: `owner${id}@example.com` },
  pendingEdit: BusinessGroupEdit | null = null,
): BusinessGroup {
  return Object.assign(new BusinessGroup(), {
    id,
    userId: 30 + id,
    title: `Group ${id}`,
    description: 'Bakery',
    website: null,
    email: `group${id}@example.com`,
    status,
    owner,
    pendingEdit,
    rejectionReason: null,
  });
}

function setUp(rows: BusinessGroup[] = [group(3)]) {
  const { service: sut, fakes, config } = newTestService(BusinessGroupsService);
  const repository = fakes.get(BusinessGroupsRepository);
  const { table, outside } = moderatedRows(repository, rows);
  // approve and reject read the group first, to know whether an edit of a public listing is being decided.
  repository.findById.mock.mockImplementation(async (id: number) => (table.has(id) ? { ...table.get(id)! } : null));
  const audit = fakes.get(AuditService).record;
  const notify = fakes.get(NotificationsService).notify;
  const audited = () =>
    audit.mock.calls.map(({ arguments: [, action, , targetId, summary, manager] }) => ({ action, targetId, summary, inTransaction: manager === TRANSACTION }));
  const mailed = () =>
    notify.mock.calls.map(({ arguments: [userId, kind, message, manager] }) => ({
      userId,
      kind,
      to: message.to,
      subject: message.subject,
      inTransaction: manager === TRANSACTION,
    }));
  return { sut, fakes, config, table, outside, audited, mailed };
}

describe('BusinessGroupsService: who sees which list', () => {
  it('the directory (approved) is public; the queue (pending) asks a visitor to sign in and refuses a non-admin', async () => {
    const { sut, fakes } = setUp();
    const byTitle = fakes.get(BusinessGroupsRepository).byTitle;
    byTitle.mock.mockImplementation(async () => []);
    await sut.listByStatus(undefined, BUSINESS_GROUP_STATUS.approved, { q: '  bakery ' });
    await assert.rejects(sut.listByStatus(undefined, BUSINESS_GROUP_STATUS.pending), UnauthorizedException);
    await assert.rejects(sut.listByStatus(seeker, BUSINESS_GROUP_STATUS.pending), ForbiddenException);
    await sut.listByStatus(admin, BUSINESS_GROUP_STATUS.pending, { limit: 5 });
    assert.deepEqual(
      byTitle.mock.calls.map(({ arguments: [status, after, take, text] }) => [status, after, take, text]),
      [
        [BUSINESS_GROUP_STATUS.approved, null, LIMITS.listPageDefault + 1, 'bakery'],
        [BUSINESS_GROUP_STATUS.pending, null, 6, undefined],
      ],
    );
  });
});

describe('BusinessGroupsService: read replicas (issue #29)', () => {
  it("the public directory, the admin's full list and the pending count read from a replica caught up with the reader's writes", async () => {
    const { sut, fakes } = setUp();
    const repository = fakes.get(BusinessGroupsRepository);
    repository.byTitle.mock.mockImplementation(async () => []);
    repository.newestFirst.mock.mockImplementation(async () => []);
    repository.countPending.mock.mockImplementation(async () => 2);
    await sut.listByStatus(undefined, BUSINESS_GROUP_STATUS.approved, { q: ' bakery ' });
    await sut.listByStatus(seeker, BUSINESS_GROUP_STATUS.approved);
    await sut.listAll(admin.id);
    assert.equal(await sut.countPending(admin.id), 2);
    assert.deepEqual(
      fakes.get(ReadReplicas).read.mock.calls.map((call) => call.arguments[0]),
      [null, seeker.id, admin.id, admin.id],
    );
    assert.deepEqual(
      repository.byTitle.mock.calls.map((call) => [call.arguments[3], call.arguments[4]]),
      [
        ['bakery', REPLICA_READ],
        [undefined, REPLICA_READ],
      ],
    );
    assert.equal(repository.newestFirst.mock.calls[0].arguments[2], REPLICA_READ);
    assert.equal(repository.countPending.mock.calls[0].arguments[0], REPLICA_READ);
  });
});

describe('BusinessGroupsService: the review (0 pending → 1 approved or 2 rejected)', () => {
  it('approve: status 1, the owner is mailed, audited, all in the transaction', async () => {
    const { sut, table, outside, audited, mailed } = setUp();
    const answer = await sut.approve(admin, 3);
    assert.equal(answer.status, BUSINESS_GROUP_STATUS.approved);
    assert.equal(table.get(3)!.status, BUSINESS_GROUP_STATUS.approved);
    assert.deepEqual(audited(), [{ action: 'approve-business-group', targetId: 3, summary: 'Group 3', inTransaction: true }]);
    assert.deepEqual(mailed(), [
      {
        userId: 33,
        kind: 'moderation_outcome',
        to: 'owner3@example.com',
        subject: 'Your business "Group 3" is now in the Business Directory',
        inTransaction: true,
      },
    ]);
    assert.deepEqual(outside, []);
  });

  it("reject: status 2 with the reason; without an owner account the group's own email is written to", async () => {
    const { sut, table, audited, mailed } = setUp([group(4, BUSINESS_GROUP_STATUS.pending, null)]);
    await sut.reject(admin, 4, 'Duplicate of another listing');
    assert.equal(table.get(4)!.status, BUSINESS_GROUP_STATUS.rejected);
    assert.equal(table.get(4)!.rejectionReason, 'Duplicate of another listing');
    assert.equal(audited()[0].action, 'reject-business-group');
    assert.deepEqual(
      mailed().map((mail) => mail.to),
      ['group4@example.com'],
    );
  });

  it('approving an edit of a public listing puts the edit live, clears it, and tells the owner their changes are approved', async () => {
    const edit = { title: 'Sunrise Bakery', description: 'Bread every morning', website: 'https://sunrise.example.com' };
    const { sut, table, mailed } = setUp([group(5, BUSINESS_GROUP_STATUS.approved, undefined, edit)]);
    await sut.approve(admin, 5);
    const stored = table.get(5)!;
    assert.deepEqual(
      { title: stored.title, description: stored.description, website: stored.website, status: stored.status, pendingEdit: stored.pendingEdit },
      { ...edit, status: BUSINESS_GROUP_STATUS.approved, pendingEdit: null },
    );
    assert.equal(mailed()[0].subject, 'Your changes to "Sunrise Bakery" are approved');
  });

  it('rejecting an edit of a public listing keeps the approved version listed, drops the edit, and says so', async () => {
    const edit = { title: 'Sunrise Bakery', description: 'Bread every morning', website: null };
    const { sut, table, audited, mailed } = setUp([group(6, BUSINESS_GROUP_STATUS.approved, undefined, edit)]);
    await sut.reject(admin, 6, 'Other: no prices');
    const stored = table.get(6)!;
    assert.deepEqual(
      { title: stored.title, status: stored.status, pendingEdit: stored.pendingEdit, rejectionReason: stored.rejectionReason },
      { title: 'Group 6', status: BUSINESS_GROUP_STATUS.approved, pendingEdit: null, rejectionReason: 'Other: no prices' },
    );
    assert.equal(audited()[0].action, 'reject-business-group');
    assert.equal(mailed()[0].subject, 'Your changes to "Group 6" were not approved');
  });

  it('delete: the entry goes, audited in the transaction, nobody mailed', async () => {
    const { sut, table, outside, audited, mailed } = setUp();
    await sut.remove(admin, 3);
    assert.equal(table.has(3), false);
    assert.deepEqual(audited(), [{ action: 'delete-business-group', targetId: 3, summary: 'Group 3', inTransaction: true }]);
    assert.equal(mailed().length, 0);
    assert.deepEqual(outside, []);
  });

  for (const action of ['approve', 'reject', 'remove'] as const) {
    it(`${action} of a group that does not exist: 404 "${MESSAGES.moderation.businessGroupNotFound}", nothing audited or mailed`, async () => {
      const { sut, audited, mailed } = setUp([]);
      await assert.rejects(
        sut[action](admin, 99),
        (error: unknown) => error instanceof NotFoundException && error.message === MESSAGES.moderation.businessGroupNotFound,
      );
      assert.equal(audited().length + mailed().length, 0);
    });
  }
});
