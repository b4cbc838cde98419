import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { MESSAGES, Role, TWO_FACTOR, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { User } from '../../src/modules/users/entities/user.entity';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity';
import { RecoveryCode } from '../../src/modules/two-factor/entities/recovery-code.entity';
import { TwoFactorSecret } from '../../src/modules/two-factor/entities/two-factor-secret.entity';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service';
import { ADMIN_TEXTS } from '../../src/common/moderation/admin-texts';
import { Clock } from '../../src/common/clock/clock';
import { MailOutboxWorker } from '../../src/modules/mail/mail-outbox.worker';
import { TEST_PASSWORD } from '../support/accounts';
import { TestApp, startTestApp } from '../support/test-app';
import { runBuiltCli } from '../support/built-cli';

const PERIOD_MS = TWO_FACTOR.periodSeconds * 1000;
const RESET_SUBJECT = 'Two-factor sign-in was turned off on your account';
let counter = 0;
const resetCli = (args: string[], env: Record<string, string>) => runBuiltCli('reset-two-factor', args, env);

interface SignedIn {
  user: User;
  secret: string;
  recoveryCodes: string[];
  token: string;
}

/**
 * An admin resets the two-factor of an account whose holder lost the phone and the recovery codes
 * (DELETE /admin/users/{id}/two-factor). Tested as what it must not allow: a session kept by whoever has the
 * phone, a reset the holder never hears of, a member resetting anyone, an admin skipping their own code, two
 * admins mailing twice. On a site where admins must use two-factor, so a reset admin is made to set it up again.
 */
describe(`admin: reset another account's two-factor (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let clock: Clock;
  let passwordHash: string;
  let admin: SignedIn;

  const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  const login = (email: string) => sut.http.post('/api/v1/auth/login').send({ email, password: TEST_PASSWORD });
  const reset = (id: number | string, token = admin.token) => sut.http.delete(`/api/v1/admin/users/${id}/two-factor`).auth(token, { type: 'bearer' });
  const auditOf = (id: number) => sut.dataSource.getRepository(AuditLogEntry).find({ where: { targetType: 'user', targetId: id, action: 'reset-two-factor' } });
  const mailsTo = (email: string) => sut.mail.mails.filter((mail) => mail.to.includes(email) && mail.subject === RESET_SUBJECT);

  async function insertAccount(role: Role): Promise<User> {
    counter += 1;
    return sut.dataSource.getRepository(User).save(
      Object.assign(new User(), {
        name: `Reset ${role} ${counter}`,
        email: `reset.${role}.${counter}.${process.pid}@community.test`,
        passwordHash,
        role,
        industry: role === 'admin' ? null : 'Technology, Engineering & Data',
        mentorship: role === 'helper' ? 'Yes' : null,
        profileComplete: true,
      }),
    );
  }

  /** A member who signed in and turned two-factor on in My account. */
  async function memberWithTwoFactor(role: Role = 'helper'): Promise<SignedIn> {
    const user = await insertAccount(role);
    const first = (await login(user.email).expect(200)).body.AuthToken as string;
    const setup = await sut.http.post('/api/v1/account/two-factor/setup').auth(first, { type: 'bearer' }).expect(200);
    const on = await sut.http
      .post('/api/v1/account/two-factor/confirm')
      .auth(first, { type: 'bearer' })
      .send({ password: TEST_PASSWORD, code: await codeAt(setup.body.secret) })
      .expect(200);
    clock.advance(PERIOD_MS);
    return { user, secret: setup.body.secret, recoveryCodes: on.body.recovery_codes, token: on.body.AuthToken };
  }

  /** An admin's first sign-in where two-factor is required: set-up, first code, token. */
  async function adminWithTwoFactor(): Promise<SignedIn> {
    const user = await insertAccount('admin');
    const { challenge } = (await login(user.email).expect(200)).body;
    const setup = await sut.http.post('/api/v1/auth/two-factor/setup').send({ challenge }).expect(200);
    const on = await sut.http
      .post('/api/v1/auth/two-factor/setup/confirm')
      .send({ challenge, code: await codeAt(setup.body.secret) })
      .expect(200);
    clock.advance(PERIOD_MS);
    return { user, secret: setup.body.secret, recoveryCodes: on.body.recovery_codes, token: on.body.AuthToken };
  }

  before(async () => {
    sut = await startTestApp({ env: { ADMIN_TWO_FACTOR: 'required' } });
    clock = sut.app.get(Clock);
    clock.set(new Date());
    passwordHash = await new PasswordHasher().hash(TEST_PASSWORD);
    admin = await adminWithTwoFactor();
  });
  after(async () => sut.close());

  it('a member who lost the phone: every session ends, the password alone signs in, the codes are gone, audit and mail', async () => {
    const member = await memberWithTwoFactor();
    // Whoever found the phone may have signed in with it: that session must end too.
    const finder = (
      await sut.http
        .post('/api/v1/auth/two-factor')
        .send({ challenge: (await login(member.user.email).expect(200)).body.challenge, code: await codeAt(member.secret) })
        .expect(200)
    ).body.AuthToken;

    // The panel's member page reads whether it is on, and since when; nothing about the codes.
    const stateOf = (id: number | string) => sut.http.get(`/api/v1/admin/users/${id}/two-factor`).auth(admin.token, { type: 'bearer' });
    const on = (await stateOf(member.user.id).expect(200)).body;
    assert.deepEqual(Object.keys(on).sort(), ['enabled', 'enabled_at']);
    assert.equal(on.enabled, true);
    assert.ok(Math.abs(new Date(on.enabled_at).getTime() - clock.now().getTime()) < 2 * PERIOD_MS, on.enabled_at);

    const done = await reset(member.user.id).expect(200);
    assert.deepEqual(done.body, { message: TWO_FACTOR_TEXTS.resetByAdmin });
    assert.deepEqual((await stateOf(member.user.id).expect(200)).body, { enabled: false, enabled_at: null });
    assert.equal((await stateOf(2147483000).expect(404)).body.error_message, ADMIN_TEXTS.userNotFound);
    for (const ended of [member.token, finder]) {
      const refused = await sut.http.get('/api/v1/auth/me').auth(ended, { type: 'bearer' }).expect(401);
      assert.equal(refused.body.error_message, MESSAGES.http.unauthorized);
    }
    const back = await login(member.user.email).expect(200);
    assert.ok(back.body.AuthToken, 'the password alone signs in again');
    assert.equal(back.body.challenge, undefined);
    assert.deepEqual((await sut.http.get('/api/v1/account/two-factor').auth(back.body.AuthToken, { type: 'bearer' }).expect(200)).body, {
      enabled: false,
      recovery_codes_left: 0,
      required: false,
    });
    assert.equal(await sut.dataSource.getRepository(RecoveryCode).countBy({ userId: member.user.id }), 0);
    assert.equal(await sut.dataSource.getRepository(TwoFactorSecret).countBy({ userId: member.user.id }), 0);

    const [entry] = await auditOf(member.user.id);
    assert.equal(entry.actorId, admin.user.id);
    assert.equal(entry.summary, `${member.user.name} <${member.user.email}>`);
    const mail = await sut.mail.waitFor(member.user.email, (caught) => caught.subject === RESET_SUBJECT);
    assert.match(mail.text, /turned off two-factor sign-in on your account/);
    for (const secretThing of [member.secret, ...member.recoveryCodes, admin.user.email, admin.user.name])
      assert.ok(!mail.text.includes(secretThing), 'the mail names no code and no admin');

    // Set up again, from the start, with a new secret.
    const setup = await sut.http.post('/api/v1/account/two-factor/setup').auth(back.body.AuthToken, { type: 'bearer' }).expect(200);
    assert.notEqual(setup.body.secret, member.secret);
  });

  it(`another admin's two-factor is refused like suspending an admin: 403 "${MESSAGES.moderation.adminAccount}", nothing changes`, async () => {
    const other = await adminWithTwoFactor();
    // A rogue admin (or one whose session was stolen) must not leave another admin to a phished password alone.
    const refused = await reset(other.user.id).expect(403);
    assert.equal(refused.body.error_message, MESSAGES.moderation.adminAccount);
    const suspension = await sut.http.delete(`/api/v1/admin/users/${other.user.id}`).auth(admin.token, { type: 'bearer' }).expect(403);
    assert.equal(suspension.body.error_message, refused.body.error_message, 'one rule, one text');
    await sut.http.get('/api/v1/admin/stats').auth(other.token, { type: 'bearer' }).expect(200);
    assert.equal(await sut.dataSource.getRepository(RecoveryCode).countBy({ userId: other.user.id }), 10);
    assert.equal((await login(other.user.email).expect(200)).body.two_factor_required, true);
    assert.equal((await auditOf(other.user.id)).length, 0);
    await sut.mailSettled();
    assert.equal(mailsTo(other.user.email).length, 0);
  });

  it('refusals: your own account (400), no two-factor (409), no such account (404), not a number (400), not an admin (403)', async () => {
    const own = await reset(admin.user.id).expect(400);
    assert.equal(own.body.error_message, TWO_FACTOR_TEXTS.resetOwn);
    assert.equal(await sut.dataSource.getRepository(TwoFactorSecret).countBy({ userId: admin.user.id }), 1);

    const without = await insertAccount('seeker');
    const off = await reset(without.id).expect(409);
    assert.equal(off.body.error_message, TWO_FACTOR_TEXTS.notOnForMember);
    // A set-up the member started but never confirmed is not two-factor either.
    const starter = await insertAccount('helper');
    const starterToken = (await login(starter.email).expect(200)).body.AuthToken;
    await sut.http.post('/api/v1/account/two-factor/setup').auth(starterToken, { type: 'bearer' }).expect(200);
    assert.equal((await reset(starter.id).expect(409)).body.error_message, TWO_FACTOR_TEXTS.notOnForMember);
    await sut.http.get('/api/v1/auth/me').auth(starterToken, { type: 'bearer' }).expect(200);

    assert.equal((await reset(987654321).expect(404)).body.error_message, ADMIN_TEXTS.userNotFound);
    await reset('abc').expect(400);

    const target = await memberWithTwoFactor();
    const helper = await memberWithTwoFactor('helper');
    const forbidden = await reset(target.user.id, helper.token).expect(403);
    assert.equal(forbidden.body.error_message, MESSAGES.http.forbidden);
    const anonymous = await sut.http.delete(`/api/v1/admin/users/${target.user.id}/two-factor`).expect(401);
    assert.equal(anonymous.body.error_message, MESSAGES.http.unauthorized);
    await sut.http.get('/api/v1/auth/me').auth(target.token, { type: 'bearer' }).expect(200);
    assert.equal((await auditOf(target.user.id)).length, 0);
  });

  it('two admins resetting at once: one resets, the other is told it is not on; one audit entry, one mail', async () => {
    const member = await memberWithTwoFactor('seeker');
    const second = await adminWithTwoFactor();
    const answers = await Promise.all([reset(member.user.id), reset(member.user.id, second.token)]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    assert.equal((await auditOf(member.user.id)).length, 1);
    await sut.mailSettled();
    assert.equal(mailsTo(member.user.email).length, 1);
  });

  it('npm run reset-two-factor -- <email>: the only admin lost everything; on the server, the same reset and its mail', async () => {
    const lone = await adminWithTwoFactor();
    const done = await resetCli([lone.user.email.toUpperCase()], sut.database.env);
    assert.equal(done.stderr, '');
    assert.equal(done.code, 0);
    assert.equal(done.stdout, `two-factor reset: ${lone.user.email} (id ${lone.user.id}); every session ended, it is set up again at the next sign-in\n`);
    assert.equal((await sut.http.get('/api/v1/admin/stats').auth(lone.token, { type: 'bearer' }).expect(401)).body.error_message, MESSAGES.http.unauthorized);
    assert.equal((await login(lone.user.email).expect(200)).body.two_factor_setup_required, true);
    assert.equal(await sut.dataSource.getRepository(RecoveryCode).countBy({ userId: lone.user.id }), 0);
    // Queued in the outbox by the CLI; this app's worker sends it on its next pass (woken here instead of waiting for its poll).
    sut.app.get(MailOutboxWorker).wake();
    await sut.mail.waitFor(lone.user.email, (caught) => caught.subject === RESET_SUBJECT);

    const again = await resetCli([lone.user.email], sut.database.env);
    assert.deepEqual([again.code, again.stderr], [1, `two-factor sign-in is not on for ${lone.user.email}\n`]);
    const nobody = await resetCli(['nobody@community.test'], sut.database.env);
    assert.deepEqual([nobody.code, nobody.stderr], [1, 'no account uses "nobody@community.test"\n']);
    const usage = await resetCli([], sut.database.env);
    assert.deepEqual([usage.code, usage.stderr], [2, 'usage: npm run reset-two-factor -- <email>\n']);
    const notEmail = await resetCli(['admin'], sut.database.env);
    assert.deepEqual([notEmail.code, notEmail.stderr], [2, 'not an email address: "admin"\n']);
  });
});
