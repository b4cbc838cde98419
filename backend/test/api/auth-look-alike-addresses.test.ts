import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { FakeGoogle } from '../support/google-fake';
import { User } from '../../src/modules/users/entities/user.entity';
import { emailSkeleton } from '../../src/modules/users/email-skeleton';

/**
 * The attack (issue #23): the real member is `amina@…`; the squatter registers the same address with an invisible
 * character in it (soft hyphen U+00AD, zero-width space, joiner or non-joiner, word joiner, BOM, a bidi mark) or a
 * trailing dot after the domain, which used to make a second account that looks identical everywhere. Every door now
 * stores and looks up one spelling (vocabulary's normalizeEmailAddress), so each of these meets the real account.
 */
const INVISIBLE = [
  ['soft hyphen', '\u00AD'],
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner', '\u200D'],
  ['left-to-right mark', '\u200E'],
  ['word joiner', '\u2060'],
  ['byte order mark', '\uFEFF'],
  ['Mongolian vowel separator', '\u180E'],
] as const;

describe(`look-alike addresses: invisible characters and a trailing dot (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let google: FakeGoogle;
  let owner: Account;
  let counter = 0;

  before(async () => {
    google = await new FakeGoogle().start();
    sut = await startTestApp({ env: google.env() });
    owner = await createAccount(sut, { role: 'helper', email: `amina.real.${process.pid}@example.com` });
  });
  after(async () => {
    await sut.close();
    await google.stop();
  });

  /** `amina.real…@example.com` with `mark` after its first letter, or a trailing dot when mark is '.'. */
  const lookAlike = (mark: string) => (mark === '.' ? `${owner.email}.` : `${owner.email.slice(0, 1)}${mark}${owner.email.slice(1)}`);
  const countRows = async () => Number((await sut.dataSource.query('SELECT COUNT(*) AS count FROM users'))[0].count);
  const member = (email: string) => ({
    name: 'Squatter',
    email,
    password: 'Str0ng!pass',
    mentorship: 'Yes',
    PhoneNumber: '+1 555 010 2030',
    IndustryType: INDUSTRIES[7],
    JobTitle: 'Analyst',
  });

  for (const [what, mark] of [...INVISIBLE, ['trailing dot', '.']] as const) {
    it(`registration with a ${what} in the real address is the "taken" branch: same 201, no second account, the owner is told`, async () => {
      counter += 1;
      const rows = await countRows();
      const answer = await sut.http
        .post('/api/v1/auth/register')
        .send(member(lookAlike(mark)))
        .expect(201);
      assert.deepEqual(answer.body, { message: MESSAGES.signup.success });
      assert.equal(await countRows(), rows, 'no second account');
      const tries = () => sut.mail.mailsTo(owner.email).filter((mail) => mail.subject === 'Someone tried to register with your email address');
      await sut.mail.waitFor(owner.email, () => tries().length >= counter);
      const business = await sut.http
        .post('/api/v1/auth/business-register')
        .send({
          name: 'Squat Ltd',
          email: lookAlike(mark),
          password: 'Str0ng!pass',
          IndustryType: INDUSTRIES[7],
          Description: 'A business description that is long enough to pass the rule.',
        })
        .expect(201);
      assert.deepEqual(business.body, { message: MESSAGES.businessSignup.success });
      assert.equal(await countRows(), rows, 'no business account either');
      counter += 1;
    });
  }

  it('every look-alike signs in to the real account (one lookup spelling), and a wrong password still fails', async () => {
    for (const [, mark] of [...INVISIBLE, ['trailing dot', '.']]) {
      const signedIn = await sut.http
        .post('/api/v1/auth/login')
        .send({ email: lookAlike(mark), password: TEST_PASSWORD })
        .expect(200);
      assert.equal(signedIn.body.user_details.id, owner.user.id);
      assert.equal(signedIn.body.user_details.email, owner.email);
    }
    await sut.http
      .post('/api/v1/auth/login')
      .send({ email: lookAlike('\u00AD'), password: 'Wrong#Pass1' })
      .expect(401);
  });

  it('forgot-password for a look-alike mails the real owner at the real address', async () => {
    await sut.http
      .post('/api/v1/auth/forgot-password')
      .send({ email: lookAlike('\u200B') })
      .expect(200);
    const mail = await sut.mail.waitFor(owner.email, (m) => m.subject === 'Reset your password');
    assert.match(mail.text, /reset-password\//);
    await sut.mailSettled();
    assert.deepEqual(sut.mail.mailsTo(lookAlike('\u200B')), [], 'nothing goes to the look-alike spelling');
  });

  it('an email change to a look-alike of another account is the taken branch (its owner is told, no link); to one of the member\'s own address, "the same address"', async () => {
    const mover = await createAccount(sut, { role: 'seeker' });
    const tries = () => sut.mail.mailsTo(owner.email).filter((mail) => mail.subject === 'Someone tried to move an account to your email address').length;
    const before = tries();
    for (const spelling of [lookAlike('\u00AD'), lookAlike('.')]) {
      const answer = await sut.http.post('/api/v1/account/email').auth(mover.token, { type: 'bearer' }).send({ newEmail: spelling }).expect(200);
      assert.deepEqual(answer.body, { message: ACCOUNT_TEXTS.emailChangeSent });
    }
    await sut.mail.waitFor(owner.email, () => tries() >= before + 2);
    await sut.mailSettled();
    assert.equal(
      sut.mail.mailsTo(owner.email).filter((mail) => mail.subject === 'Confirm your new email address').length,
      0,
      'no link that could move an account there',
    );
    const own = `${mover.email.slice(0, 2)}\u2060${mover.email.slice(2)}.`;
    const same = await sut.http.post('/api/v1/account/email').auth(mover.token, { type: 'bearer' }).send({ newEmail: own }).expect(400);
    assert.equal(same.body.error_message, ACCOUNT_TEXTS.sameEmail);
  });

  it('Google with a look-alike address links to the real (confirmed) account instead of making another', async () => {
    const rows = await countRows();
    const signedIn = await sut.http
      .post('/api/v1/auth/google-auth')
      .send({ token: google.signIdToken({ sub: `g-look-${process.pid}`, email: lookAlike('\uFEFF') }) })
      .expect(200);
    assert.equal(signedIn.body.user_details.id, owner.user.id);
    assert.equal(await countRows(), rows);
  });

  it("an address that is only invisible characters away from nothing is refused with the form's text", async () => {
    const refused = await sut.http.post('/api/v1/auth/register').send(member('\u200B@example.com')).expect(400);
    assert.equal(refused.body.error_message, MESSAGES.signup.invalidEmail);
  });

  it('a new address with an invisible character is stored without it, with the matching skeleton', async () => {
    const fresh = `new.member.${process.pid}@example.org`;
    await sut.http
      .post('/api/v1/auth/register')
      .send(member(`ne\u00ADw.member.${process.pid}@example.org.`))
      .expect(201);
    const row = await sut.dataSource.getRepository(User).findOneByOrFail({ email: fresh });
    assert.equal(row.emailSkeleton, emailSkeleton(fresh));
  });
});
