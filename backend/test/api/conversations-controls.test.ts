import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS, HEALTH_INDUSTRY, LEGAL_INDUSTRY, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation, sendRequest } from './conversation-fixtures';

const DAY = 24 * 60 * 60 * 1000;
// The product's defaults, not the test app's lenient ones: capacity 5, five conversations a day for new accounts.
const REAL_LIMITS = { REQUEST_CAPACITY_DEFAULT: '', NEW_ACCOUNT_DAILY_REQUESTS: '' };

describe(`conversations: availability, capacity, blocks and the new-account cap (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let clock: Clock;
  /** Accounts old enough not to be new: the cap is tested on its own. */
  let veteran: Account;

  const olderThanNew = async (account: Account) => {
    await sut.dataSource.query('UPDATE users SET created_at = ? WHERE id = ?', [
      new Date(Date.now() - 30 * DAY).toISOString().slice(0, 19).replace('T', ' '),
      account.user.id,
    ]);
  };

  before(async () => {
    sut = await startTestApp({ env: REAL_LIMITS });
    clock = sut.app.get(Clock);
    ctx = await createReceivers(sut);
    veteran = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Veteran Sender' });
    await olderThanNew(veteran);
  });
  after(async () => {
    clock.set(null);
    await sut.close();
  });

  it('reads and sets availability; capacity is 5 until chosen, 1 to 50', async () => {
    const helper = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data' });
    const initial = await as(sut, helper).get('/account/availability').expect(200);
    assert.deepEqual(initial.body, { accepting_requests: true, capacity: 5, open_requests: 0 });
    const saved = await as(sut, helper).put('/account/availability', { accepting_requests: false, capacity: 12 }).expect(200);
    assert.deepEqual(saved.body, { accepting_requests: false, capacity: 12, open_requests: 0 });
    for (const [body, message] of [
      [{ accepting_requests: true, capacity: 0 }, CONVERSATION_TEXTS.capacityRange],
      [{ accepting_requests: true, capacity: 51 }, CONVERSATION_TEXTS.capacityRange],
      [{ accepting_requests: true, capacity: 2.5 }, CONVERSATION_TEXTS.capacityRange],
      [{ accepting_requests: 'yes', capacity: 5 }, CONVERSATION_TEXTS.acceptingRequired],
    ] as const) {
      const response = await as(sut, helper).put('/account/availability', body).expect(400);
      assert.equal(response.body.error_message, message);
    }
    await as(sut, helper).put('/account/availability', { accepting_requests: true, capacity: 50 }).expect(200);
  });

  it('refuses a request to a member who is not accepting with 409, and the directory says so first', async () => {
    const lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Away Lawyer' });
    await as(sut, lawyer).put('/account/availability', { accepting_requests: false, capacity: 5 }).expect(200);
    const directory = await as(sut, veteran)
      .get(`/info/get-users?industry_type=${encodeURIComponent(LEGAL_INDUSTRY)}`)
      .expect(200);
    const listed = directory.body.users.find((user: { id: number }) => user.id === lawyer.user.id);
    assert.equal(listed.accepting_requests, false);
    assert.equal(directory.body.users.find((user: { id: number }) => user.id === ctx.lawyer.user.id).accepting_requests, true);
    const refused = await sendRequest(sut, veteran, 'legal-assistance', ctx, { receiver_id: lawyer.user.id }).expect(409);
    assert.equal(refused.body.error_message, CONVERSATION_TEXTS.notAccepting);
    await as(sut, lawyer).put('/account/availability', { accepting_requests: true, capacity: 5 }).expect(200);
    await sendRequest(sut, veteran, 'legal-assistance', ctx, { receiver_id: lawyer.user.id }).expect(201);
  });

  it("refuses a request past the receiver's capacity of open requests; a closed one frees a place", async () => {
    const doctor = await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY, name: 'Busy Doctor' });
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) ids.push(await openConversation(sut, veteran, 'virtual-clinic', ctx, { receiver_id: doctor.user.id }));
    const full = await sendRequest(sut, veteran, 'virtual-clinic', ctx, { receiver_id: doctor.user.id }).expect(409);
    assert.equal(full.body.error_message, CONVERSATION_TEXTS.atCapacity);
    const directory = await as(sut, veteran)
      .get(`/info/get-users?industry_type=${encodeURIComponent(HEALTH_INDUSTRY)}`)
      .expect(200);
    assert.equal(
      directory.body.users.find((user: { id: number }) => user.id === doctor.user.id).accepting_requests,
      false,
      'at capacity shows as not accepting',
    );
    const availability = await as(sut, doctor).get('/account/availability').expect(200);
    assert.equal(availability.body.open_requests, 5);
    await as(sut, doctor).post(`/conversations/${ids[0]}/status`, { status: 'declined' }).expect(200);
    await sendRequest(sut, veteran, 'virtual-clinic', ctx, { receiver_id: doctor.user.id }).expect(201);
    await as(sut, doctor).put('/account/availability', { accepting_requests: true, capacity: 7 }).expect(200);
    await sendRequest(sut, veteran, 'virtual-clinic', ctx, { receiver_id: doctor.user.id }).expect(201);
  });

  it('a block closes the open conversations, refuses new ones and replies either way, until unblocked', async () => {
    const mentor = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data', name: 'Blocking Mentor' });
    const pest = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Pest' });
    await olderThanNew(pest);
    const open = await openConversation(sut, pest, 'professional-network', ctx, { receiver_id: mentor.user.id });
    const blocked = await as(sut, mentor).post('/blocks', { user_id: pest.user.id }).expect(201);
    assert.equal(blocked.body.message, CONVERSATION_TEXTS.blockedDone);
    await as(sut, mentor).post('/blocks', { user_id: pest.user.id }).expect(201);
    const list = await as(sut, mentor).get('/blocks').expect(200);
    assert.deepEqual(
      list.body.data.map((row: { user_id: number; name: string }) => [row.user_id, row.name]),
      [[pest.user.id, 'Pest']],
    );

    const thread = await as(sut, mentor).get(`/conversations/${open}`).expect(200);
    assert.equal(thread.body.status, 'closed');
    assert.equal(thread.body.blocked, true);
    assert.equal(thread.body.can_reply, false);
    const fresh = await sendRequest(sut, pest, 'professional-network', ctx, { receiver_id: mentor.user.id }).expect(409);
    assert.equal(fresh.body.error_message, CONVERSATION_TEXTS.blocked);
    const back = await sendRequest(sut, mentor, 'professional-network', ctx, { receiver_id: pest.user.id }).expect(409);
    assert.equal(back.body.error_message, CONVERSATION_TEXTS.blocked, 'the blocker cannot write to them either');

    const selfBlock = await as(sut, mentor).post('/blocks', { user_id: mentor.user.id }).expect(400);
    assert.equal(selfBlock.body.error_message, CONVERSATION_TEXTS.notYourself);
    const nobody = await as(sut, mentor).post('/blocks', { user_id: 2147483000 }).expect(404);
    assert.equal(nobody.body.error_message, CONVERSATION_TEXTS.memberNotFound);

    const unblocked = await as(sut, mentor).delete(`/blocks/${pest.user.id}`).expect(200);
    assert.equal(unblocked.body.message, CONVERSATION_TEXTS.unblockedDone);
    await sendRequest(sut, pest, 'professional-network', ctx, { receiver_id: mentor.user.id }).expect(201);
  });

  it('lets a new account open at most 5 conversations a day, and lifts the cap when the account is older', async () => {
    const newcomer = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Newcomer' });
    for (const receiver of [ctx.member, ctx.lawyer, ctx.doctor])
      await as(sut, receiver).put('/account/availability', { accepting_requests: true, capacity: 50 }).expect(200);
    for (let n = 0; n < 5; n += 1) {
      const kind = (['professional-network', 'legal-assistance', 'virtual-clinic'] as const)[n % 3];
      await sendRequest(sut, newcomer, kind, ctx, kind === 'professional-network' ? { description: `cap ${n}` } : {}).expect(201);
    }
    const capped = await sendRequest(sut, newcomer, 'professional-network', ctx).expect(429);
    assert.equal(capped.body.error_message, CONVERSATION_TEXTS.newAccountCap(5));
    // As on every 429: when a place frees, the first of the five turning a day old (they were sent just now).
    const retryAfter = Number(capped.headers['retry-after']);
    assert.ok(retryAfter > DAY / 1000 - 120 && retryAfter <= DAY / 1000, `Retry-After ${capped.headers['retry-after']}`);

    clock.set(new Date(Date.now() + DAY + 60_000));
    await sendRequest(sut, newcomer, 'professional-network', ctx).expect(201);
    clock.set(new Date(Date.now() + 8 * DAY));
    for (let n = 0; n < 7; n += 1) {
      const older = await sendRequest(sut, newcomer, 'legal-assistance', ctx);
      assert.equal(older.status, 201, `after NEW_ACCOUNT_DAYS the cap is gone (request ${n + 1}): ${JSON.stringify(older.body)}`);
      assert.equal(older.body.message, MESSAGES.legal.success);
    }
    clock.set(null);
  });
});
