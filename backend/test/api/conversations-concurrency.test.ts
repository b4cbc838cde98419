import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS, HEALTH_INDUSTRY, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation, sendRequest } from './conversation-fixtures';
import { lockConflictRetries } from '../../src/common/database/deadlock-retry';

const DAY = 24 * 60 * 60 * 1000;
// The product's defaults (capacity 5, five conversations a day for a new account), not the test app's lenient ones.
const REAL_LIMITS = { REQUEST_CAPACITY_DEFAULT: '', NEW_ACCOUNT_DAILY_REQUESTS: '' };
const PN = PROFESSIONAL_NETWORK_INDUSTRIES[0];

type Answer = { status: number; body: { error_message?: string; conversation_id?: number } };
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const countOf = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

/**
 * The limits of docs/conversations.md hold exactly when the requests arrive together: each is enforced in the
 * transaction that stores the request, under a lock on the members' rows (SQLite: one writer at a time). Replies
 * from both sides of one thread at once never answer 5xx (the conversation row is locked first; a transaction that
 * still loses a deadlock is retried).
 */
describe(`conversations under concurrency: capacity, new-account cap, blocks, replies (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let seq = 0;

  /** An account old enough not to be new, so only the limit under test applies. */
  const veteran = async (industry = 'Arts, Communication, Media & Design') => {
    seq += 1;
    const account = await createAccount(sut, { role: 'helper', industry, name: `Veteran ${seq}` });
    await sut.dataSource.query('UPDATE users SET created_at = ? WHERE id = ?', [
      new Date(Date.now() - 30 * DAY).toISOString().slice(0, 19).replace('T', ' '),
      account.user.id,
    ]);
    return account;
  };
  const conversationsBetween = async (a: Account, b: Account) =>
    sut.dataSource.query('SELECT id, status FROM conversations WHERE (sender_id = ? AND receiver_id = ?) OR (sender_id = ? AND receiver_id = ?) ORDER BY id', [
      a.user.id,
      b.user.id,
      b.user.id,
      a.user.id,
    ]) as Promise<Array<{ id: number; status: string }>>;
  const countRows = async (sql: string, params: unknown[]) => Number((await sut.dataSource.query(sql, params))[0].n);

  before(async () => {
    sut = await startTestApp({ env: REAL_LIMITS });
    ctx = await createReceivers(sut);
  });
  after(async () => sut.close());

  it('capacity 1 and 12 senders at once: exactly 1 request stored, 11 refused with the capacity text', async () => {
    const doctor = await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY, name: 'Capacity One Doctor' });
    await as(sut, doctor).put('/account/availability', { accepting_requests: true, capacity: 1 }).expect(200);
    const senders: Account[] = [];
    for (let n = 0; n < 12; n += 1) senders.push(await veteran());

    const answers: Answer[] = await Promise.all(senders.map((sender) => sendRequest(sut, sender, 'virtual-clinic', ctx, { receiver_id: doctor.user.id })));
    assert.deepEqual([countOf(answers, 201), countOf(answers, 409)], [1, 11], `answers: ${statuses(answers).join(' ')}`);
    for (const refused of answers.filter((answer) => answer.status === 409)) assert.equal(refused.body.error_message, CONVERSATION_TEXTS.atCapacity);
    assert.equal(await countRows('SELECT COUNT(*) AS n FROM conversations WHERE receiver_id = ?', [doctor.user.id]), 1);
    assert.equal(
      await countRows('SELECT COUNT(*) AS n FROM inbox_messages WHERE receiver_id = ?', [doctor.user.id]),
      1,
      'no request row without its conversation',
    );
    await sut.mailSettled();
    assert.equal(sut.mail.mailsTo(doctor.email).length, 1, 'one new-request mail');
    const availability = await as(sut, doctor).get('/account/availability').expect(200);
    assert.equal(availability.body.open_requests, 1);
  });

  it('a new account with a cap of 5 sending 15 requests at once: exactly 5 stored, 10 refused with the cap text', async () => {
    const newcomer = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Eager Newcomer' });
    const receivers: Account[] = [];
    for (let n = 0; n < 3; n += 1) {
      const receiver = await createAccount(sut, { role: 'helper', industry: PN, name: `Roomy Mentor ${n}` });
      await as(sut, receiver).put('/account/availability', { accepting_requests: true, capacity: 50 }).expect(200);
      receivers.push(receiver);
    }
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        sendRequest(sut, newcomer, 'professional-network', ctx, { receiver_id: receivers[n % 3].user.id, description: `cap race ${n}` }),
      ),
    );
    assert.deepEqual([countOf(answers, 201), countOf(answers, 429)], [5, 10], `answers: ${statuses(answers).join(' ')}`);
    for (const refused of answers.filter((answer) => answer.status === 429)) assert.equal(refused.body.error_message, CONVERSATION_TEXTS.newAccountCap(5));
    assert.equal(await countRows('SELECT COUNT(*) AS n FROM conversations WHERE sender_id = ?', [newcomer.user.id]), 5);
    assert.equal(await countRows('SELECT COUNT(*) AS n FROM inbox_messages WHERE sender_id = ?', [newcomer.user.id]), 5);
  });

  it('once a block is acknowledged, 5 requests sent at once either way are all refused and none is stored', async () => {
    const mentor = await veteran(PN);
    const pest = await veteran(PN);
    await as(sut, mentor).post('/blocks', { user_id: pest.user.id }).expect(201);
    const answers: Answer[] = await Promise.all([
      ...Array.from({ length: 4 }, (_, n) =>
        sendRequest(sut, pest, 'professional-network', ctx, { receiver_id: mentor.user.id, description: `after block ${n}` }),
      ),
      sendRequest(sut, mentor, 'professional-network', ctx, { receiver_id: pest.user.id, description: 'the blocker writes back' }),
    ]);
    assert.deepEqual(statuses(answers), [409, 409, 409, 409, 409]);
    for (const refused of answers) assert.equal(refused.body.error_message, CONVERSATION_TEXTS.blocked);
    assert.deepEqual(await conversationsBetween(mentor, pest), []);
  });

  it('a block sent together with requests: every request stored was stored before the block, which closed it; the rest are refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      const mentor = await veteran(PN);
      const pest = await veteran(PN);
      await as(sut, mentor).put('/account/availability', { accepting_requests: true, capacity: 50 }).expect(200);
      const sends = Array.from({ length: 8 }, (_, n) =>
        sendRequest(sut, pest, 'professional-network', ctx, { receiver_id: mentor.user.id, description: `race ${round}.${n}` }).then((answer) => answer),
      );
      // Fired with the requests, then a little later in each round, so it meets them at different points of their way.
      const block = new Promise<Answer>((resolve) =>
        setTimeout(
          () =>
            resolve(
              as(sut, mentor)
                .post('/blocks', { user_id: pest.user.id })
                .then((answer) => answer),
            ),
          round * 15,
        ),
      );
      const [blocked, ...answers] = (await Promise.all([block, ...sends])) as Answer[];
      assert.equal(blocked.status, 201);
      const accepted = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status !== 201);
      for (const answer of refused) assert.deepEqual([answer.status, answer.body.error_message], [409, CONVERSATION_TEXTS.blocked]);
      const stored = await conversationsBetween(mentor, pest);
      assert.deepEqual(
        stored.map((row) => Number(row.id)).sort((a, b) => a - b),
        accepted.map((answer) => answer.body.conversation_id!).sort((a, b) => a - b),
        'every stored request was acknowledged, and the other way round',
      );
      // Stored after the block, a request would still be new: each one is closed, so each was there when the block looked.
      assert.deepEqual(
        stored.map((row) => row.status),
        stored.map(() => 'closed'),
        `round ${round}: ${accepted.length} stored before the block`,
      );
      for (const row of stored) {
        const thread = await as(sut, mentor).get(`/conversations/${row.id}`).expect(200);
        assert.deepEqual(thread.body.status_history.at(-1).status, 'closed');
        assert.equal(thread.body.status_history.at(-1).by, 'me', 'closed by the blocker');
      }
      const after = await Promise.all(Array.from({ length: 3 }, () => sendRequest(sut, pest, 'professional-network', ctx, { receiver_id: mentor.user.id })));
      assert.deepEqual(statuses(after as Answer[]), [409, 409, 409]);
    }
  });

  it('128 replies, 16 at a time, from both sides of one thread: no 5xx, every reply stored exactly once', async () => {
    const sender = await veteran();
    const receiver = await createAccount(sut, { role: 'helper', industry: PN, name: 'Chatty Mentor' });
    await as(sut, receiver).put('/account/availability', { accepting_requests: true, capacity: 50 }).expect(200);
    const id = await openConversation(sut, sender, 'professional-network', ctx, { receiver_id: receiver.user.id, description: 'let us talk a lot' });
    const sent: Answer[] = [];
    const retriesBefore = lockConflictRetries();
    const started = Date.now();
    for (let batch = 0; batch < 8; batch += 1) {
      const replies = Array.from({ length: 16 }, (_, n) => {
        const number = batch * 16 + n;
        return as(sut, number % 2 ? receiver : sender).post(`/conversations/${id}/replies`, { body: `reply ${number}` });
      });
      sent.push(...((await Promise.all(replies)) as Answer[]));
    }
    console.log(
      `# 128 replies, 16 at a time from both sides: ${Date.now() - started} ms, ${lockConflictRetries() - retriesBefore} transactions retried after a lock conflict`,
    );
    const failed = sent.map((answer, n) => `${n}:${answer.status}`).filter((_, n) => sent[n].status !== 201);
    assert.deepEqual(failed, [], 'every reply answered 201');
    const rows: Array<{ body: string; author_id: number }> = (await sut.dataSource.query(
      'SELECT id, author_id FROM conversation_replies WHERE conversation_id = ? ORDER BY id',
      [id],
    )) as never;
    assert.equal(rows.length, 128);
    const thread = await as(sut, sender).get(`/conversations/${id}`).expect(200);
    const bodies = thread.body.messages.map((message: { body: string }) => message.body).sort();
    assert.deepEqual(bodies, Array.from({ length: 128 }, (_, n) => `reply ${n}`).sort(), 'each reply once');
    const mine = thread.body.messages.filter((message: { author: string }) => message.author === 'me').length;
    assert.equal(mine, 64);
    assert.equal(thread.body.status, 'read', "the receiver's replies read the request once");
    assert.deepEqual(
      thread.body.status_history.map((change: { status: string }) => change.status),
      ['new', 'read'],
    );
  });
});
