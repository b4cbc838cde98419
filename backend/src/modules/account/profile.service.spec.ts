import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Role } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { AuthUser } from '../../common/auth/auth-user';
import { VERIFICATION_REMOVED_BY_PROFILE_CHANGE } from '../users/verification.service';
import { ProfileService, applyProfileChange } from './profile.service';
import { newTestService } from '../../../test/support/new-test-service';
import { UsersService } from '../users/users.service';
import { AuditService } from '../audit/audit.service';
import { ImageDecodeGate } from '../uploads/image-decode-gate.service';

const member = (role: Role, mentorship: string | null) =>
  Object.assign(new User(), { id: 1, role, mentorship, industry: 'Health & Sciences', name: 'A', phoneNumber: '1', jobTitle: 'B', description: null });

describe('account: profile change rules (pure)', () => {
  it('mentorship No moves a helper to seeker and Yes back; both are sensitive changes', () => {
    const sut = member('helper', 'Yes');
    assert.match(applyProfileChange(sut, { mentorship: 'No' }).sensitiveChange!, /mentorship: Yes -> No/);
    assert.equal(sut.role, 'seeker');
    applyProfileChange(sut, { mentorship: 'Yes' });
    assert.equal(sut.role, 'helper');
  });

  for (const role of ['admin', 'business'] as Role[]) {
    it(`never changes an ${role}'s role`, () => {
      const sut = member(role, null);
      applyProfileChange(sut, { mentorship: 'No' });
      assert.equal(sut.role, role);
    });
  }

  it('an industry change is sensitive; name, phone, job title and description are not', () => {
    assert.equal(applyProfileChange(member('seeker', 'No'), { name: ' New ', JobTitle: 'C', Description: ' ' }).sensitiveChange, null);
    assert.match(
      applyProfileChange(member('seeker', 'No'), { IndustryType: 'Technology, Engineering & Data' }).sensitiveChange!,
      /industry: Health & Sciences -> Technology/,
    );
    assert.equal(applyProfileChange(member('seeker', 'No'), { IndustryType: 'Health & Sciences' }).sensitiveChange, null, 'the same value is no change');
  });
});

describe('ProfileService: one door for every profile change (issue #23)', () => {
  const verifiedHelper = () =>
    Object.assign(new User(), {
      id: 7,
      role: 'helper' as Role,
      mentorship: 'Yes',
      industry: 'Agriculture, Environment & Sustainability',
      name: 'Gamal',
      email: 'g@example.com',
      phoneNumber: '1',
      jobTitle: 'Farmer',
      description: 'Grows dates',
      profileComplete: true,
      verifiedAt: new Date('2026-11-01T00:00:00Z'),
      verifiedBy: 1,
      verificationNote: 'licence checked',
      verifiedIndustry: 'Agriculture, Environment & Sustainability',
    });
  function setUp(user: User) {
    const saved: User[] = [];
    const entries: Array<{ action: string; summary?: string }> = [];
    // saved holds what each save writes (TypeORM writes no undefined property): the id and the columns the change
    // sets, never the rest of a row read earlier.
    const written = (row: User) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as User;
    const cleared: boolean[] = [];
    const { service: sut, fakes } = newTestService(ProfileService, [[ImageDecodeGate, { gated: <T>(work: T) => work }]]);
    const users = fakes.get(UsersService);
    users.findById.mock.mockImplementation(async () => user);
    users.saveProfileChange.mock.mockImplementation(async (row: User, removeVerification: boolean) => {
      saved.push(written(row));
      cleared.push(removeVerification);
      const had = removeVerification && user.verifiedAt !== null;
      if (removeVerification) Object.assign(user, { verifiedAt: null, verifiedBy: null, verificationNote: null, verifiedIndustry: null });
      return had;
    });
    fakes
      .get(AuditService)
      .record.mock.mockImplementation(
        async (_actor: unknown, action: string, _type: string, _id: number, summary?: string) => void entries.push({ action, summary }),
      );
    return { sut, saved, cleared, entries, actor: { id: user.id, email: user.email } as AuthUser };
  }

  it('the profile completion (PATCH /auth/profile) removes a verified mark on an industry change and audit-logs it', async () => {
    const user = verifiedHelper();
    const { sut, saved, cleared, entries, actor } = setUp(user);
    const answer = await sut.complete(actor, {
      mentorship: 'Yes',
      PhoneNumber: ' 2 ',
      IndustryType: 'Government, Policy, Law & International Affairs',
      JobTitle: 'Paralegal',
      Description: '',
    });
    assert.equal(saved.length, 1);
    assert.deepEqual(
      Object.keys(saved[0]).sort(),
      ['id', 'industry', 'jobTitle', 'mentorship', 'phoneNumber', 'profileComplete', 'role'].sort(),
      'only what the change sets',
    );
    assert.deepEqual(cleared, [true], 'the mark goes with the change');
    assert.deepEqual([answer.verifiedAt, answer.verifiedBy, answer.verificationNote, answer.verifiedIndustry], [null, null, null, null]);
    assert.equal(saved[0].profileComplete, true);
    assert.equal(saved[0].phoneNumber, '2');
    assert.equal(user.description, 'Grows dates', 'an empty description keeps the one there');
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['change-profile', 'remove-verification'],
    );
    assert.equal(entries[1].summary, VERIFICATION_REMOVED_BY_PROFILE_CHANGE);
  });

  it('the completion with the same industry and mentorship keeps the mark and writes no entry', async () => {
    const user = verifiedHelper();
    const { sut, saved, cleared, entries, actor } = setUp(user);
    await sut.complete(actor, { mentorship: 'Yes', PhoneNumber: '2', IndustryType: 'Agriculture, Environment & Sustainability', JobTitle: 'Agronomist' });
    assert.deepEqual(cleared, [false], 'the mark is kept');
    assert.notEqual(user.verifiedAt, null);
    assert.equal(saved[0].jobTitle, 'Agronomist');
    assert.deepEqual(entries, []);
  });

  it('a job title change writes the job title only: a suspension or token version an admin wrote meanwhile is not overwritten', async () => {
    const user = verifiedHelper();
    const { sut, saved, actor } = setUp(user);
    await sut.update(actor, { JobTitle: ' Agronomist ' });
    assert.deepEqual(Object.keys(saved[0]).sort(), ['id', 'jobTitle']);
    assert.equal(saved[0].jobTitle, 'Agronomist');
  });

  it('PATCH /account goes through the same door', async () => {
    const user = verifiedHelper();
    const { sut, saved, entries, actor } = setUp(user);
    await sut.update(actor, { mentorship: 'No' });
    assert.deepEqual(Object.keys(saved[0]).sort(), ['id', 'mentorship', 'role']);
    assert.equal(saved[0].role, 'seeker');
    assert.equal(user.verifiedAt, null);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['change-profile', 'remove-verification'],
    );
  });
});
