import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { AuditService } from '../audit/audit.service';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { UsersRepository } from './users.repository';
import { AdminUsersService } from './admin-users.service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { ListQuery } from '../../common/pagination/list-query';
import { AdminUserFilter } from './admin-users-list';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };

function member(id: number, overrides: Partial<User> = {}): User {
  return Object.assign(new User(), {
    id,
    name: `Member ${id}`,
    email: `m${id}@example.com`,
    role: 'seeker',
    industry: 'Legal',
    jobTitle: null,
    profileComplete: true,
    suspendedAt: null,
    createdAt: new Date('2025-11-20T08:00:00Z'),
    ...overrides,
  });
}

/** Accounts by id in memory; the conditional suspension applies only to an account not yet suspended. */
function setUp(accounts: User[]) {
  const rows = new Map(accounts.map((user) => [user.id, user]));
  const { service: sut, fakes } = newTestService(AdminUsersService);
  const users = fakes.get(UsersRepository);
  users.findById.mock.mockImplementation(async (id: number) => rows.get(id) ?? null);
  users.suspend.mock.mockImplementation(async (id: number, at: Date) => {
    const row = rows.get(id);
    if (!row || row.suspendedAt) return false;
    row.suspendedAt = at;
    return true;
  });
  return { sut, rows, audit: fakes.get(AuditService), accounts: fakes.get(UsersService) };
}

describe('users: suspension (AdminUsersService, repository faked)', () => {
  it('suspends the member, writes the audit entry in the same transaction and then revokes every token issued so far', async () => {
    const { sut, rows, audit, accounts } = setUp([member(5)]);
    const answer = await sut.suspend(admin, 5);
    assert.equal(answer.suspended, true);
    assert.ok(rows.get(5)!.suspendedAt instanceof Date);
    assert.deepEqual(
      audit.record.mock.calls.map((call) => call.arguments),
      [[admin, 'suspend-user', 'user', 5, 'Member 5 <m5@example.com>', TRANSACTION]],
    );
    assert.deepEqual(
      accounts.revokeTokens.mock.calls.map((call) => call.arguments),
      [[5]],
    );
  });

  it('two admins at once: the conditional update lets one through, so one audit entry', async () => {
    const { sut, audit } = setUp([member(5)]);
    const user = member(5);
    await Promise.all([sut.suspendIn(TRANSACTION, admin, user), sut.suspendIn(TRANSACTION, admin, user)]);
    assert.equal(audit.record.mock.callCount(), 1);
  });

  it('suspending an already suspended member changes and records nothing', async () => {
    const { sut, audit, accounts } = setUp([member(6, { suspendedAt: new Date('2026-01-01') })]);
    assert.equal((await sut.suspend(admin, 6)).suspended, true);
    assert.deepEqual([audit.record.mock.callCount(), accounts.revokeTokens.mock.callCount()], [0, 0]);
  });

  it(`refuses your own account (400 "${ADMIN_TEXTS.cannotSuspendSelf}"), another admin (403 "${MESSAGES.moderation.adminAccount}"), an unknown id (404)`, async () => {
    const { sut, audit } = setUp([member(1, { role: 'admin' }), member(2, { role: 'admin' })]);
    await assert.rejects(sut.suspend(admin, 1), (error: unknown) => error instanceof BadRequestException && error.message === ADMIN_TEXTS.cannotSuspendSelf);
    await assert.rejects(sut.suspend(admin, 2), (error: unknown) => error instanceof ForbiddenException && error.message === MESSAGES.moderation.adminAccount);
    await assert.rejects(sut.suspend(admin, 99), (error: unknown) => error instanceof NotFoundException && error.message === ADMIN_TEXTS.userNotFound);
    assert.equal(audit.record.mock.callCount(), 0);
  });

  it('the admin-account rule refuses admins only (the same rule the two-factor reset uses)', () => {
    const { sut } = setUp([]);
    assert.throws(
      () => sut.refuseAdminAccount({ role: 'admin' }),
      (error: unknown) => error instanceof ForbiddenException && error.message === MESSAGES.moderation.adminAccount,
    );
    for (const role of ['helper', 'seeker', 'business'] as const) assert.doesNotThrow(() => sut.refuseAdminAccount({ role }));
  });
});

describe('AdminUsersService: read replicas (issue #29)', () => {
  it("reads the list through ReadReplicas as the admin, so a replica is used only once it has the admin's own changes", async () => {
    const page = { data: [], total: 0, start: 0 };
    const readers: Array<number | null> = [];
    const replicas = { read: async (accountId: number | null) => (readers.push(accountId), page) };
    const { service: sut } = newTestService(AdminUsersService, [[ReadReplicas, replicas]]);
    const query = { sort: { field: 'id', path: 'user.id', order: 'DESC' }, range: { start: 0, end: 24 }, filter: {} } as unknown as ListQuery<AdminUserFilter>;
    assert.equal(await sut.list(query, admin.id), page);
    assert.deepEqual(readers, [admin.id]);
  });
});
