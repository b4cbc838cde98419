import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { UnauthorizedException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { MESSAGES, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { AuthService } from './auth.service';
import { TokenService } from '../sessions/token.service';
import { SignInLimiter } from '../sessions/sign-in-limiter.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { SignInChallenges } from '../two-factor/sign-in-challenges.service';
import { LoginResponseDto } from '../sessions/dto/session.dto';

function account(overrides: Partial<User> = {}): User {
  return Object.assign(new User(), {
    id: 4, name: 'Amina', email: 'amina@example.com', passwordHash: 'hash-of:Right#123', role: 'seeker', industry: 'Legal',
    jobTitle: 'Lawyer', profileComplete: true, emailConfirmed: true, suspendedAt: null, ...overrides,
  });
}

/** Accounts by email in memory; a hasher that compares against "hash-of:<password>"; tokens named after the account. */
function service(accounts: User[], twoFactorOn: number[] = [], adminsMustUseIt = false) {
  const users = { findByEmail: async (email: string) => accounts.find((user) => user.email === email.trim().toLowerCase()) ?? null };
  const hasher = { verify: async (hash: string | null, password: string) => hash === `hash-of:${password}` };
  const tokens = { issue: async (user: User) => `token-for-${user.id}` };
  // The failure limits have their own API test (auth-sign-in-limits); here every attempt may go ahead.
  const limiter = {
    attempt: async <T>(_email: string, _address: string, check: () => Promise<T | null | false>, refuse: () => Error) => {
      const result = await check();
      if (result === null || result === false) throw refuse();
      return result;
    },
  };
  const twoFactor = { isOn: async (id: number) => twoFactorOn.includes(id), requiredFor: (user: User) => adminsMustUseIt && user.role === 'admin' };
  const challenges = { issue: (kind: string, user: User) => `${kind}-challenge-for-${user.id}` };
  const unused = {} as never;
  return new AuthService(
    unused, users as unknown as UsersService, hasher as unknown as PasswordHasher, tokens as unknown as TokenService, {} as DataSource,
    limiter as unknown as SignInLimiter, twoFactor as unknown as TwoFactorService, challenges as unknown as SignInChallenges,
    unused, unused, unused,
  );
}

const ADDRESS = '203.0.113.9';

const refusedAlike = (error: unknown) => error instanceof UnauthorizedException && error.message === MESSAGES.login.wrongCredentials;

describe('sign-in (AuthService.login, accounts and hasher faked)', () => {
  it('the right password answers the token and the account\'s user_details, never its hash', async () => {
    const answer = (await service([account()]).login('amina@example.com', 'Right#123', ADDRESS)) as LoginResponseDto;
    assert.equal(answer.AuthToken, 'token-for-4');
    assert.equal(answer.message, 'Login successful');
    assert.deepEqual(answer.user_details, {
      id: 4, name: 'Amina', email: 'amina@example.com', role: 'seeker', industry: 'Legal', JobTitle: 'Lawyer', profileComplete: true, emailConfirmed: true,
    });
    assert.doesNotMatch(JSON.stringify(answer), /hash-of/);
  });

  it(`a wrong password, an unknown email and a suspended account get the same 401: "${MESSAGES.login.wrongCredentials}"`, async () => {
    const auth = service([account(), account({ id: 5, email: 'gone@example.com', suspendedAt: new Date() })]);
    await assert.rejects(auth.login('amina@example.com', 'Wrong#123', ADDRESS), refusedAlike);
    await assert.rejects(auth.login('nobody@example.com', 'Right#123', ADDRESS), refusedAlike);
    await assert.rejects(auth.login('gone@example.com', 'Right#123', ADDRESS), refusedAlike);
  });

  it('an account made with Google only (no password) cannot sign in with a password', async () => {
    await assert.rejects(service([account({ passwordHash: null })]).login('amina@example.com', '', ADDRESS), refusedAlike);
  });

  it('with two-factor on, the right password answers a challenge and no token', async () => {
    const answer = await service([account()], [4]).login('amina@example.com', 'Right#123', ADDRESS);
    assert.deepEqual(answer, { message: TWO_FACTOR_TEXTS.codeAsked, two_factor_required: true, challenge: 'code-challenge-for-4' });
  });

  it('an admin without two-factor where it is required gets a set-up challenge and no token; optional lets the admin in', async () => {
    const admin = account({ role: 'admin' });
    const required = await service([admin], [], true).login('amina@example.com', 'Right#123', ADDRESS);
    assert.deepEqual(required, { message: TWO_FACTOR_TEXTS.setupAsked, two_factor_setup_required: true, challenge: 'setup-challenge-for-4' });
    const optional = (await service([admin], [], false).login('amina@example.com', 'Right#123', ADDRESS)) as LoginResponseDto;
    assert.equal(optional.AuthToken, 'token-for-4');
  });
});
