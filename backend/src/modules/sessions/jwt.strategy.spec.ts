import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { UnauthorizedException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { newTestService } from '../../../test/support/new-test-service';
import { UsersService } from '../users/users.service';
import { JwtStrategy } from './jwt.strategy';

/** What UsersService says of an account for its guards (users' AuthState). */
type AuthState = NonNullable<Awaited<ReturnType<UsersService['authState']>>>;

const state = (extra: Partial<AuthState> = {}): AuthState => ({
  id: 7,
  email: 'amina@example.com',
  name: 'Amina',
  role: 'helper',
  industry: null,
  profileComplete: true,
  emailConfirmed: true,
  tokenVersion: 3,
  suspended: false,
  ...extra,
});
const refused = (error: unknown) => error instanceof UnauthorizedException && error.message === MESSAGES.http.unauthorized;

function setUp(now: AuthState | null) {
  const { service: sut, fakes } = newTestService(JwtStrategy);
  fakes.get(UsersService).authState.mock.mockImplementation(async () => now);
  return { sut, users: fakes.get(UsersService) };
}

describe('sessions: a bearer token is good only while its account is (JwtStrategy.validate)', () => {
  it('answers the signed-in account without its version or suspension flag, and counts the request as being active today', async () => {
    const { sut, users } = setUp(state());
    const user = await sut.validate({ sub: 7, tv: 3, role: 'helper', exp: 2_000_000_000 });
    assert.deepEqual(user, { id: 7, email: 'amina@example.com', name: 'Amina', role: 'helper', industry: null, profileComplete: true, emailConfirmed: true });
    assert.deepEqual(users.markActive.mock.calls[0].arguments, [7]);
  });

  it('refuses a token of an older credentials version (password, email or two-factor changed), of a suspended or deleted account', async () => {
    await assert.rejects(setUp(state({ tokenVersion: 4 })).sut.validate({ sub: 7, tv: 3, role: 'helper', exp: 2_000_000_000 }), refused);
    await assert.rejects(setUp(state({ suspended: true })).sut.validate({ sub: 7, tv: 3, role: 'helper', exp: 2_000_000_000 }), refused);
    const deleted = setUp(null);
    await assert.rejects(deleted.sut.validate({ sub: 7, tv: 3, role: 'helper', exp: 2_000_000_000 }), refused);
    assert.equal(deleted.users.markActive.mock.callCount(), 0, 'a refused token is not activity');
  });

  it('refuses a token without an expiry (ours always carry one) or with a subject that is not an id, before reading any account', async () => {
    const { sut, users } = setUp(state());
    await assert.rejects(sut.validate({ sub: 7, tv: 3, role: 'helper' }), refused);
    await assert.rejects(sut.validate({ sub: '7' as unknown as number, tv: 3, role: 'helper', exp: 2_000_000_000 }), refused);
    assert.equal(users.authState.mock.callCount(), 0);
  });
});
