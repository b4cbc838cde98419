import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { User } from './entities/user.entity';
import { AuthStateCache } from './auth-state.cache';
import { CredentialsVersion } from './credentials-version.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const member = (extra: Partial<User> = {}) =>
  Object.assign(new User(), {
    id: 5,
    name: 'Amina',
    email: 'amina@example.com',
    role: 'helper',
    industry: 'Legal',
    profileComplete: true,
    emailConfirmed: true,
    tokenVersion: 3,
    suspendedAt: null,
    ...extra,
  });

function setUp() {
  const { service: sut, fakes } = newTestService(UsersService, [[AuthStateCache, new AuthStateCache()]]);
  return { sut, users: fakes.get(UsersRepository), credentials: fakes.get(CredentialsVersion), cache: fakes.get(AuthStateCache) as unknown as AuthStateCache };
}

describe('users: UsersService (repository faked)', () => {
  it('a save of an account read before a credentials change keeps the credentials stored now (read under lock in the transaction)', async () => {
    const { sut, users } = setUp();
    users.credentialsOf.mock.mockImplementation(
      async () => ({ email: 'new@example.com', passwordHash: 'new-hash', tokenVersion: 4, suspendedAt: new Date('2026-01-01') }) as never,
    );
    users.save.mock.mockImplementation(async (user: User) => user);
    const stale = member({ id: 5, passwordHash: 'old-hash', photoUrl: 'profile/5.webp' });
    const saved = await sut.save(stale);
    assert.equal(users.credentialsOf.mock.calls[0].arguments[1], TRANSACTION);
    assert.equal(users.save.mock.calls[0].arguments[1], TRANSACTION, 'the save commits with the locked read');
    assert.deepEqual([saved.email, saved.passwordHash, saved.tokenVersion, saved.photoUrl], ['new@example.com', 'new-hash', 4, 'profile/5.webp']);
    assert.ok(saved.suspendedAt instanceof Date, 'a suspension that landed meanwhile is not undone');
  });

  it('the auth state is read once and cached; a revocation moves the credentials version in a transaction and forgets it at once', async () => {
    const { sut, users, credentials } = setUp();
    users.authStateRow.mock.mockImplementation(async () => member());
    const state = await sut.authState(5);
    assert.deepEqual(state, {
      id: 5,
      email: 'amina@example.com',
      name: 'Amina',
      role: 'helper',
      industry: 'Legal',
      profileComplete: true,
      emailConfirmed: true,
      tokenVersion: 3,
      suspended: false,
    });
    await sut.authState(5);
    assert.equal(users.authStateRow.mock.callCount(), 1);
    await sut.revokeTokens(5);
    assert.deepEqual(credentials.moveOn.mock.calls[0].arguments, [TRANSACTION, 5]);
    await sut.authState(5);
    assert.equal(users.authStateRow.mock.callCount(), 2, 'read again after the revocation');
  });

  it('a look-alike is another account with the same skeleton, never the account itself', async () => {
    const { sut, users } = setUp();
    users.idsWithSkeleton.mock.mockImplementation(async () => [{ id: 5 }]);
    assert.equal(await sut.hasLookAlikeOf('\u0430mina@example.com', 5), false);
    users.idsWithSkeleton.mock.mockImplementation(async () => [{ id: 5 }, { id: 9 }]);
    assert.equal(await sut.hasLookAlikeOf('\u0430mina@example.com', 5), true);
    assert.equal(users.idsWithSkeleton.mock.calls[0].arguments[0], users.idsWithSkeleton.mock.calls[1].arguments[0]);
  });

  it('notification settings: a link of another credentials version changes nothing; a lost race is tried again; no change writes nothing', async () => {
    const { sut, users } = setUp();
    let stored: Record<string, string> | null = null;
    users.notificationSettingsRow.mock.mockImplementation(async () => ({ id: 5, tokenVersion: 3, notificationSettings: stored }) as never);
    assert.equal(await sut.changeNotificationSettings(5, 2, () => ({ reply: 'off' }) as never), null);
    assert.equal(await sut.changeNotificationSettings(5, undefined, () => ({ reply: 'off' }) as never), null);
    assert.equal(users.replaceNotificationSettings.mock.callCount(), 0);

    let races = 1;
    users.replaceNotificationSettings.mock.mockImplementation(async (_id: number, _tv: number, _previous: unknown, next: unknown) => {
      if (races-- > 0) {
        stored = { digest: 'weekly' };
        return false;
      }
      stored = next as Record<string, string>;
      return true;
    });
    assert.deepEqual(await sut.changeNotificationSettings(5, 3, (current) => ({ ...current, reply: 'off' }) as never), { digest: 'weekly', reply: 'off' });
    assert.equal(users.replaceNotificationSettings.mock.callCount(), 2, 'the change is applied to what won the race');
    assert.deepEqual(await sut.changeNotificationSettings(5, 3, (current) => ({ ...current }) as never), stored);
    assert.equal(users.replaceNotificationSettings.mock.callCount(), 2, 'nothing to write');
  });

  it('a profile change removes the verified mark in its own transaction only when industry or role changed', async () => {
    const { sut, users } = setUp();
    users.removeVerification.mock.mockImplementation(async () => true);
    const columns = Object.assign(new User(), { id: 5, industry: 'Health' });
    assert.equal(await sut.saveProfileChange(columns, false), false);
    assert.equal(users.removeVerification.mock.callCount(), 0);
    assert.equal(await sut.saveProfileChange(columns, true), true);
    assert.deepEqual(users.removeVerification.mock.calls[0].arguments, [5, TRANSACTION]);
    assert.deepEqual(
      users.save.mock.calls.map((call) => call.arguments[1]),
      [TRANSACTION, TRANSACTION],
    );
  });

  it('markActive: one conditional UPDATE of the day per member per day on this instance, then none until the day turns (by the clock)', async () => {
    const { service: sut, fakes, clock } = newTestService(UsersService, [[AuthStateCache, new AuthStateCache()]]);
    const users = fakes.get(UsersRepository);
    clock.set(new Date('2026-11-26T08:00:00Z'));
    await sut.markActive(5);
    await sut.markActive(5);
    await sut.markActive(6);
    clock.set(new Date('2026-11-26T23:59:59Z'));
    await sut.markActive(5);
    clock.set(new Date('2026-11-27T00:00:01Z'));
    await sut.markActive(5);
    assert.deepEqual(
      users.stampActiveDay.mock.calls.map((call) => call.arguments),
      [
        [5, '2026-11-26'],
        [6, '2026-11-26'],
        [5, '2026-11-27'],
      ],
    );
  });

  it("the stored responsiveness, the run of unanswered expiries and the pause are written inside the caller's transaction", async () => {
    const { sut, users } = setUp();
    users.countUnansweredExpiry.mock.mockImplementation(async () => 3);
    users.pauseRequests.mock.mockImplementation(async () => true);
    await sut.recordResponsiveness(TRANSACTION, 5, 2);
    assert.equal(await sut.countUnansweredExpiry(TRANSACTION, 5), 3);
    assert.equal(await sut.pauseRequests(TRANSACTION, 5), true);
    assert.deepEqual(users.storeResponsiveness.mock.calls[0].arguments, [TRANSACTION, 5, 2]);
    assert.deepEqual(users.countUnansweredExpiry.mock.calls[0].arguments, [TRANSACTION, 5]);
    assert.deepEqual(users.pauseRequests.mock.calls[0].arguments, [TRANSACTION, 5]);
  });
});
