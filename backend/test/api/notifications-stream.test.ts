import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { conversationPath } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { SmtpCatcher } from '../support/smtp-catcher';
import { Account, createAccount } from '../support/accounts';
import { NotificationBus } from '../../src/modules/notifications/notification-bus';
import { Notification } from '../../src/modules/notifications/entities/notification.entity';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { openConversation } from './conversation-fixtures';

interface StreamEvent {
  id: string;
  event: string;
  data: { notification: { id: number; kind: string; link: string | null }; unread: number };
}

/** A stream read over real HTTP with node's fetch: its events as they arrive, and a way to wait for one. */
async function openStream(app: TestApp, account: Account, lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${account.token}` };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${app.url}/api/v1/notifications/stream`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.data) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    events,
    async waitFor(count: number, ms = 10_000): Promise<StreamEvent[]> {
      const until = Date.now() + ms;
      while (events.length < count) {
        if (Date.now() > until) throw new Error(`waited for ${count} events, got ${events.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return events;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe(`notifications: the live stream (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
  });
  after(async () => sut.close());

  it('pushes each new notification with its id and the unread count; a reconnect with Last-Event-ID catches up first', async () => {
    const sender = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
    await sut.dataSource.getRepository(Notification).delete({ userId: ctx.member.user.id });
    const stream = await openStream(sut, ctx.member);
    assert.equal(stream.response.status, 200);
    assert.match(String(stream.response.headers.get('content-type')), /^text\/event-stream/);
    const first = await openConversation(sut, sender, 'professional-network', ctx, { description: 'live one' });
    const [event] = await stream.waitFor(1);
    assert.equal(event.event, 'notification');
    assert.equal(event.id, String(event.data.notification.id));
    assert.equal(event.data.notification.kind, 'request_received');
    assert.equal(event.data.notification.link, conversationPath(first));
    assert.equal(event.data.unread, 1);
    await stream.close();

    // Two more while nobody listens; the reconnect gets both, oldest first, and then the next one live.
    const second = await openConversation(sut, sender, 'professional-network', ctx, { description: 'missed one' });
    const third = await openConversation(sut, sender, 'professional-network', ctx, { description: 'missed two' });
    const again = await openStream(sut, ctx.member, event.id);
    const caught = await again.waitFor(2);
    assert.deepEqual(
      caught.map((e) => e.data.notification.link),
      [conversationPath(second), conversationPath(third)],
    );
    assert.equal(caught[1].data.unread, 3);
    const fourth = await openConversation(sut, sender, 'professional-network', ctx, { description: 'live again' });
    const all = await again.waitFor(3);
    assert.equal(all[2].data.notification.link, conversationPath(fourth));
    assert.equal(all.length, 3, 'nothing twice');
    await again.close();
  });

  it("another member's stream hears nothing of it; no token is a 401", async () => {
    const other = await createAccount(sut, { role: 'helper' });
    const sender = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
    const stream = await openStream(sut, other);
    await openConversation(sut, sender, 'professional-network', ctx, { description: 'not for other' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(stream.events.length, 0);
    await stream.close();
    assert.equal((await fetch(`${sut.url}/api/v1/notifications/stream`)).status, 401);
  });
});

describe('notifications: two instances sharing MariaDB and Redis', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
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
    await Promise.all([first.app.get(NotificationBus).ready(), second.app.get(NotificationBus).ready()]);
  });
  after(async () => {
    await first?.close();
    await second?.close();
    await mail?.stop();
    await database?.drop();
  });

  it('an event raised on instance A reaches a stream held on instance B, once; a burst on both gives one notification each', async () => {
    const ctx = await createReceivers(first);
    const sender = await createAccount(first, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
    const stream = await openStream(second, ctx.member);
    const id = await openConversation(first, sender, 'professional-network', ctx, { description: 'across' });
    const [event] = await stream.waitFor(1);
    assert.equal(event.data.notification.link, conversationPath(id));

    const senders = await Promise.all(
      Array.from({ length: 4 }, () => createAccount(first, { role: 'helper', industry: 'Arts, Communication, Media & Design' })),
    );
    const ids = await Promise.all(
      senders.map((s, n) => openConversation(n % 2 ? first : second, s, 'professional-network', ctx, { description: `burst ${n}` })),
    );
    const events = await stream.waitFor(1 + ids.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(stream.events.length, 1 + ids.length, 'each once on the stream');
    assert.deepEqual(
      events
        .slice(1)
        .map((e) => e.data.notification.link)
        .sort(),
      ids.map((n) => conversationPath(n)).sort(),
    );
    const stored = await first.dataSource.getRepository(Notification).countBy({ userId: ctx.member.user.id, kind: 'request_received' });
    assert.equal(stored, 1 + ids.length, 'one stored notification per request');
    await stream.close();
  });
});
