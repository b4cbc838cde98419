import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { ACCOUNT_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, INDUSTRIES, MESSAGES, TWO_FACTOR } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { CaughtMail } from '../support/smtp-catcher';
import { FakeGoogle } from '../support/google-fake';
import { Clock } from '../../src/common/clock/clock';
import { User } from '../../src/modules/users/entities/user.entity';
import { UsersService } from '../../src/modules/users/users.service';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { TwoFactorSecret } from '../../src/modules/two-factor/entities/two-factor-secret.entity';
import { RecoveryCode } from '../../src/modules/two-factor/entities/recovery-code.entity';

const EMAIL_CHANGE_LINK = /http:\/\/app\.test\/account\/email\/confirm#token=([A-Za-z0-9_.-]+)/;
const RESET_LINK = /http:\/\/app\.test\/reset-password\/([A-Za-z0-9_-]+)/;
const EXPORT_LINK = /http:\/\/app\.test\/account\/export\/download#token=([A-Za-z0-9_.-]+)/;
const DELETE_LINK = /http:\/\/app\.test\/account\/delete\/confirm#token=([A-Za-z0-9_.-]+)/;
const CONFIRM_LINK = /http:\/\/app\.test\/confirm-email\/([A-Za-z0-9_-]{43})/;
const UNSUBSCRIBE_LINK = /http:\/\/app\.test\/unsubscribe#token=([A-Za-z0-9_.-]+)/;
const RESET_PASSWORD = 'Reset@Pass9';
const NEW_PASSWORD = 'N3w!passw0rd';
const PERIOD_MS = TWO_FACTOR.periodSeconds * 1000;
const TECH = INDUSTRIES[7];
const unique = () => Math.random().toString(36).slice(2, 10);

/** The links an account holds in its mailboxes, made before the change that must kill them. */
interface Links {
  emailChange: string;
  /** The address the email-change link would move the account to. */
  movedTo: string;
  reset?: string;
  export: string;
  unsubscribe: string;
}

/**
 * Every emailed link dies when the account's credentials or owner change (issue #23, docs/security.md "Emailed
 * links"): each link carries the credentials version it was made at, and every change moves it on. Tested as the
 * attacks: a link kept by whoever held the account before a Google takeover, a link asked for from a stolen session
 * and used after the owner's password reset, and, link by link, each change that must end them.
 */
