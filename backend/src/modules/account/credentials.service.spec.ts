import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { CredentialsVersion } from '../users/credentials-version.service';
import { Clock } from '../../common/clock/clock';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { MailMessage, MailService } from '../mail/mail.service';
import { TokenService } from '../sessions/token.service';
import { SignInLimiter } from '../sessions/sign-in-limiter.service';
import { CredentialsService } from './credentials.service';

const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' });
const LINK = /http:\/\/app\.test\/account\/email\/confirm#token=([\w.-]+)/;

const account = (id: number, email: string, extra: Partial<User> = {}) =>
  Object.assign(new User(), { id, name: `Member ${id}`, email, tokenVersion: 4, suspendedAt: null, ...extra });

/**
 * Accounts by address in memory behind a faked UsersService; mails kept as queued; the credentials version moves only
 * from the version it is given (as its conditional SQL does), and each move is recorded with its manager.
 */
function setUp(accounts: User[], lookAlikes: string[] = []) {
  const queued: MailMessage[] = [];
  const moves: Array<{ id: number; expected?: number; inTransaction: boolean }> = [];
  const links = new SignedTokens(config, new Clock());
  const { service: sut, fakes } = newTestService(CredentialsService, [
    [APP_CONFIG, config],
    [SignedTokens, links],
  ]);
  const users = fakes.get(UsersService);
  users.findById.mock.mockImplementation(async (id: number) => accounts.find((user) => user.id === id) ?? null);
  users.findByEmail.mock.mockImplementation(async (email: string) => accounts.find((user) => user.email === email.trim().toLowerCase()) ?? null);
  users.hasLookAlikeOf.mock.mockImplementation(async (email: string) => lookAlikes.includes(email));
  users.saveWithCredentials.mock.mockImplementation(async (user: User) => user);
  fakes.get(MailService).enqueue.mock.mockImplementation(async (_manager: unknown, message: MailMessage) => void queued.push(message));
  fakes.get(TokenService).issue.mock.mockImplementation(async (user: Pick<User, 'id' | 'tokenVersion'>) => `token-for-${user.id}-v${user.tokenVersion}`);
  fakes.get(CredentialsVersion).moveOn.mock.mockImplementation(async (manager: unknown, id: number, expected?: number) => {
    moves.push({ id, expected, inTransaction: manager === TRANSACTION });
    const user = accounts.find((account) => account.id === id);
    if (!user || (expected !== undefined && user.tokenVersion !== expected)) return false;
    user.tokenVersion += 1;
    return true;
  });
  fakes.get(PasswordHasher).hash.mock.mockImplementation(async (password: string) => `hash-of:${password}`);
  fakes.get(PasswordHasher).verify.mock.mockImplementation(async (hash: string | null, password: string) => hash === `hash-of:${password}`);
  return { sut, queued, moves, links, users, limiter: fakes.get(SignInLimiter) };
}

