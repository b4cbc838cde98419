import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { UnauthorizedException } from '@nestjs/common';
import { TWO_FACTOR, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { loadConfig } from '../../config/app-config';
import { newTestService } from '../../../test/support/new-test-service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { SignInChallenges } from './sign-in-challenges.service';

const account = (extra: Partial<User> = {}) => Object.assign(new User(), { id: 5, email: 'amina@example.com', tokenVersion: 2, suspendedAt: null, ...extra });
const expired = (error: unknown) => error instanceof UnauthorizedException && error.message === TWO_FACTOR_TEXTS.challengeExpired;

/** Real signed tokens on a pinned clock; the account as the database holds it now. */
function setUp(now: User | null) {
  const clock = new Clock();
  clock.set(new Date('2026-11-26T10:00:00Z'));
  const { service: sut, fakes } = newTestService(SignInChallenges, [[SignedTokens, new SignedTokens(loadConfig({ NODE_ENV: 'test' }), clock)]]);
  fakes.get(UsersService).findById.mock.mockImplementation(async () => now);
  return { sut, clock };
}

describe('two-factor: the sign-in challenge between the password and the code (SignInChallenges)', () => {
  it('redeems to the account while it is unchanged, for its own kind only', async () => {
    const { sut } = setUp(account());
    const challenge = sut.issue('code', account());
    assert.equal((await sut.redeem('code', challenge)).id, 5);
    await assert.rejects(sut.redeem('setup', challenge), expired);
  });

  it(`dies after ${TWO_FACTOR.challengeSeconds / 60} minutes, with a credentials change (reset, two-factor change) and with a suspension`, async () => {
    const late = setUp(account());
    const challenge = late.sut.issue('code', account());
    late.clock.advance(TWO_FACTOR.challengeSeconds * 1000 + 1000);
    await assert.rejects(late.sut.redeem('code', challenge), expired);

    for (const changed of [account({ tokenVersion: 3 }), account({ suspendedAt: new Date() }), null]) {
      const { sut } = setUp(changed);
      await assert.rejects(sut.redeem('code', sut.issue('code', account())), expired);
    }
  });

  it('a forged challenge is refused before any account is read', async () => {
    const { sut } = setUp(account());
    await assert.rejects(sut.redeem('code', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjUsInR2IjoyfQ.forged'), expired);
  });
});
