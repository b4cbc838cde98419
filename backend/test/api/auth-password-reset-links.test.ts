import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '@community/vocabulary';
import { createHash, randomBytes } from 'node:crypto';
import { User } from '../../src/modules/users/entities/user.entity';
import { PasswordResetToken } from '../../src/modules/auth/entities/password-reset-token.entity';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';

const LINK = /http:\/\/app\.test\/reset-password\/([A-Za-z0-9_-]+)/;

describe(`accounts: only the newest reset link works, never for a suspended member (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  const forgot = (email: string) => sut.http.post('/api/v1/auth/forgot-password').send({ email }).expect(200);
  const reset = (token: string, newPassword: string) => sut.http.post('/api/v1/auth/reset-password').send({ token, newPassword });
  const login = (email: string, password: string) => sut.http.post('/api/v1/auth/login').send({ email, password });

  async function requestLink(account: Account): Promise<string> {
    const already = sut.mail.mailsTo(account.email).length;
    await forgot(account.email);
    const mail = await sut.mail.waitFor(account.email, (m) => sut.mail.mailsTo(account.email).indexOf(m) >= already);
    return LINK.exec(mail.text)![1];
  }

  async function refusedAsDeadLink(token: string, newPassword: string): Promise<void> {
    const response = await reset(token, newPassword).expect(400);
    assert.equal(response.body.error_message, MESSAGES.resetPassword.invalidToken);
  }

  it('a new request withdraws every older link', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const first = await requestLink(account);
    const second = await requestLink(account);
    const newest = await requestLink(account);
    await refusedAsDeadLink(first, 'Old1@link');
    await refusedAsDeadLink(second, 'Old2@link');
    await reset(newest, 'New3@link').expect(200);
    await login(account.email, 'New3@link').expect(200);
  });

  it('a reset withdraws any other live link', async () => {
    const account = await createAccount(sut, { role: 'seeker' });
    const mailed = await requestLink(account);
    // A second live link, as one issued before links were withdrawn on request would be.
    const stray = randomBytes(32).toString('base64url');
    await sut.dataSource.getRepository(PasswordResetToken).insert({
      userId: account.user.id,
      tokenHash: createHash('sha256').update(stray).digest('hex'),
      expiresAt: new Date(Date.now() + 30 * 60_000),
      usedAt: null,
    });
    await reset(mailed, 'Reset4@now').expect(200);
    await refusedAsDeadLink(stray, 'Again5@now');
    await refusedAsDeadLink(mailed, 'Again6@now');
    await login(account.email, 'Reset4@now').expect(200);
  });

  it('a suspended member gets no mail, and a link asked for before the suspension is refused like a dead one', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const link = await requestLink(account);
    await sut.dataSource.getRepository(User).update({ id: account.user.id }, { suspendedAt: new Date() });

    const mailsBefore = sut.mail.mailsTo(account.email).length;
    const answer = await forgot(account.email);
    assert.deepEqual(answer.body, { message: MESSAGES.forgotPassword.sent }, 'the same answer as for anyone');
    const unknown = await forgot('nobody.at.all@community.test');
    assert.deepEqual(answer.body, unknown.body);

    await refusedAsDeadLink(link, 'Susp7@end');
    // Once the outbox worker is idle, a mail would be caught by now.
    await sut.mailSettled();
    assert.equal(sut.mail.mailsTo(account.email).length, mailsBefore, 'no reset mail for a suspended member');

    await sut.dataSource.getRepository(User).update({ id: account.user.id }, { suspendedAt: null });
    await login(account.email, TEST_PASSWORD).expect(200);
  });
});
