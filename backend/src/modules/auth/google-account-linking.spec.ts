import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConflictException, UnauthorizedException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { GoogleAccountLinking } from './google-account-linking';
import { UnprovenAccountTakeover } from './unproven-account-takeover';

const identity = { googleId: 'google-sub-1', email: 'amina@example.com', name: 'Amina Yusuf' };
const account = (extra: Partial<User> = {}) =>
  Object.assign(new User(), {
    id: 4,
    email: 'amina@example.com',
    name: 'Amina',
    googleId: null,
    emailConfirmed: true,
    suspendedAt: null,
    passwordHash: 'hash',
    ...extra,
  });

/** Accounts in memory behind a faked UsersService; linking is conditional on no Google id yet, as the database's update is. */
function setUp(accounts: User[]) {
  const { service: sut, fakes } = newTestService(GoogleAccountLinking);
  const users = fakes.get(UsersService);
  users.findByGoogleId.mock.mockImplementation(async (googleId: string) => accounts.find((user) => user.googleId === googleId) ?? null);
  users.findByEmail.mock.mockImplementation(async (email: string) => accounts.find((user) => user.email === email) ?? null);
  users.findById.mock.mockImplementation(async (id: number) => accounts.find((user) => user.id === id) ?? null);
  users.linkGoogle.mock.mockImplementation(async (user: User, googleId: string) => {
    if (user.googleId) return false;
    user.googleId = googleId;
    return true;
  });
  users.save.mock.mockImplementation(async (user: User) => Object.assign(user, { id: 50 }));
  return { sut, users, takeover: fakes.get(UnprovenAccountTakeover) };
}

describe('auth: which account a Google identity signs in to (GoogleAccountLinking, accounts faked)', () => {
  it('a confirmed account with the address is linked, and from then on answers only to that Google account', async () => {
    const owner = account();
    const { sut } = setUp([owner]);
    assert.equal((await sut.accountFor(identity)).id, 4);
    assert.equal(owner.googleId, 'google-sub-1');
    await assert.rejects(
      sut.accountFor({ ...identity, googleId: 'google-sub-2' }),
      (error: unknown) => error instanceof ConflictException && error.message === MESSAGES.googleLinking.otherGoogleAccount,
    );
  });

  it('an unconfirmed password account was never proven: it is taken over in a transaction (nothing linked to it as it was), then read again', async () => {
    const squatted = account({ emailConfirmed: false });
    const { sut, users, takeover } = setUp([squatted]);
    await sut.accountFor(identity);
    const [manager, handed, owner] = takeover.handOver.mock.calls[0].arguments;
    assert.deepEqual([manager, handed.id, owner], [TRANSACTION, 4, { name: 'Amina Yusuf', passwordHash: null, googleId: 'google-sub-1' }]);
    assert.equal(users.linkGoogle.mock.callCount(), 0);
    assert.deepEqual(users.forgetAuthState.mock.calls[0].arguments, [4]);
    assert.deepEqual(users.findById.mock.calls.at(-1)!.arguments, [4], 'the token is issued at the version the takeover moved to');
  });

  it('a suspended account answers like a wrong password, whether found by its Google id or by its address', async () => {
    const refused = (error: unknown) => error instanceof UnauthorizedException && error.message === MESSAGES.login.wrongCredentials;
    await assert.rejects(setUp([account({ googleId: 'google-sub-1', suspendedAt: new Date() })]).sut.accountFor(identity), refused);
    await assert.rejects(setUp([account({ suspendedAt: new Date() })]).sut.accountFor(identity), refused);
  });

  it('a new address makes a member with an incomplete profile and a confirmed address (Google verified it); a racing first sign-in reads the winner', async () => {
    const { sut, users } = setUp([]);
    const created = await sut.accountFor({ ...identity, email: 'New@Example.com' });
    assert.deepEqual(
      [created.email, created.googleId, created.passwordHash, created.role, created.profileComplete, created.emailConfirmed],
      ['new@example.com', 'google-sub-1', null, 'helper', false, true],
    );
    const winner = account({ id: 51, googleId: 'google-sub-1' });
    users.save.mock.mockImplementation(async () => Promise.reject(Object.assign(new Error('duplicate'), { code: 'ER_DUP_ENTRY' })));
    let reads = 0;
    users.findByGoogleId.mock.mockImplementation(async () => (reads++ === 0 ? null : winner));
    assert.equal((await sut.accountFor(identity)).id, 51);
  });
});
