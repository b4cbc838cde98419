import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { ACCOUNT_TEXTS, MESSAGES, Role, TWO_FACTOR, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { User } from '../../src/modules/users/entities/user.entity';
import { moveCredentialsVersion } from '../../src/modules/users/credentials-version.service';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service';
import { TokenService } from '../../src/modules/sessions/token.service';
import { TwoFactorSecret } from '../../src/modules/two-factor/entities/two-factor-secret.entity';
import { Clock } from '../../src/common/clock/clock';
import { TEST_PASSWORD } from '../support/accounts';
import { TestApp, startTestApp } from '../support/test-app';

const PERIOD_MS = TWO_FACTOR.periodSeconds * 1000;
const WINDOW_MS = 15 * 60 * 1000;
let counter = 0;

/**
 * Two-factor sign-in, tested as the attacks it answers: a stolen admin password, a guessed code, a replayed
 * code, a reused recovery code, a challenge used as a session. Codes are computed here with otplib from the
 * secret the set-up answer shows, at the time of the app's Clock (moved, never waited for).
 */
describe(`auth: two-factor sign-in (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let clock: Clock;
  let passwordHash: string;

  const codeAt = (secret: string, offsetMs = 0) => generate({ secret, epoch: Math.floor((clock.now().getTime() + offsetMs) / 1000) });
  const login = (email: string, password = TEST_PASSWORD) => sut.http.post('/api/v1/auth/login').send({ email, password });
  const secondStep = (challenge: string, code: string) => sut.http.post('/api/v1/auth/two-factor').send({ challenge, code });
  const bearer = (token: string) => ({ type: 'bearer' as const, token });

  /** An account inserted directly: under ADMIN_TWO_FACTOR=required an admin cannot sign in with the password alone. */
  async function insertAccount(role: Role): Promise<User> {
    counter += 1;
    return sut.dataSource.getRepository(User).save(
      Object.assign(new User(), {
        name: `Two factor ${counter}`,
        email: `tf.${role}.${counter}@community.test`,
        passwordHash,
        role,
        industry: role === 'admin' ? null : 'Technology, Engineering & Data',
        profileComplete: true,
      }),
    );
  }

  /** An admin's first sign-in under `required`: set-up challenge, QR + secret, first code; the secret and codes come back. */
  async function adminWithTwoFactor(): Promise<{ user: User; secret: string; recoveryCodes: string[]; token: string }> {
    const user = await insertAccount('admin');
    const first = await login(user.email).expect(200);
    const setup = await sut.http.post('/api/v1/auth/two-factor/setup').send({ challenge: first.body.challenge }).expect(200);
    const confirmed = await sut.http
      .post('/api/v1/auth/two-factor/setup/confirm')
      .send({ challenge: first.body.challenge, code: await codeAt(setup.body.secret) })
      .expect(200);
    clock.advance(PERIOD_MS); // the set-up code's step is used; the next sign-in needs the next one
    return { user, secret: setup.body.secret, recoveryCodes: confirmed.body.recovery_codes, token: confirmed.body.AuthToken };
  }

  before(async () => {
    sut = await startTestApp({ env: { ADMIN_TWO_FACTOR: 'required', RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5', RATE_LIMIT_SIGNIN_WINDOW_SECONDS: '900' } });
    clock = sut.app.get(Clock);
    clock.set(new Date());
    passwordHash = await new PasswordHasher().hash(TEST_PASSWORD);
  });
  after(async () => sut.close());

  it("an admin's password alone gets no token, and the challenge opens no admin call", async () => {
    const admin = await insertAccount('admin');
    const answer = await login(admin.email).expect(200);
    assert.deepEqual(Object.keys(answer.body).sort(), ['challenge', 'message', 'two_factor_setup_required']);
    assert.equal(answer.body.message, TWO_FACTOR_TEXTS.setupAsked);
    assert.equal(answer.body.two_factor_setup_required, true);
    for (const path of ['/api/v1/admin/stats', '/api/v1/admin/get-all-business-network', '/api/v1/account/two-factor', '/api/v1/auth/me']) {
      await sut.http.get(path).auth(answer.body.challenge, { type: 'bearer' }).expect(401);
    }
    // Nor is a set-up challenge a code challenge: it cannot skip the set-up.
    const wrongKind = await secondStep(answer.body.challenge, '000000').expect(401);
    assert.equal(wrongKind.body.error_message, TWO_FACTOR_TEXTS.challengeExpired);
  });

  it('first sign-in under required: QR + secret, a wrong first code refused, a right one signs in with ten recovery codes', async () => {
    const admin = await insertAccount('admin');
    const { challenge } = (await login(admin.email).expect(200)).body;
    const setup = await sut.http.post('/api/v1/auth/two-factor/setup').send({ challenge }).expect(200);
    assert.match(setup.body.secret, /^[A-Z2-7]{32}$/);
    assert.match(setup.body.qr_code, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(setup.body.qr_code.split(',')[1], 'base64').toString(), /<svg/);
    assert.match(setup.body.otpauth_url, new RegExp(`^otpauth://totp/.*secret=${setup.body.secret}`));

    const wrong = await sut.http.post('/api/v1/auth/two-factor/setup/confirm').send({ challenge, code: '000000' }).expect(401);
    assert.equal(wrong.body.error_message, TWO_FACTOR_TEXTS.wrongCode);
    assert.equal(wrong.body.AuthToken, undefined);

    const confirmed = await sut.http
      .post('/api/v1/auth/two-factor/setup/confirm')
      .send({ challenge, code: await codeAt(setup.body.secret) })
      .expect(200);
    assert.deepEqual(Object.keys(confirmed.body).sort(), ['AuthToken', 'message', 'recovery_codes', 'user_details']);
    assert.equal(confirmed.body.recovery_codes.length, 10);
    assert.equal(new Set(confirmed.body.recovery_codes).size, 10);
    await sut.http.get('/api/v1/admin/stats').auth(confirmed.body.AuthToken, { type: 'bearer' }).expect(200);

    // A database dump shows neither the secret nor a recovery code.
    const dump =
      JSON.stringify(await sut.dataSource.query('SELECT * FROM two_factor_secrets')) +
      JSON.stringify(await sut.dataSource.query('SELECT * FROM two_factor_recovery_codes'));
    assert.doesNotMatch(dump, new RegExp(setup.body.secret));
    assert.match(dump, /"secret_sealed":"v1:[0-9a-f]{12}:/, 'sealed with the data key ring like every sealed column');
    for (const code of confirmed.body.recovery_codes) assert.doesNotMatch(dump, new RegExp(code));
    // Once on, no call shows the secret again and set-up is refused: the set-up challenge is spent (turning it on
    // moved the account's token version on), and the account's own set-up answers that it is on.
    const again = await sut.http.post('/api/v1/auth/two-factor/setup').send({ challenge }).expect(401);
    assert.equal(again.body.error_message, TWO_FACTOR_TEXTS.challengeExpired);
    const onAlready = await sut.http.post('/api/v1/account/two-factor/setup').auth(confirmed.body.AuthToken, { type: 'bearer' }).expect(409);
    assert.equal(onAlready.body.error_message, TWO_FACTOR_TEXTS.alreadyOn);
    const status = await sut.http.get('/api/v1/account/two-factor').auth(bearer(confirmed.body.AuthToken).token, { type: 'bearer' }).expect(200);
    assert.deepEqual(status.body, { enabled: true, recovery_codes_left: 10, required: true });
  });

  it('then sign-in asks for the code: a right code gives exactly the login answer; a replayed code is refused', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const asked = await login(user.email).expect(200);
    assert.deepEqual(asked.body, { message: TWO_FACTOR_TEXTS.codeAsked, two_factor_required: true, challenge: asked.body.challenge });
    const code = await codeAt(secret);
    const signedIn = await secondStep(asked.body.challenge, code).expect(200);
    assert.deepEqual(Object.keys(signedIn.body).sort(), ['AuthToken', 'message', 'user_details']);
    assert.equal(signedIn.body.message, 'Login successful');
    assert.equal(signedIn.body.user_details.email, user.email);
    await sut.http.get('/api/v1/admin/stats').auth(signedIn.body.AuthToken, { type: 'bearer' }).expect(200);

    // Someone who saw the code (shoulder, phishing proxy) tries it again within its window.
    const replay = await secondStep((await login(user.email)).body.challenge, code).expect(401);
    assert.equal(replay.body.error_message, TWO_FACTOR_TEXTS.wrongCode);
  });

  it("the time window: the previous step's code still works (clock drift), one two steps old does not; no step is used twice", async () => {
    const { user, secret } = await adminWithTwoFactor();
    clock.advance(PERIOD_MS);
    const stale = await secondStep((await login(user.email)).body.challenge, await codeAt(secret, -2 * PERIOD_MS)).expect(401);
    assert.equal(stale.body.error_message, TWO_FACTOR_TEXTS.wrongCode);
    const previous = await codeAt(secret, -PERIOD_MS);
    await secondStep((await login(user.email)).body.challenge, previous).expect(200);
    await secondStep((await login(user.email)).body.challenge, await codeAt(secret)).expect(200);
    // The previous step's code is still inside the window, but a later step was used since: refused.
    const behind = await secondStep((await login(user.email)).body.challenge, previous).expect(401);
    assert.equal(behind.body.error_message, TWO_FACTOR_TEXTS.wrongCode);
  });

  it('each recovery code signs in once (typed in capitals with spaces, too)', async () => {
    const { user, recoveryCodes } = await adminWithTwoFactor();
    const [first, second] = recoveryCodes;
    await secondStep((await login(user.email)).body.challenge, first).expect(200);
    const reused = await secondStep((await login(user.email)).body.challenge, first).expect(401);
    assert.equal(reused.body.error_message, TWO_FACTOR_TEXTS.wrongCode);
    await secondStep((await login(user.email)).body.challenge, ` ${second.toUpperCase().replace('-', ' ')} `).expect(200);
    const [row] = await sut.dataSource.query(`SELECT COUNT(*) AS used FROM two_factor_recovery_codes WHERE user_id = ${user.id} AND used_at IS NOT NULL`);
    assert.equal(Number(row.used), 2);
  });

  it('guessing codes is limited like guessing passwords: 429 with Retry-After, even for the right code, until the window ends', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const { challenge } = (await login(user.email)).body;
    const statuses: number[] = [];
    let refused;
    for (let guess = 0; guess < 8; guess += 1) {
      const response = await secondStep(challenge, String(100000 + guess * 7919));
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else assert.equal(response.body.error_message, TWO_FACTOR_TEXTS.wrongCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
    assert.equal(refused!.body.error_message, MESSAGES.http.tooManyRequests);
    const retryAfter = Number(refused!.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 900, `Retry-After ${refused!.headers['retry-after']}`);
    await secondStep(challenge, await codeAt(secret)).expect(429);

    clock.advance(WINDOW_MS);
    await secondStep((await login(user.email)).body.challenge, await codeAt(secret)).expect(200);
  });

  it('100 codes sent at once with one challenge (and the right one last): exactly 5 are checked, the rest and the right one get 429', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const { challenge } = (await login(user.email)).body;
    const right = await codeAt(secret);
    const guesses = Array.from({ length: 100 }, (_, index) => String(100000 + index * 7919)).filter((code) => code !== right);
    const answers = await Promise.all([...guesses, right].map((code) => secondStep(challenge, code)));
    const statuses = answers.map((answer) => answer.status);
    assert.deepEqual([statuses.filter((status) => status === 401).length, statuses.filter((status) => status === 429).length], [5, guesses.length - 4]);
    assert.equal(statuses.at(-1), 429, 'the right code inside the burst does not sign in');
    assert.ok(answers.every((answer) => answer.body.AuthToken === undefined));
    clock.advance(WINDOW_MS);
  });

  it('a challenge expires after five minutes, and a password reset (token version) voids it', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const { challenge } = (await login(user.email)).body;
    clock.advance(TWO_FACTOR.challengeSeconds * 1000 + 1000);
    const expired = await secondStep(challenge, await codeAt(secret)).expect(401);
    assert.equal(expired.body.error_message, TWO_FACTOR_TEXTS.challengeExpired);

    const fresh = (await login(user.email)).body.challenge;
    await sut.dataSource.transaction((manager) => moveCredentialsVersion(manager, user.id));
    await secondStep(fresh, await codeAt(secret)).expect(401);
    const forged = await secondStep(`${fresh.slice(0, -4)}AAAA`, await codeAt(secret)).expect(401);
    assert.equal(forged.body.error_message, TWO_FACTOR_TEXTS.challengeExpired);
  });

  it('when the stored secret no longer opens (its data key dropped, or a changed byte) the admin signs in with a recovery code and sets it up again', async () => {
    const { user, secret, recoveryCodes } = await adminWithTwoFactor();
    const [{ secret_sealed: sealed }] = await sut.dataSource.query(`SELECT secret_sealed FROM two_factor_secrets WHERE user_id = ${user.id}`);
    const parts = String(sealed).split(':');
    parts[4] = `${parts[4][0] === 'A' ? 'B' : 'A'}${parts[4].slice(1)}`;
    await sut.dataSource.query('UPDATE two_factor_secrets SET secret_sealed = ? WHERE user_id = ?', [parts.join(':'), user.id]);
    await secondStep((await login(user.email)).body.challenge, await codeAt(secret)).expect(401);
    const signedIn = await secondStep((await login(user.email)).body.challenge, recoveryCodes[0]).expect(200);
    const setup = await sut.http.post('/api/v1/account/two-factor/setup').auth(signedIn.body.AuthToken, { type: 'bearer' }).expect(200);
    assert.notEqual(setup.body.secret, secret);
    await sut.http
      .post('/api/v1/account/two-factor/confirm')
      .auth(signedIn.body.AuthToken, { type: 'bearer' })
      .send({ password: TEST_PASSWORD, code: await codeAt(setup.body.secret) })
      .expect(200);
    clock.advance(PERIOD_MS);
    await secondStep((await login(user.email)).body.challenge, await codeAt(setup.body.secret)).expect(200);
  });

  it('an admin where it is required cannot turn it off', async () => {
    const { secret, token } = await adminWithTwoFactor();
    const refused = await sut.http
      .post('/api/v1/account/two-factor/disable')
      .auth(token, { type: 'bearer' })
      .send({ password: TEST_PASSWORD, code: await codeAt(secret) })
      .expect(403);
    assert.equal(refused.body.error_message, TWO_FACTOR_TEXTS.requiredForAdmins);
  });

  it('a member turns it on in the account with the password and must then give a code; new codes and turning off need the password and a code', async () => {
    const member = await insertAccount('helper');
    let token = (await login(member.email).expect(200)).body.AuthToken as string;
    assert.ok(token, 'members without two-factor sign in with the password alone');
    // Another session of the same account, opened with the password alone: someone who has it, say.
    const otherSession = (await login(member.email).expect(200)).body.AuthToken as string;
    await sut.http.get('/api/v1/auth/me').auth(otherSession, { type: 'bearer' }).expect(200);
    const auth = (call: ReturnType<TestApp['http']['get']>) => call.auth(token, { type: 'bearer' });

    assert.deepEqual((await auth(sut.http.get('/api/v1/account/two-factor')).expect(200)).body, { enabled: false, recovery_codes_left: 0, required: false });
    const early = await auth(sut.http.post('/api/v1/account/two-factor/confirm')).send({ password: TEST_PASSWORD, code: '123456' }).expect(400);
    assert.equal(early.body.error_message, TWO_FACTOR_TEXTS.setupFirst);
    const setup = await auth(sut.http.post('/api/v1/account/two-factor/setup')).expect(200);
    const wrong = await auth(sut.http.post('/api/v1/account/two-factor/confirm')).send({ password: TEST_PASSWORD, code: '000000' }).expect(400);
    assert.equal(wrong.body.error_message, TWO_FACTOR_TEXTS.wrongCode);
    const on = await auth(sut.http.post('/api/v1/account/two-factor/confirm'))
      .send({ password: TEST_PASSWORD, code: await codeAt(setup.body.secret) })
      .expect(200);
    assert.equal(on.body.message, TWO_FACTOR_TEXTS.turnedOn);
    assert.equal(on.body.recovery_codes.length, 10);
    // Turning it on ends every session opened with the password alone, this one's token too; this session carries
    // on with the fresh token of the answer.
    assert.deepEqual(Object.keys(on.body).sort(), ['AuthToken', 'message', 'recovery_codes']);
    for (const ended of [otherSession, token]) {
      const refused = await sut.http.get('/api/v1/account/two-factor').auth(ended, { type: 'bearer' }).expect(401);
      assert.equal(refused.body.error_message, MESSAGES.http.unauthorized);
    }
    token = on.body.AuthToken;
    assert.equal((await auth(sut.http.get('/api/v1/account/two-factor')).expect(200)).body.enabled, true);
    clock.advance(PERIOD_MS);

    const asked = await login(member.email).expect(200);
    assert.equal(asked.body.two_factor_required, true);
    assert.equal(asked.body.AuthToken, undefined);
    await secondStep(asked.body.challenge, await codeAt(setup.body.secret)).expect(200);
    clock.advance(PERIOD_MS);

    // New recovery codes: the old ones stop working, and so does every other session (this one goes on with the fresh token).
    const signedInElsewhere = (await secondStep((await login(member.email)).body.challenge, on.body.recovery_codes[1]).expect(200)).body.AuthToken as string;
    const renewed = await auth(sut.http.post('/api/v1/account/two-factor/recovery-codes'))
      .send({ password: TEST_PASSWORD, code: await codeAt(setup.body.secret) })
      .expect(200);
    assert.equal(renewed.body.message, TWO_FACTOR_TEXTS.codesRegenerated);
    assert.deepEqual(Object.keys(renewed.body).sort(), ['AuthToken', 'message', 'recovery_codes']);
    await sut.http.get('/api/v1/auth/me').auth(signedInElsewhere, { type: 'bearer' }).expect(401);
    await auth(sut.http.get('/api/v1/auth/me')).expect(401);
    token = renewed.body.AuthToken;
    await secondStep((await login(member.email)).body.challenge, on.body.recovery_codes[0]).expect(401);
    clock.advance(PERIOD_MS);

    const noPassword = await auth(sut.http.post('/api/v1/account/two-factor/disable'))
      .send({ password: 'Wrong#Pass1', code: await codeAt(setup.body.secret) })
      .expect(400);
    assert.equal(noPassword.body.error_message, ACCOUNT_TEXTS.wrongPassword);
    const noCode = await auth(sut.http.post('/api/v1/account/two-factor/disable')).send({ password: TEST_PASSWORD, code: '000000' }).expect(400);
    assert.equal(noCode.body.error_message, TWO_FACTOR_TEXTS.wrongCode);
    const off = await auth(sut.http.post('/api/v1/account/two-factor/disable'))
      .send({ password: TEST_PASSWORD, code: renewed.body.recovery_codes[0] })
      .expect(200);
    assert.equal(off.body.message, TWO_FACTOR_TEXTS.turnedOff);
    // Off is a change of credentials too: the session that sent it goes on with the answer's token, no other does.
    await auth(sut.http.get('/api/v1/auth/me')).expect(401);
    await sut.http.get('/api/v1/auth/me').auth(off.body.AuthToken, { type: 'bearer' }).expect(200);
    assert.ok((await login(member.email).expect(200)).body.AuthToken, 'off again: the password alone signs in');
    const [rows] = await sut.dataSource.query(`SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE user_id = ${member.id}`);
    assert.equal(Number(rows.n), 0);
  });

  describe('a stolen session alone cannot change two-factor (the current password, or a code for an account without one)', () => {
    /** The owner signs in; the thief holds a copy of that session's token (a shared computer, a leaked token). */
    async function ownerAndStolenSession(role: Role = 'helper') {
      const owner = await insertAccount(role);
      const stolen = (await login(owner.email).expect(200)).body.AuthToken as string;
      return { owner, stolen, as: (call: ReturnType<TestApp['http']['post']>) => call.auth(stolen, { type: 'bearer' }) };
    }
    const statusOf = async (token: string) => (await sut.http.get('/api/v1/account/two-factor').auth(token, { type: 'bearer' }).expect(200)).body;

    it("turning it on: refused without the password or with a wrong one (400, counted: the sixth try is 429, for the owner's sign-in too)", async () => {
      const { owner, stolen, as } = await ownerAndStolenSession();
      const setup = await as(sut.http.post('/api/v1/account/two-factor/setup')).expect(200);
      const code = await codeAt(setup.body.secret);
      const missing = await as(sut.http.post('/api/v1/account/two-factor/confirm')).send({ code }).expect(400);
      assert.equal(missing.body.error_message, ACCOUNT_TEXTS.wrongPassword);
      for (let guess = 1; guess <= 4; guess += 1) {
        const wrong = await as(sut.http.post('/api/v1/account/two-factor/confirm'))
          .send({ password: `Guess#${guess}a`, code })
          .expect(400);
        assert.equal(wrong.body.error_message, ACCOUNT_TEXTS.wrongPassword);
      }
      const limited = await as(sut.http.post('/api/v1/account/two-factor/confirm')).send({ password: TEST_PASSWORD, code }).expect(429);
      assert.equal(limited.body.error_message, MESSAGES.http.tooManyRequests);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      await login(owner.email).expect(429);
      assert.equal((await statusOf(stolen)).enabled, false, 'two-factor is still off: the owner is not locked out');
      clock.advance(WINDOW_MS);
      await login(owner.email).expect(200);
    });

    it('new recovery codes and turning it off: a right code without the password is refused, and nothing changes', async () => {
      const { owner, stolen } = await ownerAndStolenSession();
      // The owner turns it on (with the password) and so ends every session, then the thief takes the new one.
      const setup = await sut.http.post('/api/v1/account/two-factor/setup').auth(stolen, { type: 'bearer' }).expect(200);
      const on = await sut.http
        .post('/api/v1/account/two-factor/confirm')
        .auth(stolen, { type: 'bearer' })
        .send({ password: TEST_PASSWORD, code: await codeAt(setup.body.secret) })
        .expect(200);
      const session = on.body.AuthToken as string;
      clock.advance(PERIOD_MS);
      for (const path of ['recovery-codes', 'disable']) {
        for (const password of [undefined, 'Wrong#Pass1']) {
          const refused = await sut.http
            .post(`/api/v1/account/two-factor/${path}`)
            .auth(session, { type: 'bearer' })
            .send({ code: await codeAt(setup.body.secret), ...(password ? { password } : {}) })
            .expect(400);
          assert.equal(refused.body.error_message, ACCOUNT_TEXTS.wrongPassword, `${path} ${password ?? 'without a password'}`);
        }
      }
      assert.deepEqual(await statusOf(session), { enabled: true, recovery_codes_left: 10, required: false });
      clock.advance(WINDOW_MS);
      await secondStep((await login(owner.email)).body.challenge, on.body.recovery_codes[0]).expect(200);
    });

    it(`an account without a password (Google only): turning it on asks for one first, 400 "${TWO_FACTOR_TEXTS.passwordFirst}"; with it on, a code alone makes new codes`, async () => {
      const googleOnly = await sut.dataSource.getRepository(User).save(
        Object.assign(new User(), {
          name: 'Google only',
          email: `tf.google.${++counter}@community.test`,
          passwordHash: null,
          googleId: `g-${counter}`,
          role: 'helper',
          profileComplete: true,
        }),
      );
      const session = await sut.app.get(TokenService).issue(googleOnly);
      for (const path of ['setup', 'confirm']) {
        const refused = await sut.http
          .post(`/api/v1/account/two-factor/${path}`)
          .auth(session, { type: 'bearer' })
          .send(path === 'confirm' ? { code: '123456' } : {})
          .expect(400);
        assert.equal(refused.body.error_message, TWO_FACTOR_TEXTS.passwordFirst, path);
      }
      assert.equal((await statusOf(session)).enabled, false);
      assert.equal(await sut.dataSource.getRepository(TwoFactorSecret).countBy({ userId: googleOnly.id }), 0, 'no pending secret either');
    });

    it(`an unconfirmed account (a squatter's) cannot set it up at all: 403 "${MESSAGES.emailConfirmation.required}"`, async () => {
      const squatter = await insertAccount('helper');
      await sut.dataSource.getRepository(User).update({ id: squatter.id }, { emailConfirmed: false });
      const session = (await login(squatter.email).expect(200)).body.AuthToken as string;
      for (const path of ['setup', 'confirm']) {
        const refused = await sut.http
          .post(`/api/v1/account/two-factor/${path}`)
          .auth(session, { type: 'bearer' })
          .send(path === 'confirm' ? { password: TEST_PASSWORD, code: '123456' } : {})
          .expect(403);
        assert.equal(refused.body.error_message, MESSAGES.emailConfirmation.required, path);
      }
    });
  });
});
