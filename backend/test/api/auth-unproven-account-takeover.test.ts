import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TEST_PASSWORD, createAccount } from '../support/accounts';
import { picture } from '../support/images';
import { CaughtMail } from '../support/smtp-catcher';
import { Clock } from '../../src/common/clock/clock';
import { User } from '../../src/modules/users/entities/user.entity';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { CONFIRMATION_LINK_LIFETIME_MS } from '../../src/modules/auth/email-confirmation.service';

const CONFIRM_LINK = /http:\/\/app\.test\/confirm-email\/([A-Za-z0-9_-]{43})/;
const RESET_LINK = /http:\/\/app\.test\/reset-password\/([A-Za-z0-9_-]+)/;
const EMAIL_CHANGE_LINK = /http:\/\/app\.test\/account\/email\/confirm#token=([A-Za-z0-9_.-]+)/;
const SQUATTER_PASSWORD = 'Sq4tter!pass';
const OWNER_PASSWORD = 'Own3r@pass';
const TECH = INDUSTRIES[7];
const unique = () => Math.random().toString(36).slice(2, 10);

/** What a squatter holds after registering someone else's address and setting the account up. */
interface Squat {
  id: number;
  email: string;
  session: string;
  /** The confirmation link mailed to the address (the owner's mailbox), and the mail's text. */
  confirmation: string;
  confirmationMail: string;
  /** An email-change link to an address the squatter reads, kept for later. */
  emailChange: string;
}

/**
 * Account pre-hijacking without Google (docs/security.md, "Proven email" and "Confirmation link"): someone registers
 * the victim's address with their own password and sets the account up in the victim's name. The victim's proof of
 * the mailbox (a password reset, or the confirmation link opened without the squatter's session) takes the account
 * over exactly as Google's proof does; opening the confirmation link never confirms the squatter's account.
 */
