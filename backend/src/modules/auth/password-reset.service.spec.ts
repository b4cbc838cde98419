import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { MailMessage, MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { CredentialsVersion } from '../users/credentials-version.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { PasswordResetService } from './password-reset.service';
import { UnprovenAccountTakeover } from './unproven-account-takeover';

const TOKEN = 'r'.repeat(43);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One account and, for reset(), one live link of credentials version 2; the version moves only from the link's own. */
function setUp(user: Partial<User> | null, linkAlive = true) {
  const account =
    user &&
    Object.assign(new User(), { id: 3, name: 'Member', email: 'amina.y@example.com', emailConfirmed: true, suspendedAt: null, tokenVersion: 2, ...user });
  const { service: sut, fakes } = newTestService(PasswordResetService, [[APP_CONFIG, loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' })]]);
  const users = fakes.get(UsersService);
  users.findByEmail.mock.mockImplementation(async () => account);
  users.findById.mock.mockImplementation(async () => account);
  fakes.get(PasswordHasher).hash.mock.mockImplementation(async (password: string) => `hash-of:${password}`);
  const links = fakes.get(PasswordResetTokensRepository);
  links.claim.mock.mockImplementation(async (hash: string) =>
    linkAlive && hash === sha256(TOKEN) ? Object.assign(new PasswordResetToken(), { userId: 3, tokenHash: hash, tokenVersion: 2 }) : null,
  );
  fakes.get(CredentialsVersion).moveOn.mock.mockImplementation(async (_manager: unknown, _id: number, expected?: number) => expected === account?.tokenVersion);
  return { sut, users, links, mail: fakes.get(MailService), credentials: fakes.get(CredentialsVersion), takeover: fakes.get(UnprovenAccountTakeover) };
}

const deadLink = (error: unknown) => error instanceof BadRequestException && error.message === MESSAGES.resetPassword.invalidToken;

describe('password reset: asking for a link (PasswordResetService.requestReset)', () => {
  it("an account gets one new link (older ones withdrawn, only the token's hash and the credentials version stored) queued with its mail in one transaction", async () => {
    const { sut, links, mail } = setUp({});
    await sut.requestReset('Amina.Y@example.com');
    assert.deepEqual(
      links.withdrawAll.mock.calls[0].arguments.filter((argument) => !(argument instanceof Date)),
      [3, TRANSACTION],
    );
    const [stored, manager] = links.add.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    const [mailManager, message] = mail.enqueue.mock.calls[0].arguments as [unknown, MailMessage];
    const token = /reset-password\/([\w-]+)/.exec(message.text)![1];
    assert.deepEqual(
      [stored.userId, stored.tokenHash, stored.tokenVersion, stored.usedAt, mailManager, message.to],
      [3, sha256(token), 2, null, TRANSACTION, 'amina.y@example.com'],
    );
    assert.ok(stored.expiresAt.getTime() - Date.now() <= 60 * 60 * 1000, 'one hour');
  });

  it('an unknown address is mailed a "no account" note (the same answer, no link); a suspended account gets nothing', async () => {
    const unknown = setUp(null);
    await unknown.sut.requestReset(' Nobody@Example.com ');
    assert.deepEqual([(unknown.mail.send.mock.calls[0].arguments[0] as MailMessage).to, unknown.links.add.mock.callCount()], ['nobody@example.com', 0]);
    const suspended = setUp({ suspendedAt: new Date() });
    await suspended.sut.requestReset('amina.y@example.com');
    assert.deepEqual([suspended.mail.send.mock.callCount(), suspended.mail.enqueue.mock.callCount(), suspended.links.add.mock.callCount()], [0, 0, 0]);
  });
});

describe('password reset: using the link (PasswordResetService.reset)', () => {
  it("a confirmed account: the version moves (conditional on the link's) in the transaction, then the password and the other links; no takeover", async () => {
    const { sut, users, links, credentials, takeover } = setUp({});
    await sut.reset(TOKEN, 'N3w@pass');
    assert.deepEqual(credentials.moveOn.mock.calls[0].arguments, [TRANSACTION, 3, 2]);
    assert.deepEqual(users.setPasswordHash.mock.calls[0].arguments, [3, 'hash-of:N3w@pass', TRANSACTION]);
    assert.equal(links.withdrawAll.mock.callCount(), 1);
    assert.deepEqual([takeover.handOver.mock.callCount(), users.forgetAuthState.mock.calls[0].arguments], [0, [3]]);
  });

  it('an unconfirmed account: the link proved the mailbox, so the account is handed over with the new password and a placeholder name', async () => {
    const { sut, users, takeover } = setUp({ emailConfirmed: false });
    await sut.reset(TOKEN, 'N3w@pass');
    const [manager, account, owner] = takeover.handOver.mock.calls[0].arguments;
    assert.deepEqual([manager, account.id, owner], [TRANSACTION, 3, { name: 'amina.y', passwordHash: 'hash-of:N3w@pass', googleId: null }]);
    assert.equal(users.setPasswordHash.mock.callCount(), 0);
  });

  it(`a link of an older credentials version, of a suspended account, or used/expired/unknown: 400 "${MESSAGES.resetPassword.invalidToken}", no password written`, async () => {
    for (const { user, alive } of [
      { user: { tokenVersion: 3 }, alive: true },
      { user: { suspendedAt: new Date() }, alive: true },
      { user: {}, alive: false },
    ]) {
      const { sut, users, takeover } = setUp(user, alive);
      await assert.rejects(sut.reset(TOKEN, 'N3w@pass'), deadLink);
      assert.deepEqual([users.setPasswordHash.mock.callCount(), takeover.handOver.mock.callCount(), users.forgetAuthState.mock.callCount()], [0, 0, 0]);
    }
  });
});
