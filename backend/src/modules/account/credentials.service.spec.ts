import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { User } from '../users/entities/user.entity';
import type { UsersService } from '../users/users.service';
import type { PasswordHasher } from '../users/password-hasher.service';
import type { MailMessage, MailService } from '../mail/mail.service';
import type { TokenService } from '../sessions/token.service';
import type { SignInLimiter } from '../sessions/sign-in-limiter.service';
import { CredentialsService } from './credentials.service';

const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' });
const LINK = /http:\/\/app\.test\/account\/email\/confirm#token=([\w.-]+)/;

const account = (id: number, email: string, extra: Partial<User> = {}) => Object.assign(new User(), { id, name: `Member ${id}`, email, tokenVersion: 4, suspendedAt: null, ...extra });

/**
 * Accounts by address in memory; mails kept as queued; the transaction is the caller's callback, and any SQL it runs
 * (the credentials version's conditional update) is recorded, so a test sees that a refused link wrote nothing.
 */
function setUp(accounts: User[], lookAlikes: string[] = []) {
  const queued: MailMessage[] = [];
  const sql: string[] = [];
  const links = new SignedTokens(config, new Clock());
  const users = {
    findById: async (id: number) => accounts.find((user) => user.id === id) ?? null,
    findByEmail: async (email: string) => accounts.find((user) => user.email === email.trim().toLowerCase()) ?? null,
    hasLookAlikeOf: async (email: string) => lookAlikes.includes(email),
    tokensRevoked: () => undefined,
  };
  const manager = { queryRunner: { query: async (text: string) => (sql.push(text), { affected: 1 }) }, save: async (user: User) => user };
  const sut = new CredentialsService(
    config,
    users as unknown as UsersService,
    {} as PasswordHasher,
    { enqueue: async (_manager: unknown, message: MailMessage) => void queued.push(message) } as unknown as MailService,
    { issue: async (user: User) => `token-for-${user.id}-v${user.tokenVersion}` } as unknown as TokenService,
    links,
    { transaction: async <T>(work: (m: typeof manager) => Promise<T>) => work(manager) } as unknown as DataSource,
    {} as SignInLimiter,
  );
  return { sut, queued, sql, links };
}

describe('account: email change (CredentialsService, accounts and mail faked)', () => {
  it('a registered address gets the owner a note with no link, a free one gets the link; the old address hears of both; the answer is the same', async () => {
    const mover = account(1, 'mover@example.com');
    const { sut, queued } = setUp([mover, account(2, 'owner@example.com')]);
    assert.equal(await sut.requestEmailChange(1, 'free@example.com'), undefined);
    assert.equal(await sut.requestEmailChange(1, ' Owner@Example.com '), undefined);
    assert.deepEqual(queued.map((mail) => [mail.to, mail.subject]), [
      ['free@example.com', 'Confirm your new email address'],
      ['mover@example.com', 'A change of your email address was requested'],
      ['owner@example.com', 'Someone tried to move an account to your email address'],
      ['mover@example.com', 'A change of your email address was requested'],
    ]);
    assert.match(queued[0].text, LINK);
    assert.doesNotMatch(queued[2].text, /token|https?:/, 'nothing in the owner\'s note could move an account');
  });

  it('a suspended owner is not mailed; the mover still is told', async () => {
    const { sut, queued } = setUp([account(1, 'mover@example.com'), account(2, 'gone@example.com', { suspendedAt: new Date() })]);
    await sut.requestEmailChange(1, 'gone@example.com');
    assert.deepEqual(queued.map((mail) => mail.to), ['mover@example.com']);
  });

  it(`a look-alike of another account's address: 409 "${MESSAGES.confusableEmail.refused}"; the same address is never a look-alike (the "taken" answer)`, async () => {
    const { sut, queued } = setUp([account(1, 'mover@example.com'), account(2, 'amina@example.com')], ['\u0430mina@example.com', 'amina@example.com']);
    await assert.rejects(sut.requestEmailChange(1, '\u0430mina@example.com'), (error: unknown) => error instanceof ConflictException && error.message === MESSAGES.confusableEmail.refused);
    assert.equal(queued.length, 0);
    await sut.requestEmailChange(1, 'amina@example.com');
    assert.equal(queued[0].subject, 'Someone tried to move an account to your email address');
  });

  it('the link carries the credentials version: once it moved on, the link is refused before anything is written', async () => {
    const mover = account(1, 'mover@example.com');
    const { sut, queued, sql } = setUp([mover]);
    await sut.requestEmailChange(1, 'new@example.com');
    const token = LINK.exec(queued[0].text)![1];
    mover.tokenVersion = 5;
    await assert.rejects(sut.confirmEmailChange(token), (error: unknown) => error instanceof BadRequestException && error.message === ACCOUNT_TEXTS.invalidLink);
    assert.deepEqual([sql, mover.email], [[], 'mover@example.com']);

    mover.tokenVersion = 4;
    assert.equal(await sut.confirmEmailChange(token), 'token-for-1-v5', 'this session\'s token is issued at the version the change moved to');
    assert.match(sql[0], /^UPDATE users SET token_version = token_version \+ 1.* AND token_version = \?$/);
    assert.deepEqual([mover.email, mover.emailConfirmed], ['new@example.com', true]);
  });
});
