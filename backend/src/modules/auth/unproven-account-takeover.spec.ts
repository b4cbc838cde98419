import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { User } from '../users/entities/user.entity';
import { CredentialsVersion } from '../users/credentials-version.service';
import { UsersService } from '../users/users.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { MyBusinessGroupsService } from '../business-groups/my-business-groups.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { UnprovenAccountTakeover, placeholderName } from './unproven-account-takeover';

/** Every dependency faked; each write is recorded in order with whether it got the caller's transaction. */
function setUp() {
  const { service: sut, fakes } = newTestService(UnprovenAccountTakeover);
  const writes: string[] = [];
  let saved: User | null = null;
  const inside = (manager: unknown) => (manager === TRANSACTION ? '' : ' (outside the transaction!)');
  fakes.get(CredentialsVersion).moveOn.mock.mockImplementation(async (manager: unknown, id: number) => (writes.push(`version ${id}${inside(manager)}`), true));
  fakes
    .get(TwoFactorService)
    .removeAllInside.mock.mockImplementation(async (manager: unknown, id: number) => (writes.push(`two-factor ${id}${inside(manager)}`), true));
  fakes
    .get(MyBusinessGroupsService)
    .withdrawAllInside.mock.mockImplementation(async (id: number, manager: unknown) => void writes.push(`business listings ${id}${inside(manager)}`));
  fakes
    .get(PasswordResetTokensRepository)
    .withdrawAll.mock.mockImplementation(async (id: number, _at: Date, manager: unknown) => void writes.push(`reset links ${id}${inside(manager)}`));
  fakes
    .get(UsersService)
    .saveWithCredentials.mock.mockImplementation(
      async (user: User, manager: unknown) => ((saved = { ...user } as User), writes.push(`save${inside(manager)}`), user),
    );
  return { sut, writes, saved: () => saved };
}

const squatted = () =>
  Object.assign(new User(), {
    id: 7,
    name: 'Imam Official Support',
    email: 'victim@example.com',
    passwordHash: 'squatter-hash',
    role: 'business',
    industry: 'Legal',
    phoneNumber: '+1 555',
    jobTitle: 'Treasurer',
    description: 'Send donations to me',
    mentorship: 'Yes',
    photoUrl: 'profile/7.webp',
    profileComplete: true,
    emailConfirmed: false,
    emailConfirmationHash: 'a'.repeat(64),
    notificationSettings: { reply: 'off' },
    acceptingRequests: false,
    requestCapacity: 2,
    verifiedAt: new Date(),
    verifiedBy: 1,
    verificationNote: 'bar no. 1',
    verifiedIndustry: 'Legal',
    googleId: null,
  });

describe('UnprovenAccountTakeover (what proving the mailbox of an unconfirmed account clears)', () => {
  it("moves the credentials version first, then removes two-factor, pending listings and reset links, and saves a fresh, confirmed member with the owner's credentials", async () => {
    const { sut, writes, saved } = setUp();
    await sut.handOver(TRANSACTION, squatted(), { name: 'Real Owner', passwordHash: 'owner-hash', googleId: null });

    assert.deepEqual(writes, ['version 7', 'two-factor 7', 'business listings 7', 'reset links 7', 'save']);
    const account = saved()!;
    assert.deepEqual(
      [account.name, account.passwordHash, account.googleId, account.emailConfirmed, account.emailConfirmationHash, account.email],
      ['Real Owner', 'owner-hash', null, true, null, 'victim@example.com'],
    );
    assert.deepEqual(
      [
        account.role,
        account.industry,
        account.mentorship,
        account.phoneNumber,
        account.jobTitle,
        account.description,
        account.photoUrl,
        account.profileComplete,
      ],
      ['helper', null, null, null, null, null, null, false],
    );
    assert.deepEqual([account.notificationSettings, account.acceptingRequests, account.requestCapacity], [null, true, null]);
    assert.deepEqual([account.verifiedAt, account.verifiedBy, account.verificationNote, account.verifiedIndustry], [null, null, null, null]);
  });

  it("a takeover without a name of its own (a reset, the confirmation link) names the account after the address's local part", () => {
    assert.equal(placeholderName('amina.yusuf@example.com'), 'amina.yusuf');
    assert.equal(placeholderName('"odd@local"@example.com'), '"odd@local"');
  });
});