describe(`accounts: proving the mailbox takes an unconfirmed account over (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let clock: Clock;
  const seen = new Set<CaughtMail>();

  before(async () => {
    sut = await startTestApp();
    clock = sut.app.get(Clock);
  });
  after(async () => {
    clock?.set(null);
    await sut.close();
  });

  const login = (email: string, password: string) => sut.http.post('/api/v1/auth/login').send({ email, password });
  const row = (id: number) => sut.dataSource.getRepository(User).findOneByOrFail({ id });
  const confirm = (token: string, session?: string) => {
    const call = sut.http.post('/api/v1/auth/confirm-email').send({ token });
    return session ? call.auth(session, { type: 'bearer' }) : call;
  };
  const confirmWithPassword = (token: string, newPassword = OWNER_PASSWORD) =>
    sut.http.post('/api/v1/auth/confirm-email/new-password').send({ token, newPassword });

  async function newMail(to: string, pattern: RegExp): Promise<CaughtMail> {
    const mail = await sut.mail.waitFor(to, (caught) => !seen.has(caught) && pattern.test(caught.text));
    seen.add(mail);
    return mail;
  }

  /** The squatter registers `victim@` (a member, or a business with its pending listing) and sets the account up. */
  async function squat(kind: 'member' | 'business' = 'member'): Promise<Squat> {
    const email = `victim.${unique()}@mailbox.test`;
    if (kind === 'member') {
      await sut.http
        .post('/api/v1/auth/register')
        .send({
          name: 'Squatter',
          email,
          password: SQUATTER_PASSWORD,
          mentorship: 'Yes',
          PhoneNumber: '+1 555 010 2030',
          IndustryType: TECH,
          JobTitle: 'Analyst',
        })
        .expect(201);
    } else {
      await sut.http
        .post('/api/v1/auth/business-register')
        .send({
          name: 'Squatted Bakery',
          email,
          password: SQUATTER_PASSWORD,
          IndustryType: INDUSTRIES[6],
          Description: 'A listing filed in the name of an address the filer does not own.',
        })
        .expect(201);
    }
    const confirmationMail = (await newMail(email, CONFIRM_LINK)).text;
    const confirmation = CONFIRM_LINK.exec(confirmationMail)![1];
    const signedIn = (await login(email, SQUATTER_PASSWORD).expect(200)).body;
    const session = signedIn.AuthToken as string;
    const bearer = { type: 'bearer' as const };
    // Set up in the owner's name: a profile that could mislead, a photo, every mail off, closed to requests.
    await sut.http
      .patch('/api/v1/account')
      .auth(session, bearer)
      .send({ name: 'Imam Official Support', JobTitle: 'Community treasurer', Description: 'Send donations to me' })
      .expect(200);
    await sut.http
      .put('/api/v1/account/photo')
      .auth(session, bearer)
      .attach('photo', await picture(), { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const off = Object.fromEntries(Object.keys(DEFAULT_NOTIFICATION_SETTINGS).map((mailKind) => [mailKind, 'off']));
    await sut.http.put('/api/v1/account/notifications').auth(session, bearer).send(off).expect(200);
    if (kind === 'member')
      await sut.http.put('/api/v1/account/availability').auth(session, bearer).send({ accepting_requests: false, capacity: 3 }).expect(200);
    const movedTo = `squatter.${unique()}@evil.test`;
    await sut.http.post('/api/v1/account/email').auth(session, bearer).send({ newEmail: movedTo }).expect(200);
    const emailChange = EMAIL_CHANGE_LINK.exec((await newMail(movedTo, EMAIL_CHANGE_LINK)).text)![1];
    return { id: signedIn.user_details.id, email, session, confirmation, confirmationMail, emailChange };
  }

  /** Everything the squatter held or set up is gone; the owner signs in with their password to a fresh, confirmed account. */
  async function assertTakenOver(squatted: Squat): Promise<void> {
    await sut.http.get('/api/v1/auth/me').auth(squatted.session, { type: 'bearer' }).expect(401);
    const oldPassword = await login(squatted.email, SQUATTER_PASSWORD).expect(401);
    assert.equal(oldPassword.body.error_message, MESSAGES.login.wrongCredentials);
    const moved = await sut.http.post('/api/v1/account/email/confirm').send({ token: squatted.emailChange }).expect(400);
    assert.equal(moved.body.error_message, ACCOUNT_TEXTS.invalidLink, 'the kept email-change link is dead');
    assert.equal(moved.body.AuthToken, undefined);

    const account = await row(squatted.id);
    assert.equal(account.email, squatted.email, "the account stays at the owner's address");
    assert.equal(account.emailConfirmed, true);
    assert.deepEqual(
      [account.name, account.role, account.industry, account.jobTitle, account.description, account.phoneNumber, account.photoUrl, account.profileComplete],
      [squatted.email.split('@')[0], 'helper', null, null, null, null, null, false],
      "no profile choice of the squatter is left to pass for the owner's",
    );
    assert.deepEqual([account.notificationSettings, account.acceptingRequests, account.requestCapacity], [null, true, null]);
    assert.equal(await sut.dataSource.getRepository(BusinessGroup).countBy({ userId: squatted.id }), 0);

    const owner = await login(squatted.email, OWNER_PASSWORD).expect(200);
    assert.deepEqual([owner.body.user_details.id, owner.body.user_details.emailConfirmed, owner.body.user_details.profileComplete], [squatted.id, true, false]);
    const settings = await sut.http.get('/api/v1/account/notifications').auth(owner.body.AuthToken, { type: 'bearer' }).expect(200);
    assert.deepEqual(settings.body, DEFAULT_NOTIFICATION_SETTINGS, 'the mails the squatter switched off reach the owner again');
  }

  describe('a password reset of an unconfirmed account (the reset link proves the mailbox, as Google does)', () => {
    it("the victim resets the password: the squatter's sessions, links, settings and profile are gone, the address is confirmed, the victim signs in", async () => {
      const squatted = await squat();
      await sut.http.post('/api/v1/auth/forgot-password').send({ email: squatted.email }).expect(200);
      const mail = await newMail(squatted.email, RESET_LINK);
      assert.match(mail.text, /never confirmed/, 'the owner is told before the reset what it clears');
      const reset = await sut.http
        .post('/api/v1/auth/reset-password')
        .send({ token: RESET_LINK.exec(mail.text)![1], newPassword: OWNER_PASSWORD })
        .expect(200);
      assert.equal(reset.body.message, MESSAGES.resetPassword.success);
      await assertTakenOver(squatted);
      // The confirmation link in the mailbox is spent too: the address is already proven.
      await confirmWithPassword(squatted.confirmation).expect(400);
    });

    it('a squatted business registration loses its pending listing the same way', async () => {
      const squatted = await squat('business');
      assert.equal(await sut.dataSource.getRepository(BusinessGroup).countBy({ userId: squatted.id }), 1);
      await sut.http.post('/api/v1/auth/forgot-password').send({ email: squatted.email }).expect(200);
      await sut.http
        .post('/api/v1/auth/reset-password')
        .send({ token: RESET_LINK.exec((await newMail(squatted.email, RESET_LINK)).text)![1], newPassword: OWNER_PASSWORD })
        .expect(200);
      await assertTakenOver(squatted);
    });

    it('a reset of a confirmed account changes the password only: its profile stays', async () => {
      const member = await createAccount(sut, { role: 'helper', name: 'Confirmed Member', jobTitle: 'Engineer' });
      await sut.http.post('/api/v1/auth/forgot-password').send({ email: member.email }).expect(200);
      const mail = await newMail(member.email, RESET_LINK);
      assert.doesNotMatch(mail.text, /never confirmed/);
      await sut.http
        .post('/api/v1/auth/reset-password')
        .send({ token: RESET_LINK.exec(mail.text)![1], newPassword: OWNER_PASSWORD })
        .expect(200);
      const account = await row(member.user.id);
      assert.deepEqual(
        [account.name, account.jobTitle, account.role, account.profileComplete, account.emailConfirmed],
        ['Confirmed Member', 'Engineer', 'helper', true, true],
      );
      await login(member.email, OWNER_PASSWORD).expect(200);
      await login(member.email, TEST_PASSWORD).expect(401);
    });
  });

  describe("the confirmation link never confirms the squatter's account for them", () => {
    it("the victim opens the link without a session: 401, and the account stays unconfirmed with the squatter's password unproven", async () => {
      const squatted = await squat();
      // The mail tells the owner of the address what to do if they did not create the account.
      assert.match(
        squatted.confirmationMail,
        /If you did not create this account, someone else used your address: do not sign in to it\. Open the link and choose "Set my password" instead\./,
      );
      const opened = await confirm(squatted.confirmation).expect(401);
      assert.equal(opened.body.error_message, MESSAGES.http.unauthorized);
      assert.equal((await row(squatted.id)).emailConfirmed, false);
      // Signed in to another account (the victim's own, say), the link is refused too and changes nothing.
      const other = await createAccount(sut, { role: 'seeker' });
      const elsewhere = await confirm(squatted.confirmation, other.token).expect(403);
      assert.equal(elsewhere.body.error_message, MESSAGES.emailConfirmation.otherAccount);
      assert.equal((await row(squatted.id)).emailConfirmed, false);
      await sut.http.get('/api/v1/auth/me').auth(squatted.session, { type: 'bearer' }).expect(200);
    });

    it('the victim sets a password with the link instead: the account is taken over, confirmed, and the squatter is out', async () => {
      const squatted = await squat();
      const taken = await confirmWithPassword(squatted.confirmation).expect(200);
      assert.equal(taken.body.message, MESSAGES.emailConfirmation.confirmedWithNewPassword);
      assert.equal(taken.body.AuthToken, undefined, 'no session from a link alone: the owner signs in');
      await assertTakenOver(squatted);
      const again = await confirmWithPassword(squatted.confirmation, 'An0ther@pass').expect(400);
      assert.equal(again.body.error_message, MESSAGES.emailConfirmation.invalidLink);
      await login(squatted.email, OWNER_PASSWORD).expect(200);
    });

    it('the link opened twice at once (two tabs) sets one password: one 200, one 400', async () => {
      const squatted = await squat();
      const answers = await Promise.all([
        confirmWithPassword(squatted.confirmation, 'First@pass1'),
        confirmWithPassword(squatted.confirmation, 'Second@pass2'),
      ]);
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 400]);
      const winner = answers[0].status === 200 ? 'First@pass1' : 'Second@pass2';
      const loser = winner === 'First@pass1' ? 'Second@pass2' : 'First@pass1';
      await login(squatted.email, winner).expect(200);
      await login(squatted.email, loser).expect(401);
    });

    it('the person who registered confirms from their own session and keeps their profile', async () => {
      const squatted = await squat();
      const confirmed = await confirm(squatted.confirmation, squatted.session).expect(200);
      assert.equal(confirmed.body.message, MESSAGES.emailConfirmation.confirmed);
      const account = await row(squatted.id);
      assert.deepEqual(
        [account.emailConfirmed, account.name, account.jobTitle, account.profileComplete],
        [true, 'Imam Official Support', 'Community treasurer', true],
      );
      await sut.http.get('/api/v1/auth/me').auth(squatted.session, { type: 'bearer' }).expect(200);
      // Spent: the new-password door cannot take a confirmed account over with it.
      await confirmWithPassword(squatted.confirmation).expect(400);
      await login(squatted.email, SQUATTER_PASSWORD).expect(200);
    });

    it(`after 24 hours both doors answer 410 "${MESSAGES.emailConfirmation.expiredLink}"; a weak password gets the reset rule's text; a suspended account's link is dead`, async () => {
      clock.set(new Date());
      try {
        const squatted = await squat();
        const weak = await confirmWithPassword(squatted.confirmation, 'weakpass').expect(400);
        assert.equal(weak.body.error_message, MESSAGES.resetPassword.passwordRule);
        clock.advance(CONFIRMATION_LINK_LIFETIME_MS + 1000);
        const late = await confirmWithPassword(squatted.confirmation).expect(410);
        assert.equal(late.body.error_message, MESSAGES.emailConfirmation.expiredLink);
        assert.equal((await confirm(squatted.confirmation, squatted.session).expect(410)).body.error_message, MESSAGES.emailConfirmation.expiredLink);
        await login(squatted.email, SQUATTER_PASSWORD).expect(200);
      } finally {
        clock.set(null);
      }
      const suspended = await squat();
      await sut.dataSource.getRepository(User).update({ id: suspended.id }, { suspendedAt: new Date() });
      const dead = await confirmWithPassword(suspended.confirmation).expect(400);
      assert.equal(dead.body.error_message, MESSAGES.emailConfirmation.invalidLink);
    });
  });
});
