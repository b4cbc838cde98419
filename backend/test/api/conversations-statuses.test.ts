import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CHOSEN_STATUSES, CONVERSATION_TEXTS, ChosenStatus, ConversationStatus, STATUS_TRANSITIONS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';

/** Every status a conversation can be brought to before a participant asks for a change. */
const SETUPS: Record<
  'new' | 'read' | 'accepted' | 'declined' | 'more_info' | 'closed',
  Array<{ by: 'sender' | 'receiver'; status?: ChosenStatus; open?: true }>
> = {
  new: [],
  read: [{ by: 'receiver', open: true }],
  accepted: [{ by: 'receiver', status: 'accepted' }],
  declined: [{ by: 'receiver', status: 'declined' }],
  more_info: [{ by: 'receiver', status: 'more_info' }],
  closed: [{ by: 'sender', status: 'closed' }],
};

describe(`conversations: every status change and who may make it (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let sender: Account;

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
    sender = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Status Sender' });
  });
  after(async () => sut.close());

  const account = (by: 'sender' | 'receiver') => (by === 'sender' ? sender : ctx.member);

  async function conversationIn(status: keyof typeof SETUPS): Promise<number> {
    const id = await openConversation(sut, sender, 'professional-network', ctx, { description: `in ${status}` });
    for (const step of SETUPS[status]) {
      if (step.open) await as(sut, account(step.by)).get(`/conversations/${id}`).expect(200);
      else await as(sut, account(step.by)).post(`/conversations/${id}/status`, { status: step.status }).expect(200);
    }
    return id;
  }

  for (const from of Object.keys(SETUPS) as Array<keyof typeof SETUPS>) {
    for (const to of CHOSEN_STATUSES) {
      for (const by of ['sender', 'receiver'] as const) {
        const rule = STATUS_TRANSITIONS[to];
        const allowed = rule.by.includes(by) && rule.from.includes(from as ConversationStatus);
        it(`${from} -> ${to} by the ${by}: ${allowed ? '200' : '409'}`, async () => {
          const id = await conversationIn(from);
          // The receiver's open moves new to read, so read the thread as the sender to learn the current status.
          const before = await as(sut, sender).get(`/conversations/${id}`).expect(200);
          assert.equal(before.body.status, from);
          const response = await as(sut, account(by)).post(`/conversations/${id}/status`, {
            status: to,
            reason: to === 'declined' ? 'Not the right fit' : undefined,
          });
          if (allowed) {
            assert.equal(response.status, 200, JSON.stringify(response.body));
            assert.equal(response.body.status, to);
            const last = response.body.status_history[response.body.status_history.length - 1];
            assert.equal(last.status, to);
            assert.equal(last.by, 'me');
            assert.ok(!Number.isNaN(Date.parse(last.at)));
            const other = account(by === 'sender' ? 'receiver' : 'sender');
            await sut.mail.waitFor(
              other.email,
              (mail) =>
                mail.text.includes(`/messages/${id}`) &&
                mail.subject.endsWith(response.body.status === 'more_info' ? 'More info needed' : to[0].toUpperCase() + to.slice(1)),
            );
          } else {
            assert.equal(response.status, 409, JSON.stringify(response.body));
            assert.equal(response.body.error_message, CONVERSATION_TEXTS.transitionRefused(from as ConversationStatus, to));
            const after = await as(sut, sender).get(`/conversations/${id}`).expect(200);
            assert.equal(after.body.status, from, 'a refused change changes nothing');
          }
        });
      }
    }
  }

  it('keeps the decline reason, emails it, and refuses replies once declined', async () => {
    const id = await openConversation(sut, sender, 'professional-network', ctx, { description: 'decline me' });
    const declined = await as(sut, ctx.member).post(`/conversations/${id}/status`, { status: 'declined', reason: 'Please contact someone else' }).expect(200);
    assert.deepEqual(
      declined.body.status_history.map((row: { status: string; reason: string | null }) => [row.status, row.reason]),
      [
        ['new', null],
        ['declined', 'Please contact someone else'],
      ],
    );
    const mail = await sut.mail.waitFor(sender.email, (m) => m.text.includes(`/messages/${id}`) && /Declined/.test(m.subject));
    assert.ok(mail.text.includes('Reason: Please contact someone else'));
    const reply = await as(sut, sender).post(`/conversations/${id}/replies`, { body: 'but why?' }).expect(409);
    assert.equal(reply.body.error_message, CONVERSATION_TEXTS.conversationOver);
    const seen = await as(sut, sender).get(`/conversations/${id}`).expect(200);
    assert.equal(seen.body.can_reply, false);
  });

  it("puts the more_info question in the thread, and the sender's answer moves it back to read", async () => {
    const id = await openConversation(sut, sender, 'professional-network', ctx, { description: 'ask me' });
    const asked = await as(sut, ctx.member).post(`/conversations/${id}/status`, { status: 'more_info', reason: 'Which city are you in?' }).expect(200);
    assert.equal(asked.body.status, 'more_info');
    assert.deepEqual(
      asked.body.messages.map((m: { author: string; body: string }) => [m.author, m.body]),
      [['me', 'Which city are you in?']],
    );
    await as(sut, sender).post(`/conversations/${id}/replies`, { body: 'Leeds' }).expect(201);
    const after = await as(sut, ctx.member).get(`/conversations/${id}`).expect(200);
    assert.equal(after.body.status, 'read');
    assert.deepEqual(
      after.body.status_history.map((row: { status: string; by: string }) => [row.status, row.by]),
      [
        ['new', 'other'],
        ['more_info', 'me'],
        ['read', 'other'],
      ],
    );
    await sut.mail.waitFor(ctx.member.email, (m) => m.text.includes(`/messages/${id}`) && /now: Read/.test(m.subject));
  });

  it('refuses an unknown status or a reason over 500 characters with 400', async () => {
    const id = await openConversation(sut, sender, 'professional-network', ctx, { description: 'bad status' });
    for (const status of ['new', 'read', 'expired', 'archived', undefined]) {
      const response = await as(sut, ctx.member).post(`/conversations/${id}/status`, { status }).expect(400);
      assert.equal(response.body.error_message, CONVERSATION_TEXTS.statusInvalid);
    }
    const long = await as(sut, ctx.member)
      .post(`/conversations/${id}/status`, { status: 'declined', reason: 'x'.repeat(501) })
      .expect(400);
    assert.equal(long.body.error_message, CONVERSATION_TEXTS.reasonTooLong);
  });

  it('makes a change once when both participants race to close', async () => {
    const id = await openConversation(sut, sender, 'professional-network', ctx, { description: 'race' });
    const results = await Promise.all([
      as(sut, sender).post(`/conversations/${id}/status`, { status: 'closed' }),
      as(sut, ctx.member).post(`/conversations/${id}/status`, { status: 'closed' }),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    const thread = await as(sut, sender).get(`/conversations/${id}`).expect(200);
    assert.equal(thread.body.status_history.filter((row: { status: string }) => row.status === 'closed').length, 1);
  });
});
