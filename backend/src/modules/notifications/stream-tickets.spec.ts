import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../test/support/new-test-service';
import { UsersService } from '../users/users.service';
import { StreamTickets } from './stream-tickets';

const state = (tokenVersion: number, suspended = false) => ({
  id: 7,
  email: 'm@example.test',
  name: 'Member',
  role: 'helper',
  industry: null,
  profileComplete: true,
  emailConfirmed: true,
  tokenVersion,
  suspended,
});

function setUp() {
  const built = newTestService(StreamTickets);
  const users = built.fakes.get(UsersService);
  let version = 1;
  let suspended = false;
  users.authState.mock.mockImplementation(async () => state(version, suspended) as never);
  built.clock.set(new Date('2026-11-26T12:00:00Z'));
  return {
    ...built,
    changePassword: () => (version += 1),
    suspend: () => (suspended = true),
  };
}

describe('StreamTickets (in memory, without REDIS_URL)', () => {
  it('a ticket is 32 random bytes, answers its member once, and never again', async () => {
    const { service } = setUp();
    const ticket = (await service.issue(7))!;
    assert.match(ticket, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(ticket, await service.issue(7));
    assert.equal((await service.redeem(ticket))?.id, 7);
    assert.equal(await service.redeem(ticket), null);
  });

  it('60 seconds on the clock: valid at 59 s, refused at 60 s', async () => {
    const { service, clock } = setUp();
    const early = (await service.issue(7))!;
    const late = (await service.issue(7))!;
    clock.advance(59_000);
    assert.equal((await service.redeem(early))?.id, 7);
    clock.advance(1_000);
    assert.equal(await service.redeem(late), null);
  });

  it('a credentials change or a suspension voids it; forged and malformed tickets are refused', async () => {
    const { service, changePassword, suspend } = setUp();
    const beforeChange = (await service.issue(7))!;
    changePassword();
    assert.equal(await service.redeem(beforeChange), null);
    const beforeSuspension = (await service.issue(7))!;
    suspend();
    assert.equal(await service.redeem(beforeSuspension), null);
    assert.equal(await service.issue(7), null, 'no ticket for a suspended account');
    assert.equal(await service.redeem('A'.repeat(43)), null);
    assert.equal(await service.redeem('short'), null);
  });
});
