import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createHash } from 'node:crypto';
import { MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { PasswordResetToken } from '../../src/modules/auth/entities/password-reset-token.entity';

const NEW_PASSWORD = 'N3w@pass';
const LINK = /http:\/\/app\.test\/reset-password\/([A-Za-z0-9_-]+)/;

describe(`accounts: forgotten password (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  const forgot = (email: string) => sut.http.post('/api/v1/auth/forgot-password').send({ email });
  const reset = (token: string, newPassword = NEW_PASSWORD) => sut.http.post('/api/v1/auth/reset-password').send({ token, newPassword });

  /** Asks for a link and reads the token out of the mail the SMTP server caught. */
  async function requestLink(account: Account): Promise<string> {
    const already = sut.mail.mailsTo(account.email).length;
    await forgot(account.email).expect(200);
    const mail = await sut.mail.waitFor(account.email, (m) => sut.mail.mailsTo(account.email).indexOf(m) >= already);
    assert.equal(mail.subject, 'Reset your password');
    const match = LINK.exec(mail.text);
    assert.ok(match, mail.text);
    return match[1];
  }

  it('mails a link to <APP_URL>/reset-password/<token>; the token is random and stored only as its hash', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const response = await forgot(account.email.toUpperCase()).expect(200);
    assert.deepEqual(response.body, { message: MESSAGES.forgotPassword.sent });
    const mail = await sut.mail.waitFor(account.email);
    const token = LINK.exec(mail.text)![1];
    assert.ok(Buffer.from(token, 'base64url').length >= 16, 'at least 128 bits');
    const rows = await sut.dataSource.getRepository(PasswordResetToken).findBy({ userId: account.user.id });
    assert.equal(rows.length, 1);
    assert.equal(rows[0].tokenHash, createHash('sha256').update(token).digest('hex'));
    assert.notEqual(rows[0].tokenHash, token);
    const lifetimeMs = rows[0].expiresAt.getTime() - Date.now();
    assert.ok(lifetimeMs > 59 * 60_000 && lifetimeMs <= 60 * 60_000, `expires in one hour (got ${lifetimeMs} ms)`);
    const other = await requestLink(account);
    assert.notEqual(other, token);
  });

  it('resets once: old sign-in tokens are refused, the new password works, the link does not work twice', async () => {
    const account = await createAccount(sut, { role: 'seeker' });
    await sut.http.get('/api/v1/auth/me').auth(account.token, { type: 'bearer' }).expect(200);
    const token = await requestLink(account);

    const done = await reset(token).expect(200);
    assert.deepEqual(done.body, { message: MESSAGES.resetPassword.success });

    const old = await sut.http.get('/api/v1/auth/me').auth(account.token, { type: 'bearer' }).expect(401);
    assert.equal(old.body.error_message, MESSAGES.http.unauthorized);
    const wrong = await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: TEST_PASSWORD }).expect(401);
    assert.equal(wrong.body.error_message, MESSAGES.login.wrongCredentials);
    const login = await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: NEW_PASSWORD }).expect(200);
    await sut.http.get('/api/v1/auth/me').auth(login.body.AuthToken, { type: 'bearer' }).expect(200);

    const twice = await reset(token, 'An0ther@pass').expect(400);
    assert.equal(twice.body.error_message, MESSAGES.resetPassword.invalidToken);
    await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: 'An0ther@pass' }).expect(401);
  });

  it('refuses an expired link', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const token = await requestLink(account);
    await sut.dataSource
      .getRepository(PasswordResetToken)
      .update({ tokenHash: createHash('sha256').update(token).digest('hex') }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await reset(token).expect(400);
    assert.equal(response.body.error_message, MESSAGES.resetPassword.invalidToken);
    await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: TEST_PASSWORD }).expect(200);
  });

  it('refuses a token it never issued', async () => {
    const response = await reset('x'.repeat(43)).expect(400);
    assert.equal(response.body.error_message, MESSAGES.resetPassword.invalidToken);
  });

  it('gives an unknown email the same answer and a mail that says no account uses it, with no reset link', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const known = await forgot(account.email).expect(200);
    const unknown = await forgot('nobody.here@example.com').expect(200);
    assert.deepEqual(unknown.body, known.body);
    // Both are mailed (docs/security.md, "Enumeration-safe forms"): the answer and the mail box alike say nothing
    // to whoever asked, and only the address's owner reads which it was.
    await sut.mail.waitFor(account.email);
    const note = await sut.mail.waitFor('nobody.here@example.com');
    assert.match(note.text, /no account uses it/);
    assert.doesNotMatch(note.text, /\/reset-password\//);
  });

  it('refuses an address that is not an email: "Please enter a valid email address"', async () => {
    const response = await forgot('not-an-email').expect(400);
    assert.equal(response.body.error_message, MESSAGES.forgotPassword.invalidEmail);
  });

  const rules: Array<[string, string, string]> = [
    ['a password under 6 characters', 'Ab1@x', MESSAGES.resetPassword.shortPassword],
    ['a password without an uppercase letter', 'abcdef1@', MESSAGES.resetPassword.passwordRule],
    ['a password without a lowercase letter', 'ABCDEF1@', MESSAGES.resetPassword.passwordRule],
    ['a password without a digit', 'Abcdefg@', MESSAGES.resetPassword.passwordRule],
    ['a password without a special character', 'Abcdefg1', MESSAGES.resetPassword.passwordRule],
    ['a special character outside @$!%*?&', 'Abcdef1#', MESSAGES.resetPassword.passwordRule],
  ];
  for (const [what, password, message] of rules) {
    it(`refuses ${what}: "${message}", and the link still works afterwards`, async () => {
      const account = await createAccount(sut, { role: 'helper' });
      const token = await requestLink(account);
      const response = await reset(token, password).expect(400);
      assert.equal(response.body.error_message, message);
      await reset(token).expect(200);
    });
  }

  it('accepts a 6-character password that follows the rule', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const token = await requestLink(account);
    await reset(token, 'Ab1@cd').expect(200);
    await sut.http.post('/api/v1/auth/login').send({ email: account.email, password: 'Ab1@cd' }).expect(200);
  });
});

describe(`mail without SMTP_URL: the outbox folder (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp({ env: { SMTP_URL: '' } });
  });
  after(async () => sut.close());

  it('writes the reset mail as a JSON file in MAIL_OUTBOX_DIR and sends nothing by SMTP', async () => {
    assert.equal(sut.config.mail.smtpUrl, null);
    const account = await createAccount(sut, { role: 'helper' });
    await sut.http.post('/api/v1/auth/forgot-password').send({ email: account.email }).expect(200);
    // The request only queued it; the outbox worker writes the file.
    await sut.mailSettled();
    const files = fs.readdirSync(sut.config.mail.outboxDir).filter((file) => file.endsWith('.json'));
    assert.equal(files.length, 1);
    const mail = JSON.parse(fs.readFileSync(path.join(sut.config.mail.outboxDir, files[0]), 'utf8'));
    assert.equal(mail.subject, 'Reset your password');
    assert.deepEqual(
      mail.to.map((to: { address: string }) => to.address),
      [account.email],
    );
    assert.match(mail.text, LINK);
    assert.equal(sut.mail.mails.length, 0);
  });
});
