import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TEST_PASSWORD, createAccount } from '../support/accounts';
import { FakeGoogle } from '../support/google-fake';
import { Clock } from '../../src/common/clock/clock';
import { User } from '../../src/modules/users/entities/user.entity';
import { ensureAdmin } from '../../src/database/ensure-admin';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service';
import { CONFIRMATION_LINK_LIFETIME_MS, CONFIRMATION_RESEND_INTERVAL_MS } from '../../src/modules/auth/email-confirmation.service';

const TECH = INDUSTRIES[7];
const LINK = /http:\/\/app\.test\/confirm-email\/([A-Za-z0-9_-]{43})/;
const unique = () => Math.random().toString(36).slice(2);

const member = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Nadia Newcomer',
  email,
  password: 'Str0ng!pass',
  mentorship: 'No',
  PhoneNumber: '+1 555 010 2030',
  IndustryType: TECH,
  JobTitle: 'Analyst',
  ...overrides,
});

/**
 * Proven email, safe Google linking, enumeration-safe registration and look-alike addresses (issue #12,
 * docs/security.md). Each case is written as the attack it answers.
 */
describe(`accounts: proven email and Google linking (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let google: FakeGoogle;
  let clock: Clock;
  before(async () => {
    google = await new FakeGoogle().start();
    sut = await startTestApp({ env: google.env() });
    clock = sut.app.get(Clock);
  });
  after(async () => {
    clock?.set(null);
    await sut.close();
    await google.stop();
  });

  const login = (email: string, password = 'Str0ng!pass') => sut.http.post('/api/v1/auth/login').send({ email, password });
  /** The link confirms the account from a session of that account (docs/security.md, "Confirmation link"). */
  const confirm = (token: string, session: string) => sut.http.post('/api/v1/auth/confirm-email').auth(session, { type: 'bearer' }).send({ token });

  /** Registers through the API and answers the mailed token and a session of the new account. */
  async function register(email = `new.${unique()}@example.com`): Promise<{ email: string; token: string; session: string; id: number }> {
    await sut.http.post('/api/v1/auth/register').send(member(email)).expect(201);
    const mail = await sut.mail.waitFor(email, (m) => m.subject === 'Confirm your email address');
    const token = LINK.exec(mail.text)![1];
    const signedIn = await login(email).expect(200);
    return { email, token, session: signedIn.body.AuthToken, id: signedIn.body.user_details.id };
  }

  describe('a new password account must prove its address', () => {
    it('mails APP_URL/confirm-email/<token>, stores only its SHA-256, and signs in with emailConfirmed false', async () => {
      const account = await register();
      const me = await sut.http.get('/api/v1/auth/me').auth(account.session, { type: 'bearer' }).expect(200);
      assert.equal(me.body.user_details.emailConfirmed, false);
      const row = await sut.dataSource.getRepository(User).findOneByOrFail({ id: account.id });
      assert.equal(row.emailConfirmed, false);
      assert.match(row.emailConfirmationHash!, /^[0-9a-f]{64}$/);
      assert.notEqual(row.emailConfirmationHash, account.token);
      assert.ok(!JSON.stringify(row).includes(account.token), 'the raw token is nowhere in the row');
    });

    it(`an unconfirmed account cannot send a request, post an ad or reply: 403 "${MESSAGES.emailConfirmation.required}"`, async () => {
      const helper = await createAccount(sut, { role: 'helper', industry: TECH });
      const squatter = await register();
      const request = await sut.http
        .post('/api/v1/issues/professional-network')
        .auth(squatter.session, { type: 'bearer' })
        .send({ receiver_id: helper.user.id, full_name: 'Nadia', email: squatter.email, description: 'Hello there' })
        .expect(403);
      assert.equal(request.body.error_message, MESSAGES.emailConfirmation.required);
      const ad = await sut.http.post('/api/v1/issues/business-network').auth(squatter.session, { type: 'bearer' }).field('title', 'Cheap phones').expect(403);
      assert.equal(ad.body.error_message, MESSAGES.emailConfirmation.required);
      const reply = await sut.http.post('/api/v1/conversations/1/replies').auth(squatter.session, { type: 'bearer' }).send({ body: 'hi' }).expect(403);
      assert.equal(reply.body.error_message, MESSAGES.emailConfirmation.required);
      const [{ count }] = await sut.dataSource.query('SELECT COUNT(*) AS count FROM conversations');
      assert.equal(Number(count), 0);
    });

    it('an unconfirmed account appears in no directory, search or admin list, and cannot be sent a request; confirmed, it does and can', async () => {
      const name = `Aaa Hidden ${unique()}`;
      const email = `hidden.${unique()}@example.com`;
      await sut.http.post('/api/v1/auth/register').send(member(email, { name })).expect(201);
      const token = LINK.exec((await sut.mail.waitFor(email)).text)![1];
      const signedIn = (await login(email).expect(200)).body;
      const id = signedIn.user_details.id;
      const viewer = await createAccount(sut, { role: 'helper', industry: TECH });
      const admin = await createAccount(sut, { role: 'admin', industry: null });
      const listed = async () => {
        const byIndustry = await sut.http.get('/api/v1/info/get-users').query({ industry_type: TECH }).auth(viewer.token, { type: 'bearer' }).expect(200);
        const bySearch = await sut.http
          .get('/api/v1/info/get-users')
          .query({ industry_type: TECH, q: 'Hidden' })
          .auth(viewer.token, { type: 'bearer' })
          .expect(200);
        const byRole = await sut.http.get('/api/v1/info/get-all-users').query({ role: 'seeker' }).auth(admin.token, { type: 'bearer' }).expect(200);
        return [byIndustry.body.users, bySearch.body.users, byRole.body.users].map((users: Array<{ id: number }>) =>
          users.some((user) => Number(user.id) === id),
        );
      };
      assert.deepEqual(await listed(), [false, false, false]);
      const request = () =>
        sut.http
          .post('/api/v1/issues/professional-network')
          .auth(viewer.token, { type: 'bearer' })
          .send({ receiver_id: id, full_name: 'Viewer', email: viewer.email, description: 'Hello' });
      await request().expect(404);

      const confirmed = await confirm(token, signedIn.AuthToken).expect(200);
      assert.equal(confirmed.body.message, MESSAGES.emailConfirmation.confirmed);
      assert.deepEqual(await listed(), [true, true, true]);
      await request().expect(201);
    });

    it('after confirming, the same session may send requests (no sign-in again), and user_details says so', async () => {
      const helper = await createAccount(sut, { role: 'helper', industry: TECH });
      const account = await register();
      await confirm(account.token, account.session).expect(200);
      await sut.http
        .post('/api/v1/issues/professional-network')
        .auth(account.session, { type: 'bearer' })
        .send({ receiver_id: helper.user.id, full_name: 'Nadia', email: account.email, description: 'Hello there' })
        .expect(201);
      assert.equal((await login(account.email).expect(200)).body.user_details.emailConfirmed, true);
    });

    it(`a link works once: used again it answers 400 "${MESSAGES.emailConfirmation.invalidLink}"`, async () => {
      const account = await register();
      await confirm(account.token, account.session).expect(200);
      const again = await confirm(account.token, account.session).expect(400);
      assert.equal(again.body.error_message, MESSAGES.emailConfirmation.invalidLink);
      const forged = await confirm('A'.repeat(43), account.session).expect(400);
      assert.equal(forged.body.error_message, MESSAGES.emailConfirmation.invalidLink);
    });

    it(`a link expires after 24 hours: 410 "${MESSAGES.emailConfirmation.expiredLink}" (the clock is moved, nothing sleeps)`, async () => {
      clock.set(new Date());
      try {
        const account = await register();
        clock.advance(CONFIRMATION_LINK_LIFETIME_MS + 1000);
        const late = await confirm(account.token, account.session).expect(410);
        assert.equal(late.body.error_message, MESSAGES.emailConfirmation.expiredLink);
        assert.equal((await login(account.email).expect(200)).body.user_details.emailConfirmed, false);
      } finally {
        clock.set(null);
      }
    });

    it('just inside 24 hours the link still works', async () => {
      clock.set(new Date());
      try {
        const account = await register();
        clock.advance(CONFIRMATION_LINK_LIFETIME_MS - 60_000);
        await confirm(account.token, account.session).expect(200);
      } finally {
        clock.set(null);
      }
    });

    it('resend mails a new link and withdraws the older one; more than one a minute is 429 with Retry-After', async () => {
      clock.set(new Date());
      try {
        const account = await register();
        const tooSoon = await sut.http.post('/api/v1/auth/resend-confirmation').auth(account.session, { type: 'bearer' }).expect(429);
        assert.equal(tooSoon.body.error_message, MESSAGES.http.tooManyRequests);
        assert.ok(Number(tooSoon.headers['retry-after']) > 0);

        clock.advance(CONFIRMATION_RESEND_INTERVAL_MS + 1000);
        const resent = await sut.http.post('/api/v1/auth/resend-confirmation').auth(account.session, { type: 'bearer' }).expect(200);
        assert.equal(resent.body.message, MESSAGES.emailConfirmation.resent);
        const second = await sut.mail.waitFor(account.email, (m) => m.subject === 'Confirm your email address' && !m.text.includes(account.token));
        const newToken = LINK.exec(second.text)![1];

        const old = await confirm(account.token, account.session).expect(400);
        assert.equal(old.body.error_message, MESSAGES.emailConfirmation.invalidLink);
        await confirm(newToken, account.session).expect(200);
        const done = await sut.http.post('/api/v1/auth/resend-confirmation').auth(account.session, { type: 'bearer' }).expect(409);
        assert.equal(done.body.error_message, MESSAGES.emailConfirmation.alreadyConfirmed);
      } finally {
        clock.set(null);
      }
    });

    it('race: ten signed-in Resends sent together store one new link and send one mail; the rest are 429', async () => {
      clock.set(new Date());
      try {
        const account = await register();
        clock.advance(CONFIRMATION_RESEND_INTERVAL_MS + 1000);
        await sut.mailSettled();
        const before = sut.mail.mailsTo(account.email).length;
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => sut.http.post('/api/v1/auth/resend-confirmation').auth(account.session, { type: 'bearer' })),
        );
        assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, ...Array(9).fill(429)]);
        for (const late of answers.filter((answer) => answer.status === 429)) assert.equal(late.body.error_message, MESSAGES.http.tooManyRequests);
        await sut.mailSettled();
        assert.equal(sut.mail.mailsTo(account.email).length - before, 1, 'one new link mailed');
      } finally {
        clock.set(null);
      }
    });

    it('demo-style accounts, Google sign-ups and the first admin are confirmed from the start', async () => {
      const admin = await ensureAdmin(sut.dataSource, new PasswordHasher(), { email: `boss.${unique()}@example.com`, password: 'Adm1n#pass' });
      assert.equal(admin.emailConfirmed, true);
      // An unconfirmed account the operator names as admin becomes confirmed too.
      const account = await register();
      const promoted = await ensureAdmin(sut.dataSource, new PasswordHasher(), { email: account.email, password: 'Adm1n#pass' });
      assert.equal(promoted.emailConfirmed, true);
      const viaGoogle = await sut.http
        .post('/api/v1/auth/google-auth')
        .send({ token: google.signIdToken({ sub: `g-${unique()}` }) })
        .expect(200);
      assert.equal(viaGoogle.body.user_details.emailConfirmed, true);
    });
  });

  describe('Google linking: account pre-hijacking', () => {
    const googleSignIn = (claims: Record<string, unknown>) => sut.http.post('/api/v1/auth/google-auth').send({ token: google.signIdToken(claims) });

    it("an attacker who registered the victim's address loses it to the victim's Google sign-in: password gone, sessions ended", async () => {
      const victim = `victim.${unique()}@gmail.test`;
      const attacker = await register(victim);
      const victimSub = `g-victim-${unique()}`;
      const signedIn = await googleSignIn({ sub: victimSub, email: victim, name: 'Real Victim' }).expect(200);
      assert.equal(signedIn.body.user_details.id, attacker.id, "the account (row) is the same one, now the victim's");
      assert.equal(signedIn.body.user_details.name, 'Real Victim');
      assert.equal(signedIn.body.user_details.emailConfirmed, true);
      assert.equal(signedIn.body.user_details.profileComplete, false, "the attacker's profile is not the victim's");

      const oldPassword = await login(victim).expect(401);
      assert.equal(oldPassword.body.error_message, MESSAGES.login.wrongCredentials);
      await sut.http.get('/api/v1/auth/me').auth(attacker.session, { type: 'bearer' }).expect(401);
      const row = await sut.dataSource.getRepository(User).findOneByOrFail({ id: attacker.id });
      assert.equal(row.passwordHash, null);
      assert.equal(row.googleId, victimSub);
      // The mailed link (which the attacker cannot read anyway) is dead too.
      await confirm(attacker.token, signedIn.body.AuthToken).expect(400);
      // The victim's Google session works.
      await sut.http.get('/api/v1/auth/me').auth(signedIn.body.AuthToken, { type: 'bearer' }).expect(200);
    });

    it('a confirmed password account is linked to the Google identity and keeps its password and profile', async () => {
      const account = await register();
      await confirm(account.token, account.session).expect(200);
      const sub = `g-${unique()}`;
      const linked = await googleSignIn({ sub, email: account.email }).expect(200);
      assert.equal(linked.body.user_details.id, account.id);
      assert.equal(linked.body.user_details.profileComplete, true);
      await login(account.email).expect(200);
      await sut.http.get('/api/v1/auth/me').auth(account.session, { type: 'bearer' }).expect(200);
    });

    it(`another Google account with the same email is refused: 409 "${MESSAGES.googleLinking.otherGoogleAccount}"`, async () => {
      const email = `pinned.${unique()}@gmail.test`;
      const first = await googleSignIn({ sub: `g-first-${unique()}`, email }).expect(200);
      const other = await googleSignIn({ sub: `g-other-${unique()}`, email }).expect(409);
      assert.equal(other.body.error_message, MESSAGES.googleLinking.otherGoogleAccount);
      assert.equal(other.body.AuthToken, undefined);
      const [{ count }] = await sut.dataSource.query('SELECT COUNT(*) AS count FROM users WHERE email = ?', [email]);
      assert.equal(Number(count), 1);
      const [row] = await sut.dataSource.query('SELECT google_id FROM users WHERE id = ?', [first.body.user_details.id]);
      assert.match(String(row.google_id), /^g-first-/);
    });
  });

  describe('registration and forgot-password reveal no account', () => {
    it("registering a taken address answers exactly like a success, keeps the owner's account, and mails the owner", async () => {
      const owner = await createAccount(sut, { role: 'helper', industry: TECH });
      const fresh = await sut.http
        .post('/api/v1/auth/register')
        .send(member(`fresh.${unique()}@example.com`))
        .expect(201);
      const taken = await sut.http
        .post('/api/v1/auth/register')
        .send(member(owner.email.toUpperCase(), { password: 'Att4ck!pass' }))
        .expect(201);
      assert.deepEqual(taken.body, fresh.body);
      assert.equal(taken.headers['content-type'], fresh.headers['content-type']);
      const mail = await sut.mail.waitFor(owner.email, (m) => m.subject === 'Someone tried to register with your email address');
      assert.match(mail.text, /http:\/\/app\.test\/signin/);
      assert.match(mail.text, /http:\/\/app\.test\/forgot-password/);
      await login(owner.email, TEST_PASSWORD).expect(200);
      await login(owner.email, 'Att4ck!pass').expect(401);
      assert.equal(sut.mail.mails.filter((m) => m.to.includes(owner.email) && m.subject === 'Confirm your email address').length, 0);
    });

    it('a business registration with a taken address answers like a success and mails the owner', async () => {
      const owner = await createAccount(sut, { role: 'business', industry: INDUSTRIES[6] });
      const body = {
        name: 'Copycat Bakery',
        email: owner.email,
        password: 'Str0ng!pass',
        IndustryType: INDUSTRIES[6],
        Description: 'Family bakery baking bread, pastries and celebration cakes every morning.',
      };
      const taken = await sut.http.post('/api/v1/auth/business-register').send(body).expect(201);
      assert.deepEqual(taken.body, { message: MESSAGES.businessSignup.success });
      await sut.mail.waitFor(owner.email, (m) => m.subject === 'Someone tried to register with your email address');
      const [{ count }] = await sut.dataSource.query("SELECT COUNT(*) AS count FROM business_groups WHERE title = 'Copycat Bakery'");
      assert.equal(Number(count), 0);
    });

    it('forgot-password answers the same for an unknown address and mails it a "no account" note', async () => {
      const owner = await createAccount(sut, { role: 'seeker', industry: TECH });
      const stranger = `stranger.${unique()}@example.com`;
      const known = await sut.http.post('/api/v1/auth/forgot-password').send({ email: owner.email }).expect(200);
      const unknown = await sut.http.post('/api/v1/auth/forgot-password').send({ email: stranger }).expect(200);
      assert.deepEqual(unknown.body, known.body);
      const note = await sut.mail.waitFor(stranger);
      assert.equal(note.subject, 'Reset your password');
      assert.match(note.text, /no account uses it/);
      assert.doesNotMatch(note.text, /reset-password\//);
      await sut.mail.waitFor(owner.email, (m) => /reset-password\//.test(m.text));
    });
  });

  describe('look-alike addresses (Unicode TR39 skeleton)', () => {
    it(`refuses an address with a Cyrillic "а" in place of a Latin "a": 409 "${MESSAGES.confusableEmail.refused}"`, async () => {
      const tag = unique().replace(/[^a-z]/g, 'x');
      const victim = await createAccount(sut, { role: 'helper', industry: TECH, email: `amina.${tag}@example.com` });
      const lookAlike = victim.email.replace('a', '\u0430');
      assert.notEqual(lookAlike, victim.email);
      const refused = await sut.http.post('/api/v1/auth/register').send(member(lookAlike)).expect(409);
      assert.equal(refused.body.error_message, MESSAGES.confusableEmail.refused);
      const [{ count }] = await sut.dataSource.query('SELECT COUNT(*) AS count FROM users WHERE email = ?', [lookAlike]);
      assert.equal(Number(count), 0);
    });

    const variants: Array<[string, (email: string) => string]> = [
      ['"rn" for "m"', (email) => email.replace('m', 'rn')],
      ['a Cyrillic "е" in the domain', (email) => email.replace('example', 'exampl\u0435')],
      ['fullwidth letters', (email) => email.replace('amina', '\uff41\uff4d\uff49\uff4e\uff41')],
      ['the domain in punycode (xn--) with a Cyrillic "а"', (email) => email.replace('@example.com', '@xn--pple-43d.com')],
    ];
    for (const [what, change] of variants) {
      it(`refuses ${what}`, async () => {
        const tag = unique().replace(/[^a-z]/g, 'x');
        const base = what.includes('punycode') ? `amina.${tag}@apple.com` : `amina.${tag}@example.com`;
        await createAccount(sut, { role: 'helper', industry: TECH, email: base });
        const lookAlike = what.includes('punycode') ? `amina.${tag}@xn--pple-43d.com` : change(base);
        assert.notEqual(lookAlike, base);
        const business = {
          name: 'Look Alike',
          email: lookAlike,
          password: 'Str0ng!pass',
          IndustryType: INDUSTRIES[6],
          Description: 'Family bakery baking bread, pastries and celebration cakes every morning.',
        };
        const refused = await sut.http.post('/api/v1/auth/business-register').send(business).expect(409);
        assert.equal(refused.body.error_message, MESSAGES.confusableEmail.refused);
      });
    }

    it("moving an account to a look-alike of another member's address is refused the same way", async () => {
      const tag = unique().replace(/[^a-z]/g, 'x');
      const victim = await createAccount(sut, { role: 'helper', industry: TECH, email: `amina.${tag}@example.com` });
      const mover = await createAccount(sut, { role: 'seeker', industry: TECH });
      const refused = await sut.http
        .post('/api/v1/account/email')
        .auth(mover.token, { type: 'bearer' })
        .send({ newEmail: victim.email.replace('a', '\u0430') })
        .expect(409);
      assert.equal(refused.body.error_message, MESSAGES.confusableEmail.refused);
    });

    it('an address that merely resembles none registers as usual', async () => {
      await sut.http
        .post('/api/v1/auth/register')
        .send(member(`zara.${unique()}@example.org`))
        .expect(201);
    });
  });
});
