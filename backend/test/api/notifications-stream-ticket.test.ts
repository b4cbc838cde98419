import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES, conversationPath } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { SmtpCatcher } from '../support/smtp-catcher';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { Notification } from '../../src/modules/notifications/entities/notification.entity';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { openConversation } from './conversation-fixtures';

const HELPER = { role: 'helper', industry: 'Arts, Communication, Media & Design' } as const;

async function ticketFor(app: TestApp, account: Account): Promise<string> {
  const response = await app.http.post('/api/v1/notifications/stream-ticket').auth(account.token, { type: 'bearer' }).expect(201);
  assert.deepEqual(Object.keys(response.body), ['ticket']);
  assert.match(response.body.ticket, /^[A-Za-z0-9_-]{43}$/);
  return response.body.ticket;
}

/** Opens the stream as EventSource would (no header), reads until `count` notification events or the time is up, then closes. */
async function readWithTicket(app: TestApp, query: string, count = 0): Promise<{ status: number; body: unknown; ids: string[]; links: string[] }> {
  const controller = new AbortController();
  const response = await fetch(`${app.url}/api/v1/notifications/stream?${query}`, { signal: controller.signal });
  if (response.status !== 200) return { status: response.status, body: await response.json(), ids: [], links: [] };
  const ids: string[] = [];
  const links: string[] = [];
  let text = '';
  const decoder = new TextDecoder();
  const timer = setTimeout(() => controller.abort(), count ? 10_000 : 300);
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      for (const block of text.split('\n\n').slice(0, -1)) {
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id && data && !ids.includes(id)) {
          ids.push(id);
          links.push(JSON.parse(data).notification.link);
        }
      }
      if (count && ids.length >= count) break;
    }
  } catch {
    // aborted
  }
  clearTimeout(timer);
  controller.abort();
  return { status: 200, body: null, ids, links };
}

const refused = (result: { status: number; body: unknown }) => {
  assert.equal(result.status, 401);
  assert.equal((result.body as { error_message: string }).error_message, MESSAGES.http.unauthorized);
};

describe(`notifications: the stream ticket for EventSource (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
  });
  after(async () => sut.close());

  it('a ticket opens the stream once, with ?last_event_id= catching up; a second use, a forged ticket and no ticket are 401', async () => {
    const sender = await createAccount(sut, HELPER);
    await sut.dataSource.getRepository(Notification).delete({ userId: ctx.member.user.id });
    const first = await openConversation(sut, sender, 'professional-network', ctx, { description: 'before' });
    const second = await openConversation(sut, sender, 'professional-network', ctx, { description: 'missed' });
    const [firstRow] = await sut.dataSource.getRepository(Notification).find({ where: { userId: ctx.member.user.id }, order: { id: 'ASC' } });
    assert.equal(firstRow.link, conversationPath(first));

    const ticket = await ticketFor(sut, ctx.member);
    const opened = await readWithTicket(sut, `ticket=${ticket}&last_event_id=${firstRow.id}`, 1);
    assert.equal(opened.status, 200);
    assert.deepEqual(opened.links, [conversationPath(second)], 'only what is newer than last_event_id');

    refused(await readWithTicket(sut, `ticket=${ticket}`));
    refused(await readWithTicket(sut, `ticket=${'A'.repeat(43)}`));
    refused(await readWithTicket(sut, 'ticket=not-a-ticket'));
    refused(await readWithTicket(sut, ''));
  });

  it('a burst of uses of one ticket opens exactly one stream', async () => {
    const member = await createAccount(sut, HELPER);
    const ticket = await ticketFor(sut, member);
    const results = await Promise.all(Array.from({ length: 6 }, () => readWithTicket(sut, `ticket=${ticket}`)));
    assert.equal(results.filter((r) => r.status === 200).length, 1);
    assert.equal(results.filter((r) => r.status === 401).length, 5);
  });

  it('a ticket older than 60 seconds is 401; one issued before a password change is 401', async () => {
    const member = await createAccount(sut, HELPER);
    const clock = sut.app.get(Clock);
    const stale = await ticketFor(sut, member);
    clock.set(new Date(Date.now() + 61_000));
    try {
      refused(await readWithTicket(sut, `ticket=${stale}`));
    } finally {
      clock.set(null);
    }
    const inTime = await ticketFor(sut, member);
    clock.set(new Date(Date.now() + 55_000));
    try {
      assert.equal((await readWithTicket(sut, `ticket=${inTime}`)).status, 200, 'still valid within 60 s');
    } finally {
      clock.set(null);
    }

    const before = await ticketFor(sut, member);
    await sut.http
      .put('/api/v1/account/password')
      .auth(member.token, { type: 'bearer' })
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'Changed#Pass2' })
      .expect(200);
    refused(await readWithTicket(sut, `ticket=${before}`));
    // The old token cannot ask for a new ticket either.
    await sut.http.post('/api/v1/notifications/stream-ticket').auth(member.token, { type: 'bearer' }).expect(401);
    await sut.http.post('/api/v1/notifications/stream-ticket').expect(401);
  });
});

describe(
  'notifications: a stream ticket across two instances sharing Redis',
  { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' },
  () => {
    let database: TestDatabase;
    let mail: SmtpCatcher;
    let first: TestApp;
    let second: TestApp;
    before(async () => {
      database = await createTestDatabase('mariadb');
      mail = await new SmtpCatcher().start();
      const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
      first = await startTestApp({ database, mail, env });
      second = await startTestApp({ database, mail, env });
    });
    after(async () => {
      await first?.close();
      await second?.close();
      await mail?.stop();
      await database?.drop();
    });

    it('a ticket issued on A opens a stream on B, and is then spent on both', async () => {
      const member = await createAccount(first, HELPER);
      const ticket = await ticketFor(first, member);
      const results = await Promise.all([readWithTicket(second, `ticket=${ticket}`), readWithTicket(first, `ticket=${ticket}`)]);
      assert.deepEqual(results.map((r) => r.status).sort(), [200, 401]);
      refused(await readWithTicket(second, `ticket=${ticket}`));
    });
  },
);