describe(`account: emailed links die with a change of credentials or owner (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let google: FakeGoogle;
  let clock: Clock;
  let admin: Account;
  const seen = new Set<CaughtMail>();

  before(async () => {
    google = await new FakeGoogle().start();
    sut = await startTestApp({ env: google.env() });
    clock = sut.app.get(Clock);
    clock.set(new Date());
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => {
    clock?.set(null);
    await sut.close();
    await google.stop();
  });

  const login = (email: string, password = TEST_PASSWORD) => sut.http.post('/api/v1/auth/login').send({ email, password });
  const googleSignIn = (claims: Record<string, unknown>) => sut.http.post('/api/v1/auth/google-auth').send({ token: google.signIdToken(claims) });
  const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  const row = (id: number) => sut.dataSource.getRepository(User).findOneBy({ id });

  /** The next mail to `to` that passes `test` and was not read before. */
  async function newMail(to: string, test: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
    const mail = await sut.mail.waitFor(to, (caught) => !seen.has(caught) && test(caught));
    seen.add(mail);
    return mail;
  }
  const token = (pattern: RegExp, mail: CaughtMail) => pattern.exec(mail.text)![1];

  async function emailChangeLink(session: string, to = `moved.${unique()}@community.test`): Promise<{ link: string; to: string }> {
    await sut.http.post('/api/v1/account/email').auth(session, { type: 'bearer' }).send({ newEmail: to }).expect(200);
    return { link: token(EMAIL_CHANGE_LINK, await newMail(to, (mail) => EMAIL_CHANGE_LINK.test(mail.text))), to };
  }
  async function resetLink(email: string): Promise<string> {
    await sut.http.post('/api/v1/auth/forgot-password').send({ email }).expect(200);
    return token(RESET_LINK, await newMail(email, (mail) => RESET_LINK.test(mail.text)));
  }
  async function exportLink(email: string): Promise<string> {
    await sut.http.post('/api/v1/account/export/request').send({ email }).expect(200);
    return token(EXPORT_LINK, await newMail(email, (mail) => EXPORT_LINK.test(mail.text)));
  }
  /** The footer link of a notification mail, made the way every notification mail gets it. */
  async function unsubscribeLink(id: number): Promise<string> {
    const account = (await row(id))!;
    const mail = sut.app.get(NotificationsService).withUnsubscribe(account, ['reply'], { to: account.email, subject: 'A reply', text: 'Hello.' });
    return UNSUBSCRIBE_LINK.exec(mail.text)![1];
  }
  async function allLinks(account: { id: number; email: string; session: string }, withReset = true): Promise<Links> {
    const change = await emailChangeLink(account.session);
    return {
      emailChange: change.link,
      movedTo: change.to,
      reset: withReset ? await resetLink(account.email) : undefined,
      export: await exportLink(account.email),
      unsubscribe: await unsubscribeLink(account.id),
    };
  }

  const confirmEmailChange = (link: string) => sut.http.post('/api/v1/account/email/confirm').send({ token: link });
  const resetPassword = (link: string, newPassword = RESET_PASSWORD) => sut.http.post('/api/v1/auth/reset-password').send({ token: link, newPassword });

  /** Every link is refused with its dead-link text, and none of them changed the account. */
  async function assertAllDead(id: number, links: Links): Promise<void> {
    const before = await row(id);
    const moved = await confirmEmailChange(links.emailChange).expect(400);
    assert.equal(moved.body.error_message, ACCOUNT_TEXTS.invalidLink, 'email-change link');
    if (links.reset) {
      const reset = await resetPassword(links.reset).expect(400);
      assert.equal(reset.body.error_message, MESSAGES.resetPassword.invalidToken, 'reset link');
    }
    const exported = await sut.http.get(`/api/v1/account/export/download?token=${links.export}`).expect(400);
    assert.equal(exported.body.error_message, ACCOUNT_TEXTS.invalidLink, 'export link');
    const unsubscribed = await sut.http.post('/api/v1/notifications/unsubscribe').send({ token: links.unsubscribe }).expect(400);
    assert.equal(unsubscribed.body.error_message, ACCOUNT_TEXTS.invalidLink, 'unsubscribe link');
    const after = await row(id);
    if (before && after) {
      assert.equal(after.email, before.email, 'the address did not move');
      assert.equal(after.passwordHash, before.passwordHash, 'the password did not change');
      assert.deepEqual(after.notificationSettings, before.notificationSettings, 'no mail was turned off');
    }
    assert.equal(await sut.dataSource.getRepository(User).countBy({ email: links.movedTo }), 0);
  }

  /** A link made after the change works: the version check refuses the old links, not every link. */
  async function assertNewLinkWorks(id: number, email: string): Promise<void> {
    const data = await sut.http.get(`/api/v1/account/export/download?token=${await exportLink(email)}`).expect(200);
    assert.equal(data.body.profile.id, id);
  }

  describe('the attacks', () => {
    it("a squatter's pending email change dies when Google proves the owner: the old link neither moves the account nor answers a session", async () => {
      // The squatter registers the victim's address, signs in (unconfirmed), and asks to move the account to an
      // address they own, keeping the link for later.
      const victim = `victim.${unique()}@gmail.test`;
      await sut.http
        .post('/api/v1/auth/register')
        .send({
          name: 'Squatter',
          email: victim,
          password: 'Str0ng!pass',
          mentorship: 'No',
          PhoneNumber: '+1 555 010 2030',
          IndustryType: TECH,
          JobTitle: 'Analyst',
        })
        .expect(201);
      const squatter = (await login(victim, 'Str0ng!pass').expect(200)).body;
      const id = squatter.user_details.id as number;
      const kept = await emailChangeLink(squatter.AuthToken, `squatter.${unique()}@evil.test`);
      const keptReset = await resetLink(victim);
      // The squatter also switched every notification off, so the owner would hear of nothing.
      const off = Object.fromEntries(Object.keys(DEFAULT_NOTIFICATION_SETTINGS).map((kind) => [kind, 'off']));
      await sut.http.put('/api/v1/account/notifications').auth(squatter.AuthToken, { type: 'bearer' }).send(off).expect(200);

      // The real owner signs in with Google: the accounts are linked and the squatter's hold ends.
      const owner = await googleSignIn({ sub: `g-owner-${unique()}`, email: victim, name: 'Real Owner' }).expect(200);
      assert.equal(owner.body.user_details.id, id);

      const moved = await confirmEmailChange(kept.link).expect(400);
      assert.equal(moved.body.error_message, ACCOUNT_TEXTS.invalidLink);
      assert.equal(moved.body.AuthToken, undefined, 'no session for the squatter');
      assert.equal((await row(id))!.email, victim, "the account stays at the owner's address");
      assert.equal(await sut.dataSource.getRepository(User).countBy({ email: kept.to }), 0);
      const reset = await resetPassword(keptReset).expect(400);
      assert.equal(reset.body.error_message, MESSAGES.resetPassword.invalidToken);
      await sut.http.get('/api/v1/auth/me').auth(squatter.AuthToken, { type: 'bearer' }).expect(401);
      // What the squatter set up for the owner is gone too.
      assert.deepEqual(
        (await sut.http.get('/api/v1/account/notifications').auth(owner.body.AuthToken, { type: 'bearer' }).expect(200)).body,
        DEFAULT_NOTIFICATION_SETTINGS,
      );
      await sut.http.get('/api/v1/auth/me').auth(owner.body.AuthToken, { type: 'bearer' }).expect(200);
    });

    it('a Google takeover also removes two-factor the earlier holder had turned on (a row from before the rule that refuses it), so the owner is not asked for its code', async () => {
      const victim = `victim2fa.${unique()}@gmail.test`;
      await sut.http
        .post('/api/v1/auth/register')
        .send({
          name: 'Squatter',
          email: victim,
          password: 'Str0ng!pass',
          mentorship: 'No',
          PhoneNumber: '+1 555 010 2030',
          IndustryType: TECH,
          JobTitle: 'Analyst',
        })
        .expect(201);
      const id = (await login(victim, 'Str0ng!pass').expect(200)).body.user_details.id as number;
      // Unconfirmed accounts may no longer set two-factor up (auth-two-factor.test.ts); an older row may have it on.
      await sut.dataSource.getRepository(TwoFactorSecret).save({ userId: id, secretSealed: 'v1:none', enabledAt: new Date(), lastUsedStep: null });
      await sut.dataSource.getRepository(RecoveryCode).insert({ userId: id, codeHash: 'a'.repeat(64), usedAt: null });

      const owner = await googleSignIn({ sub: `g-owner-${unique()}`, email: victim, name: 'Real Owner' }).expect(200);
      assert.ok(owner.body.AuthToken, 'signed in at once: no code asked');
      assert.equal(owner.body.two_factor_required, undefined);
      assert.equal(await sut.dataSource.getRepository(TwoFactorSecret).countBy({ userId: id }), 0);
      assert.equal(await sut.dataSource.getRepository(RecoveryCode).countBy({ userId: id }), 0);
      await sut.http.get('/api/v1/auth/me').auth(owner.body.AuthToken, { type: 'bearer' }).expect(200);
    });

    it('an email change asked for from a stolen session dies when the owner resets the password', async () => {
      const owner = await createAccount(sut, { role: 'helper' });
      const stolen = (await login(owner.email).expect(200)).body.AuthToken as string;
      const thief = await emailChangeLink(stolen, `thief.${unique()}@evil.test`);

      await resetPassword(await resetLink(owner.email)).expect(200);

      const moved = await confirmEmailChange(thief.link).expect(400);
      assert.equal(moved.body.error_message, ACCOUNT_TEXTS.invalidLink);
      assert.equal((await row(owner.user.id))!.email, owner.email);
      await sut.http.get('/api/v1/auth/me').auth(stolen, { type: 'bearer' }).expect(401);
      await login(owner.email, RESET_PASSWORD).expect(200);
    });

    it('one link opened twice at once moves the account once; a reset link and an email-change link used together never both work', async () => {
      const account = await createAccount(sut, { role: 'seeker' });
      const { link, to } = await emailChangeLink(account.token);
      const twice = await Promise.all([confirmEmailChange(link), confirmEmailChange(link)]);
      assert.deepEqual(twice.map((answer) => answer.status).sort(), [200, 400]);
      assert.equal((await row(account.user.id))!.email, to);

      const other = await createAccount(sut, { role: 'seeker' });
      const change = await emailChangeLink(other.token);
      const reset = await resetLink(other.email);
      const together = await Promise.all([confirmEmailChange(change.link), resetPassword(reset)]);
      assert.deepEqual(together.map((answer) => answer.status).sort(), [200, 400], 'both links were made at one credentials version: one change wins');
      const after = (await row(other.user.id))!;
      const moved = after.email === change.to;
      assert.equal((await login(moved ? change.to : other.email, moved ? TEST_PASSWORD : RESET_PASSWORD)).status, 200);
    });
  });

  it('a profile save holding the account as it was before a password change or an email change writes none of it back: no old password, address, sessions or links', async () => {
    const account = await createAccount(sut, { role: 'helper' });
    const links = await allLinks({ id: account.user.id, email: account.email, session: account.token });
    const users = sut.app.get(UsersService);
    // What PATCH /account does (ProfileService.update): read the row, change a field, save it; here a password change
    // and then an email change land between the read and the save.
    const stale = (await users.findById(account.user.id))!;
    const changed = await sut.http
      .put('/api/v1/account/password')
      .auth(account.token, { type: 'bearer' })
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    const move = await emailChangeLink(changed.body.AuthToken);
    const moved = await confirmEmailChange(move.link).expect(200);
    stale.jobTitle = 'Edited meanwhile';
    await users.save(stale);

    const after = (await row(account.user.id))!;
    assert.deepEqual([after.jobTitle, after.email, after.tokenVersion], ['Edited meanwhile', move.to, stale.tokenVersion]);
    assert.equal(stale.tokenVersion, account.user.tokenVersion + 2, 'the save read the version the changes moved to');
    await login(move.to, TEST_PASSWORD).expect(401);
    await login(account.email, TEST_PASSWORD).expect(401);
    await login(move.to, NEW_PASSWORD).expect(200);
    for (const ended of [account.token, changed.body.AuthToken]) await sut.http.get('/api/v1/auth/me').auth(ended, { type: 'bearer' }).expect(401);
    await sut.http.get('/api/v1/auth/me').auth(moved.body.AuthToken, { type: 'bearer' }).expect(200);
    await assertAllDead(account.user.id, links);
  });

  describe('each change of credentials or owner kills every link made before it', () => {
    /** A confirmed member signed in with the password; `twoFactor` turns it on first (with a secret to make codes). */
    async function member(twoFactor = false): Promise<{ id: number; email: string; session: string; secret?: string }> {
      const account = await createAccount(sut, { role: 'helper' });
      if (!twoFactor) return { id: account.user.id, email: account.email, session: account.token };
      const setup = await sut.http.post('/api/v1/account/two-factor/setup').auth(account.token, { type: 'bearer' }).expect(200);
      const on = await sut.http
        .post('/api/v1/account/two-factor/confirm')
        .auth(account.token, { type: 'bearer' })
        .send({ password: TEST_PASSWORD, code: await codeAt(setup.body.secret) })
        .expect(200);
      clock.advance(PERIOD_MS);
      return { id: account.user.id, email: account.email, session: on.body.AuthToken, secret: setup.body.secret };
    }

    it('a password change', async () => {
      const account = await member();
      const links = await allLinks(account);
      await sut.http
        .put('/api/v1/account/password')
        .auth(account.session, { type: 'bearer' })
        .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(200);
      await assertAllDead(account.id, links);
      await assertNewLinkWorks(account.id, account.email);
    });

    it('a password reset (the reset link itself aside: a newer request already withdrew it)', async () => {
      const account = await member();
      const links = await allLinks(account, false);
      await resetPassword(await resetLink(account.email)).expect(200);
      await assertAllDead(account.id, links);
      await assertNewLinkWorks(account.id, account.email);
    });

    it('turning two-factor on', async () => {
      const account = await member();
      const links = await allLinks(account);
      const setup = await sut.http.post('/api/v1/account/two-factor/setup').auth(account.session, { type: 'bearer' }).expect(200);
      await sut.http
        .post('/api/v1/account/two-factor/confirm')
        .auth(account.session, { type: 'bearer' })
        .send({ password: TEST_PASSWORD, code: await codeAt(setup.body.secret) })
        .expect(200);
      clock.advance(PERIOD_MS);
      await assertAllDead(account.id, links);
      await assertNewLinkWorks(account.id, account.email);
    });

    it('turning two-factor off', async () => {
      const account = await member(true);
      const links = await allLinks(account);
      await sut.http
        .post('/api/v1/account/two-factor/disable')
        .auth(account.session, { type: 'bearer' })
        .send({ password: TEST_PASSWORD, code: await codeAt(account.secret!) })
        .expect(200);
      clock.advance(PERIOD_MS);
      await assertAllDead(account.id, links);
      await assertNewLinkWorks(account.id, account.email);
    });

    it('new recovery codes', async () => {
      const account = await member(true);
      const links = await allLinks(account);
      await sut.http
        .post('/api/v1/account/two-factor/recovery-codes')
        .auth(account.session, { type: 'bearer' })
        .send({ password: TEST_PASSWORD, code: await codeAt(account.secret!) })
        .expect(200);
      clock.advance(PERIOD_MS);
      await assertAllDead(account.id, links);
      await assertNewLinkWorks(account.id, account.email);
    });

    it("an admin resetting the member's two-factor", async () => {
      const account = await member(true);
      const links = await allLinks(account);
      await sut.http.delete(`/api/v1/admin/users/${account.id}/two-factor`).auth(admin.token, { type: 'bearer' }).expect(200);
      await assertAllDead(account.id, links);
      await assertNewLinkWorks(account.id, account.email);
    });

    it('an email change (through another link): the links went to, or were made for, the old owner', async () => {
      const account = await member();
      const links = await allLinks(account);
      const second = await emailChangeLink(account.session);
      await confirmEmailChange(second.link).expect(200);
      await assertAllDead(account.id, links);
      assert.equal((await row(account.id))!.email, second.to);
      await assertNewLinkWorks(account.id, second.to);
    });

    it('a suspension (and the export link a suspended member asks for afterwards works)', async () => {
      const account = await member();
      const links = await allLinks(account);
      await sut.http.post('/api/v1/admin/delete-user').auth(admin.token, { type: 'bearer' }).send({ id: account.id }).expect(200);
      await assertAllDead(account.id, links);
      await assertNewLinkWorks(account.id, account.email);
    });

    it("the account's deletion", async () => {
      const account = await member();
      const links = await allLinks(account);
      await sut.http.delete('/api/v1/account').auth(account.session, { type: 'bearer' }).send({ password: TEST_PASSWORD }).expect(200);
      await assertAllDead(account.id, links);
    });

    it("a Google-only account's deletion link dies with an email change, and with a password set through a reset", async () => {
      for (const change of ['email', 'reset'] as const) {
        const account = await createAccount(sut, { role: 'seeker' });
        await sut.dataSource.getRepository(User).update({ id: account.user.id }, { passwordHash: null, googleId: `google-${unique()}` });
        await sut.http.delete('/api/v1/account').auth(account.token, { type: 'bearer' }).send({}).expect(202);
        const deletion = token(DELETE_LINK, await newMail(account.email, (mail) => DELETE_LINK.test(mail.text)));
        if (change === 'email') await confirmEmailChange((await emailChangeLink(account.token)).link).expect(200);
        else await resetPassword(await resetLink(account.email)).expect(200);
        const refused = await sut.http.post('/api/v1/account/delete/confirm').send({ token: deletion }).expect(400);
        assert.equal(refused.body.error_message, ACCOUNT_TEXTS.invalidLink, change);
        assert.ok(await row(account.user.id), `${change}: the account is still there`);
      }
    });

    it("an unconfirmed account's confirmation link dies with a password change (Resend mails a new one), and an email change confirms the new address", async () => {
      const email = `unconfirmed.${unique()}@community.test`;
      await sut.http
        .post('/api/v1/auth/register')
        .send({ name: 'New Member', email, password: 'Str0ng!pass', mentorship: 'No', PhoneNumber: '+1 555 010 2030', IndustryType: TECH, JobTitle: 'Analyst' })
        .expect(201);
      const confirmation = token(CONFIRM_LINK, await newMail(email, (mail) => CONFIRM_LINK.test(mail.text)));
      const session = (await login(email, 'Str0ng!pass').expect(200)).body.AuthToken as string;
      const changed = await sut.http
        .put('/api/v1/account/password')
        .auth(session, { type: 'bearer' })
        .send({ currentPassword: 'Str0ng!pass', newPassword: NEW_PASSWORD })
        .expect(200);
      const refused = await sut.http
        .post('/api/v1/auth/confirm-email')
        .auth(changed.body.AuthToken, { type: 'bearer' })
        .send({ token: confirmation })
        .expect(400);
      assert.equal(refused.body.error_message, MESSAGES.emailConfirmation.invalidLink);
      await sut.http.post('/api/v1/auth/resend-confirmation').auth(changed.body.AuthToken, { type: 'bearer' }).expect(200);
      const fresh = token(CONFIRM_LINK, await newMail(email, (mail) => CONFIRM_LINK.test(mail.text)));

      // Moving to an address proven by its own link confirms the account; the old address's link is withdrawn.
      const move = await emailChangeLink(changed.body.AuthToken);
      const moved = await confirmEmailChange(move.link).expect(200);
      const me = await sut.http.get('/api/v1/auth/me').auth(moved.body.AuthToken, { type: 'bearer' }).expect(200);
      assert.deepEqual([me.body.user_details.email, me.body.user_details.emailConfirmed], [move.to, true]);
      await sut.http.post('/api/v1/auth/confirm-email').auth(moved.body.AuthToken, { type: 'bearer' }).send({ token: fresh }).expect(400);
    });
  });
});
