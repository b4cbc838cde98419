import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { User } from '../../src/modules/users/entities/user.entity';
import { CONFIRMATION_RESENDS_PER_ADDRESS, CONFIRMATION_RESEND_WINDOW_MS } from '../../src/modules/auth/confirmation-resend-limit';

const LINK = /http:\/\/app\.test\/confirm-email\/([A-Za-z0-9_-]{43})/;
const CONFIRM_SUBJECT = 'Confirm your email address';
const PASSWORD = 'Str0ng!pass';
/** Per client address, per route (RATE_LIMIT_AUTH): small here, so the per-client test reaches it. */
const PER_CLIENT = 6;
const unique = () => Math.random().toString(36).slice(2, 10);

let clientCounter = 0;
/** A client address of its own for each call that is not about the per-client limit (the app trusts one proxy hop). */
const freshClient = () => {
  clientCounter += 1;
  return `198.18.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
};

/**
 * The signed-out "Send it again" of the sign-up success (issue #24, docs/security.md "Send it again"): a new link only
 * for an unconfirmed account, the same answer for any address, and limited per address (for every address alike) and
 * per client. Each case is the attack it answers: enumeration through the answer, mail-bombing an inbox.
 */
describe(`auth: signed-out resend of the confirmation link (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let clock: Clock;

  before(async () => {
    sut = await startTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_AUTH: String(PER_CLIENT) } });
    clock = sut.app.get(Clock);
  });
  after(async () => {
    clock?.set(null);
    await sut.close();
  });

  const resend = (email: string, client = freshClient()) => sut.http.post('/api/v1/auth/confirmation/resend').set('X-Forwarded-For', client).send({ email });
  const confirmMails = (email: string) => sut.mail.mailsTo(email).filter((mail) => mail.subject === CONFIRM_SUBJECT);
  const tokenOf = (mail: { text: string }) => LINK.exec(mail.text)![1];

  /** Registers through the API (its own client address) and answers the first link and a session of the new account. */
  async function register(email = `waiting.${unique()}@example.com`): Promise<{ email: string; first: string; session: string; id: number }> {
    await sut.http
      .post('/api/v1/auth/register')
      .set('X-Forwarded-For', freshClient())
      .send({
        name: 'Waiting Member',
        email,
        password: PASSWORD,
        mentorship: 'No',
        PhoneNumber: '+1 555 010 2030',
        IndustryType: INDUSTRIES[7],
        JobTitle: 'Analyst',
      })
      .expect(201);
    const first = tokenOf(await sut.mail.waitFor(email, (mail) => mail.subject === CONFIRM_SUBJECT));
    const signedIn = await sut.http.post('/api/v1/auth/login').send({ email, password: PASSWORD }).expect(200);
    return { email, first, session: signedIn.body.AuthToken, id: signedIn.body.user_details.id };
  }
  const confirm = (token: string, session: string) => sut.http.post('/api/v1/auth/confirm-email').auth(session, { type: 'bearer' }).send({ token });

  it('an unconfirmed account gets a new link and the older one stops working; confirmed, suspended and unknown addresses get the same answer and no mail', async () => {
    const waiting = await register();
    const confirmed = await createAccount(sut, { role: 'helper' });
    const suspended = await createAccount(sut, { role: 'seeker' });
    await sut.dataSource.getRepository(User).update({ id: suspended.user.id }, { suspendedAt: new Date(), emailConfirmed: false });
    const unknown = `nobody.${unique()}@example.com`;

    const answers = [];
    for (const email of [waiting.email.toUpperCase(), confirmed.email, suspended.email, unknown]) answers.push(await resend(email).expect(200));
    for (const answer of answers) assert.deepEqual(answer.body, { message: MESSAGES.emailConfirmation.resentIfWaiting });

    const second = await sut.mail.waitFor(waiting.email, (mail) => mail.subject === CONFIRM_SUBJECT && !mail.text.includes(waiting.first));
    await sut.mailSettled();
    assert.equal(confirmMails(waiting.email).length, 2, "the registration's link and the new one");
    for (const email of [confirmed.email, suspended.email, unknown]) assert.deepEqual(sut.mail.mailsTo(email), [], `nothing to ${email}`);

    const old = await confirm(waiting.first, waiting.session).expect(400);
    assert.equal(old.body.error_message, MESSAGES.emailConfirmation.invalidLink);
    await confirm(tokenOf(second), waiting.session).expect(200);
    assert.equal((await sut.dataSource.getRepository(User).findOneByOrFail({ id: waiting.id })).emailConfirmed, true);
  });

  it(`a burst of 20 resends to one address from 20 clients at once: exactly ${CONFIRMATION_RESENDS_PER_ADDRESS} answered 200 and mailed, the rest 429 with Retry-After; only the newest link works`, async () => {
    const waiting = await register();
    const answers = await Promise.all(Array.from({ length: 20 }, () => resend(waiting.email)));
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [...Array(CONFIRMATION_RESENDS_PER_ADDRESS).fill(200), ...Array(20 - CONFIRMATION_RESENDS_PER_ADDRESS).fill(429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      assert.equal(refused.body.error_message, MESSAGES.http.tooManyRequests);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= CONFIRMATION_RESEND_WINDOW_MS / 1000, `Retry-After ${refused.headers['retry-after']}`);
    }
    await sut.mailSettled();
    const mails = confirmMails(waiting.email);
    assert.equal(mails.length, 1 + CONFIRMATION_RESENDS_PER_ADDRESS, "the registration's link and exactly the limit's count of new ones");

    // Each new link withdrew the one before: of every link mailed, exactly one still confirms.
    const tokens = mails.map(tokenOf);
    const outcomes = [];
    for (const token of tokens) outcomes.push((await confirm(token, waiting.session)).status);
    assert.deepEqual(outcomes.filter((status) => status === 200).length, 1, `outcomes ${outcomes}`);
    assert.ok(outcomes.every((status) => status === 200 || status === 400));
  });

  it("the per-address limit counts an unknown address the same way, so its 429 tells nothing; the window ends on the app's clock", async () => {
    clock.set(new Date());
    try {
      const unknown = `stranger.${unique()}@example.com`;
      const waiting = await register();
      for (let call = 1; call <= CONFIRMATION_RESENDS_PER_ADDRESS; call += 1) {
        await resend(unknown).expect(200);
        await resend(waiting.email).expect(200);
      }
      const refusedUnknown = await resend(unknown).expect(429);
      const refusedWaiting = await resend(waiting.email).expect(429);
      assert.deepEqual(refusedUnknown.body, refusedWaiting.body);
      assert.equal(refusedUnknown.headers['retry-after'], refusedWaiting.headers['retry-after']);

      clock.advance(CONFIRMATION_RESEND_WINDOW_MS + 1000);
      await resend(unknown).expect(200);
      const before = confirmMails(waiting.email).length;
      await resend(waiting.email).expect(200);
      await sut.mail.waitFor(waiting.email, () => confirmMails(waiting.email).length > before);
    } finally {
      clock.set(null);
    }
  });

  it(`one client asking for many addresses is held by the auth routes' per-client limit: the ${PER_CLIENT + 1}th call in the window is 429`, async () => {
    const client = '203.0.113.77';
    for (let call = 1; call <= PER_CLIENT; call += 1) await resend(`probe.${call}.${unique()}@example.com`, client).expect(200);
    const refused = await resend(`probe.last.${unique()}@example.com`, client).expect(429);
    assert.equal(refused.body.error_message, MESSAGES.http.tooManyRequests);
    await resend(`probe.other.${unique()}@example.com`).expect(200);
  });

  it(`an address that is not one: 400 "${MESSAGES.signup.invalidEmail}", nothing counted or mailed`, async () => {
    const refused = await resend('not-an-address').expect(400);
    assert.equal(refused.body.error_message, MESSAGES.signup.invalidEmail);
  });
});
