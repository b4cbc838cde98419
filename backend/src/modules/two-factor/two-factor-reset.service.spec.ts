import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { MESSAGES, Role, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { AuditService } from '../audit/audit.service';
import { MailMessage, MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AdminUsersService } from '../users/admin-users.service';
import { TwoFactorReset } from './two-factor-reset.service';
import { TwoFactorService } from './two-factor.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };

/** Accounts in memory, each with two-factor on or not; the admin-account rule is the real one suspension uses. */
function setUp(accounts: Array<{ id: number; role?: Role; on?: boolean }>) {
  const rule = newTestService(AdminUsersService).service;
  const { service: sut, fakes } = newTestService(TwoFactorReset, [[AdminUsersService, rule]]);
  const on = new Set(accounts.filter((account) => account.on).map((account) => account.id));
  fakes.get(UsersService).findById.mock.mockImplementation(async (id: number) => {
    const found = accounts.find((account) => account.id === id);
    return found ? Object.assign(new User(), { id, name: `Member ${id}`, email: `m${id}@example.com`, role: found.role ?? 'helper' }) : null;
  });
  // The conditional delete: of two resets at once only the first finds it on.
  fakes.get(TwoFactorService).turnOffInside.mock.mockImplementation(async (_manager: unknown, id: number) => on.delete(id));
  return { sut, on, twoFactor: fakes.get(TwoFactorService), audit: fakes.get(AuditService), mail: fakes.get(MailService), users: fakes.get(UsersService) };
}

describe('two-factor: an admin resets another account (TwoFactorReset, services faked)', () => {
  it('turns it off (which ends every session), audits and mails the account in that one transaction, then forgets the cached sessions', async () => {
    const { sut, on, twoFactor, audit, mail, users } = setUp([{ id: 5, on: true }]);
    await sut.reset(admin, 5);
    assert.equal(on.has(5), false);
    assert.deepEqual(twoFactor.turnOffInside.mock.calls[0].arguments, [TRANSACTION, 5]);
    assert.deepEqual(audit.record.mock.calls[0].arguments, [admin, 'reset-two-factor', 'user', 5, 'Member 5 <m5@example.com>', TRANSACTION]);
    const [mailManager, message] = mail.enqueue.mock.calls[0].arguments as [unknown, MailMessage];
    assert.deepEqual([mailManager, message.to], [TRANSACTION, 'm5@example.com']);
    assert.deepEqual(users.tokensRevoked.mock.calls[0].arguments, [5]);
  });

  it(`an account without two-factor on (or a second admin racing the first): 409 "${TWO_FACTOR_TEXTS.notOnForMember}", nothing audited or mailed`, async () => {
    const { sut, audit, mail, users } = setUp([{ id: 6 }, { id: 7, on: true }]);
    await assert.rejects(sut.reset(admin, 6), (error: unknown) => error instanceof ConflictException && error.message === TWO_FACTOR_TEXTS.notOnForMember);
    await Promise.allSettled([sut.reset(admin, 7), sut.reset(admin, 7)]);
    assert.deepEqual([audit.record.mock.callCount(), mail.enqueue.mock.callCount(), users.tokensRevoked.mock.callCount()], [1, 1, 1]);
  });

  it(`your own account (400 "${TWO_FACTOR_TEXTS.resetOwn}") and an unknown id (404) are refused before anything changes`, async () => {
    const { sut, twoFactor } = setUp([{ id: 1, role: 'admin', on: true }]);
    await assert.rejects(sut.reset(admin, 1), (error: unknown) => error instanceof BadRequestException && error.message === TWO_FACTOR_TEXTS.resetOwn);
    await assert.rejects(sut.reset(admin, 99), (error: unknown) => error instanceof NotFoundException && error.message === ADMIN_TEXTS.userNotFound);
    assert.equal(twoFactor.turnOffInside.mock.callCount(), 0);
  });

  it(`another admin's account: 403 "${MESSAGES.moderation.adminAccount}", the same rule and text as suspending one, nothing done`, async () => {
    const { sut, on, twoFactor, audit } = setUp([{ id: 8, role: 'admin', on: true }]);
    await assert.rejects(sut.reset(admin, 8), (error: unknown) => error instanceof ForbiddenException && error.message === MESSAGES.moderation.adminAccount);
    assert.deepEqual([on.has(8), twoFactor.turnOffInside.mock.callCount(), audit.record.mock.callCount()], [true, 0, 0]);
  });
});
