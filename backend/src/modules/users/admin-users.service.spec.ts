import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { DataSource, Repository } from 'typeorm';
import { MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AuditService } from '../audit/audit.service';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { AdminUsersService } from './admin-users.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };

function member(id: number, overrides: Partial<User> = {}): User {
  return Object.assign(new User(), { id, name: `Member ${id}`, email: `m${id}@example.com`, role: 'seeker', industry: 'Legal', jobTitle: null, profileComplete: true, suspendedAt: null, createdAt: new Date('2025-11-20T08:00:00Z'), ...overrides });
}

/** Accounts by id in memory; the transaction's update applies to them; audit entries and token revocations are kept. */
function setUp(accounts: User[]) {
  const rows = new Map(accounts.map((user) => [user.id, user]));
  const audited: string[] = [];
  const revoked: number[] = [];
  const manager = {
    update: async (_entity: unknown, where: { id: number }, change: Partial<User>) => {
      const row = rows.get(where.id);
      if (!row || row.suspendedAt) return { affected: 0 };
      Object.assign(row, change);
      return { affected: 1 };
    },
  };
  const service = new AdminUsersService(
    { findOneBy: async ({ id }: { id: number }) => rows.get(id) ?? null } as unknown as Repository<User>,
    { revokeTokens: async (id: number) => void revoked.push(id) } as unknown as UsersService,
    { record: async (_actor: AuthUser, action: string, _type: string, id: number) => void audited.push(`${action} ${id}`) } as unknown as AuditService,
    { transaction: async <R>(work: (m: typeof manager) => Promise<R>) => work(manager) } as unknown as DataSource,
  );
  return { service, rows, audited, revoked };
}

describe('users: suspension (AdminUsersService, repository faked)', () => {
  it('suspends the member, writes the audit entry and revokes every token issued so far', async () => {
    const { service, rows, audited, revoked } = setUp([member(5)]);
    const answer = await service.suspend(admin, 5);
    assert.equal(answer.suspended, true);
    assert.ok(rows.get(5)!.suspendedAt instanceof Date);
    assert.deepEqual(audited, ['suspend-user 5']);
    assert.deepEqual(revoked, [5]);
  });

  it('suspending an already suspended member changes and records nothing', async () => {
    const { service, audited, revoked } = setUp([member(6, { suspendedAt: new Date('2026-01-01') })]);
    assert.equal((await service.suspend(admin, 6)).suspended, true);
    assert.deepEqual([audited, revoked], [[], []]);
  });

  it(`refuses your own account (400 "${ADMIN_TEXTS.cannotSuspendSelf}"), another admin (403 "${MESSAGES.moderation.adminAccount}"), an unknown id (404)`, async () => {
    const { service, audited } = setUp([member(1, { role: 'admin' }), member(2, { role: 'admin' })]);
    await assert.rejects(service.suspend(admin, 1), (error: unknown) => error instanceof BadRequestException && error.message === ADMIN_TEXTS.cannotSuspendSelf);
    await assert.rejects(service.suspend(admin, 2), (error: unknown) => error instanceof ForbiddenException && error.message === MESSAGES.moderation.adminAccount);
    await assert.rejects(service.suspend(admin, 99), (error: unknown) => error instanceof NotFoundException && error.message === ADMIN_TEXTS.userNotFound);
    assert.deepEqual(audited, []);
  });
});