describe('account: email change (CredentialsService, accounts and mail faked)', () => {
  it('a registered address gets the owner a note with no link, a free one gets the link; the old address hears of both; the answer is the same', async () => {
    const mover = account(1, 'mover@example.com');
    const { sut, queued } = setUp([mover, account(2, 'owner@example.com')]);
    assert.equal(await sut.requestEmailChange(1, 'free@example.com'), undefined);
    assert.equal(await sut.requestEmailChange(1, ' Owner@Example.com '), undefined);
    assert.deepEqual(
      queued.map((mail) => [mail.to, mail.subject]),
      [
        ['free@example.com', 'Confirm your new email address'],
        ['mover@example.com', 'A change of your email address was requested'],
        ['owner@example.com', 'Someone tried to move an account to your email address'],
        ['mover@example.com', 'A change of your email address was requested'],
      ],
    );
    assert.match(queued[0].text, LINK);
    assert.doesNotMatch(queued[2].text, /token|https?:/, "nothing in the owner's note could move an account");
  });

  it('a suspended owner is not mailed; the mover still is told', async () => {
    const { sut, queued } = setUp([account(1, 'mover@example.com'), account(2, 'gone@example.com', { suspendedAt: new Date() })]);
    await sut.requestEmailChange(1, 'gone@example.com');
    assert.deepEqual(
      queued.map((mail) => mail.to),
      ['mover@example.com'],
    );
  });

  it(`a look-alike of another account's address: 409 "${MESSAGES.confusableEmail.refused}"; the same address is never a look-alike (the "taken" answer)`, async () => {
    const { sut, queued } = setUp([account(1, 'mover@example.com'), account(2, 'amina@example.com')], ['\u0430mina@example.com', 'amina@example.com']);
    await assert.rejects(
      sut.requestEmailChange(1, '\u0430mina@example.com'),
      (error: unknown) => error instanceof ConflictException && error.message === MESSAGES.confusableEmail.refused,
    );
    assert.equal(queued.length, 0);
    await sut.requestEmailChange(1, 'amina@example.com');
    assert.equal(queued[0].subject, 'Someone tried to move an account to your email address');
  });

  it('the link carries the credentials version: once it moved on, the link is refused before anything is written', async () => {
    const mover = account(1, 'mover@example.com');
    const { sut, queued, moves, users } = setUp([mover]);
    await sut.requestEmailChange(1, 'new@example.com');
    const token = LINK.exec(queued[0].text)![1];
    mover.tokenVersion = 5;
    await assert.rejects(
      sut.confirmEmailChange(token),
      (error: unknown) => error instanceof BadRequestException && error.message === ACCOUNT_TEXTS.invalidLink,
    );
    assert.deepEqual([moves, mover.email], [[], 'mover@example.com']);

    mover.tokenVersion = 4;
    assert.equal(await sut.confirmEmailChange(token), 'token-for-1-v5', "this session's token is issued at the version the change moved to");
    assert.deepEqual(moves, [{ id: 1, expected: 4, inTransaction: true }], "conditional on the link's version, inside the transaction");
    assert.deepEqual([mover.email, mover.emailConfirmed], ['new@example.com', true]);
    assert.equal(users.saveWithCredentials.mock.calls[0].arguments[1], TRANSACTION);
    assert.deepEqual(users.tokensRevoked.mock.calls[0].arguments, [1]);
  });
});

describe('account: password change (CredentialsService.changePassword)', () => {
  it('the current password is checked through the sign-in limiter (account and address); then the version moves, the hash is written and the mail queued in one transaction', async () => {
    const member = account(1, 'amina@example.com', { passwordHash: 'hash-of:Old#Pass1' });
    const { sut, moves, users, queued, limiter } = setUp([member]);
    limiter.attempt.mock.mockImplementation(async (_email: string, _address: string, check: () => Promise<unknown>, refuse: () => Error) => {
      if (!(await check())) throw refuse();
      return true;
    });
    assert.equal(await sut.changePassword(1, 'Old#Pass1', 'N3w!passw0rd', '203.0.113.9'), 'token-for-1-v5');
    assert.deepEqual(limiter.attempt.mock.calls[0].arguments.slice(0, 2), ['amina@example.com', '203.0.113.9']);
    assert.deepEqual(moves, [{ id: 1, expected: undefined, inTransaction: true }]);
    assert.deepEqual(users.setPasswordHash.mock.calls[0].arguments, [1, 'hash-of:N3w!passw0rd', TRANSACTION]);
    assert.deepEqual(
      queued.map((mail) => mail.to),
      ['amina@example.com'],
    );

    await assert.rejects(
      sut.changePassword(1, 'Wrong#Pass1', 'Other!passw0rd', '203.0.113.9'),
      (error: unknown) => error instanceof BadRequestException && error.message === ACCOUNT_TEXTS.wrongPassword,
    );
    assert.equal(moves.length, 1, 'a wrong current password changes nothing');
  });

  it('an account without a password (Google only) never passes the check, whatever is typed', async () => {
    const { sut, limiter } = setUp([account(2, 'google@example.com', { passwordHash: null })]);
    limiter.attempt.mock.mockImplementation(async (_email: string, _address: string, check: () => Promise<unknown>, refuse: () => Error) => {
      if (!(await check())) throw refuse();
      return true;
    });
    await assert.rejects(
      sut.checkPassword(account(2, 'google@example.com', { passwordHash: null }), 'anything', '203.0.113.9'),
      (error: unknown) => error instanceof BadRequestException,
    );
  });
});
