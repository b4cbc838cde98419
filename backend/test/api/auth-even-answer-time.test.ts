import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, INDUSTRIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';

const FLOOR_MS = 300;

/**
 * The attack: time registration, forgot-password, the signed-out resend of the confirmation link and an email change
 * for an address with an account and one without, and tell them apart by the answer's time (docs/security.md, "Enumeration-safe forms"). Every answer, new or taken, known or
 * unknown, comes no sooner than ACCOUNT_FORMS_ANSWER_MS, which is above what either branch costs here; how close
 * the two medians come is measured by test/benchmarks/enumeration-timing.ts, not asserted.
 */
describe('registration, forgot-password, the signed-out resend, email change and the data export link request answer no sooner than the floor, account or not', () => {
  let sut: TestApp;
  let owner: Account;

  before(async () => {
    sut = await startTestApp({ env: { ACCOUNT_FORMS_ANSWER_MS: String(FLOOR_MS) } });
    owner = await createAccount(sut, { role: 'helper' });
  });
  after(() => sut.close());

  const member = (email: string) => ({
    name: 'Timed Member',
    email,
    password: 'Str0ng!pass',
    mentorship: 'No',
    PhoneNumber: '+1 555 010 2030',
    IndustryType: INDUSTRIES[7],
    JobTitle: 'Analyst',
  });

  async function timed(send: () => Promise<{ status: number; body: unknown }>): Promise<{ ms: number; status: number; body: unknown }> {
    const started = performance.now();
    const { status, body } = await send();
    return { ms: performance.now() - started, status, body };
  }

  it('a new and a taken address get the same answer, each after the floor', async () => {
    const fresh = await timed(() => sut.http.post('/api/v1/auth/register').send(member(`timed.new.${Date.now()}@example.com`)));
    const taken = await timed(() => sut.http.post('/api/v1/auth/register').send(member(owner.email)));
    assert.equal(fresh.status, 201);
    assert.equal(taken.status, 201);
    assert.deepEqual(taken.body, fresh.body);
    assert.deepEqual(fresh.body, { message: MESSAGES.signup.success });
    // Lower bounds only (timers never fire early by more than their 1 ms rounding): the floor was applied to both.
    assert.ok(fresh.ms >= FLOOR_MS - 1, `new address answered after ${fresh.ms.toFixed(1)} ms`);
    assert.ok(taken.ms >= FLOOR_MS - 1, `taken address answered after ${taken.ms.toFixed(1)} ms`);
  });

  it('a known and an unknown address get the same forgot-password answer, each after the floor', async () => {
    const known = await timed(() => sut.http.post('/api/v1/auth/forgot-password').send({ email: owner.email }));
    const unknown = await timed(() => sut.http.post('/api/v1/auth/forgot-password').send({ email: `nobody.${Date.now()}@example.com` }));
    assert.equal(known.status, 200);
    assert.deepEqual(unknown.body, known.body);
    assert.deepEqual(known.body, { message: MESSAGES.forgotPassword.sent });
    assert.ok(known.ms >= FLOOR_MS - 1, `known address answered after ${known.ms.toFixed(1)} ms`);
    assert.ok(unknown.ms >= FLOOR_MS - 1, `unknown address answered after ${unknown.ms.toFixed(1)} ms`);
  });

  it('"Send it again" answers the same, after the floor, for an address waiting for confirmation, a confirmed one and an unknown one; only the first gets a link', async () => {
    const waiting = `timed.waiting.${Date.now()}@example.com`;
    await sut.http.post('/api/v1/auth/register').send(member(waiting)).expect(201);
    await sut.mail.waitFor(waiting, (mail) => mail.subject === 'Confirm your email address');
    const unknown = `timed.nobody.${Date.now()}@example.com`;
    const resend = (email: string) => timed(() => sut.http.post('/api/v1/auth/confirmation/resend').send({ email }));
    const answers = { waiting: await resend(waiting), confirmed: await resend(owner.email), unknown: await resend(unknown) };
    for (const [which, answer] of Object.entries(answers)) {
      assert.equal(answer.status, 200, which);
      assert.deepEqual(answer.body, { message: MESSAGES.emailConfirmation.resentIfWaiting }, which);
      assert.ok(answer.ms >= FLOOR_MS - 1, `${which} address answered after ${answer.ms.toFixed(1)} ms`);
    }
    await sut.mailSettled();
    assert.equal(sut.mail.mailsTo(waiting).filter((mail) => mail.subject === 'Confirm your email address').length, 2);
    assert.equal(sut.mail.mailsTo(unknown).length, 0);
    assert.equal(sut.mail.mailsTo(owner.email).filter((mail) => mail.subject === 'Confirm your email address').length, 0);
  });

  it('an email change to a registered address answers like one to a free address, after the floor; the owner is mailed, no link that could work is sent', async () => {
    const mover = await createAccount(sut, { role: 'seeker' });
    const change = (newEmail: string) => timed(() => sut.http.post('/api/v1/account/email').auth(mover.token, { type: 'bearer' }).send({ newEmail }));
    const freeAddress = `timed.free.${Date.now()}@example.com`;
    const free = await change(freeAddress);
    const taken = await change(owner.email.toUpperCase());
    assert.equal(free.status, 200);
    assert.equal(taken.status, 200, 'not 409: the answer does not tell that the address has an account');
    assert.deepEqual(taken.body, free.body);
    assert.deepEqual(free.body, { message: ACCOUNT_TEXTS.emailChangeSent });
    assert.ok(free.ms >= FLOOR_MS - 1, `free address answered after ${free.ms.toFixed(1)} ms`);
    assert.ok(taken.ms >= FLOOR_MS - 1, `taken address answered after ${taken.ms.toFixed(1)} ms`);

    // The free address gets its link; the owner of the taken one is told, with no link, and the old address hears of both.
    await sut.mail.waitFor(freeAddress, (mail) => mail.subject === 'Confirm your new email address');
    const told = await sut.mail.waitFor(owner.email, (mail) => mail.subject === 'Someone tried to move an account to your email address');
    assert.doesNotMatch(told.text, /token=|https?:\/\//, 'nothing in it could move an account');
    await sut.mailSettled();
    assert.equal(sut.mail.mailsTo(owner.email).filter((mail) => mail.subject === 'Confirm your new email address').length, 0);
    assert.equal(sut.mail.mailsTo(mover.email).filter((mail) => mail.subject === 'A change of your email address was requested').length, 2);
    await sut.http.post('/api/v1/auth/login').send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
  });

  it('a known and an unknown address get the same data export link answer, each after the floor; only the known one is mailed', async () => {
    const request = (email: string) => () => sut.http.post('/api/v1/account/export/request').send({ email });
    const nobody = `nobody.export.${Date.now()}@example.com`;
    const known = await timed(request(owner.email));
    const unknown = await timed(request(nobody));
    assert.equal(known.status, 200);
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body, known.body);
    assert.deepEqual(known.body, { message: ACCOUNT_TEXTS.exportLinkSent });
    assert.ok(known.ms >= FLOOR_MS - 1, `known address answered after ${known.ms.toFixed(1)} ms`);
    assert.ok(unknown.ms >= FLOOR_MS - 1, `unknown address answered after ${unknown.ms.toFixed(1)} ms`);
    const link = await sut.mail.waitFor(owner.email, (mail) => /account\/export\/download#token=/.test(mail.text));
    assert.ok(link);
    await sut.mailSettled();
    assert.deepEqual(sut.mail.mailsTo(nobody), []);
  });
});
