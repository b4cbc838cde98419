import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { LEGAL_INDUSTRY, VERIFICATION_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { AuditService } from '../audit/audit.service';
import { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { VerificationService } from './verification.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };
const NOW = new Date('2026-11-26T12:00:00Z');
const LEGAL = LEGAL_INDUSTRY;

const member = (extra: Partial<User> = {}) =>
  Object.assign(new User(), {
    id: 7,
    name: 'Dr Amina',
    email: 'amina@example.com',
    role: 'helper',
    industry: LEGAL,
    suspendedAt: null,
    verifiedAt: null,
    verifiedBy: null,
    verificationNote: null,
    verifiedIndustry: null,
    createdAt: NOW,
    ...extra,
  });

function setUp(account: User | null, stillInIndustry = true) {
  const { service: sut, fakes, clock } = newTestService(VerificationService);
  clock.set(NOW);
  const users = fakes.get(UsersRepository);
  users.findById.mock.mockImplementation(async () => account);
  users.markVerifiedIfUnchanged.mock.mockImplementation(async () => stillInIndustry);
  return { sut, users, audit: fakes.get(AuditService) };
}

describe('users: verified professionals (VerificationService, repository faked)', () => {
  it('marks a listed member in a conditional update and audits it in the same transaction; the note stays out of the audit log', async () => {
    const { sut, users, audit } = setUp(member());
    const answer = await sut.verify(admin, 7, '  Bar number 12345  ');
    assert.deepEqual([answer.verified, answer.verified_at, answer.verification_note], [true, NOW.toISOString(), 'Bar number 12345']);
    const [marked, manager] = users.markVerifiedIfUnchanged.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual([marked.verifiedBy, marked.verifiedIndustry, marked.role, marked.industry], [1, LEGAL, 'helper', LEGAL]);
    assert.deepEqual(audit.record.mock.calls[0].arguments, [admin, 'verify-user', 'user', 7, 'Dr Amina <amina@example.com>', TRANSACTION]);
  });

  it(`a member who moved industry or role meanwhile: 409 "${VERIFICATION_TEXTS.profileChanged}", nothing audited`, async () => {
    const { sut, audit } = setUp(member(), false);
    await assert.rejects(
      sut.verify(admin, 7, 'checked'),
      (error: unknown) => error instanceof ConflictException && error.message === VERIFICATION_TEXTS.profileChanged,
    );
    assert.equal(audit.record.mock.callCount(), 0);
  });

  it(`only a member a directory lists can carry the mark (400 "${VERIFICATION_TEXTS.notListed}"); an unknown id is 404`, async () => {
    for (const unlisted of [member({ role: 'business' }), member({ role: 'admin' }), member({ industry: null })]) {
      const { sut, users } = setUp(unlisted);
      await assert.rejects(
        sut.verify(admin, 7, 'checked'),
        (error: unknown) => error instanceof BadRequestException && error.message === VERIFICATION_TEXTS.notListed,
      );
      assert.equal(users.markVerifiedIfUnchanged.mock.callCount(), 0);
    }
    await assert.rejects(
      setUp(null).sut.verify(admin, 7, 'checked'),
      (error: unknown) => error instanceof NotFoundException && error.message === ADMIN_TEXTS.userNotFound,
    );
  });

  it('removing a mark clears the four columns and audits in one transaction; removing none changes and records nothing', async () => {
    const marked = setUp(member({ verifiedAt: NOW, verifiedBy: 1, verificationNote: 'checked', verifiedIndustry: LEGAL }));
    assert.equal((await marked.sut.remove(admin, 7)).verified, false);
    assert.deepEqual(marked.users.clearVerification.mock.calls[0].arguments, [7, TRANSACTION]);
    assert.deepEqual(marked.audit.record.mock.calls[0].arguments.slice(1), ['remove-verification', 'user', 7, 'Dr Amina <amina@example.com>', TRANSACTION]);

    const plain = setUp(member());
    await plain.sut.remove(admin, 7);
    assert.deepEqual([plain.users.clearVerification.mock.callCount(), plain.audit.record.mock.callCount()], [0, 0]);
  });
});
