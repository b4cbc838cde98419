import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { IN_APP_NOTIFICATIONS_PAGE_SIZE } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { Notification } from './entities/notification.entity';
import { NotificationFeedService } from './notification-feed.service';
import { NotificationFeedRepository } from './notification-feed.repository';
import { PushService } from '../push/push.service';
import { decodeNotificationCursor, encodeNotificationCursor } from './notification-cursor';

const NOW = new Date('2026-11-26T12:00:00.000Z');

function setUp() {
  const rows: Notification[] = [];
  const { service: sut, fakes, clock } = newTestService(NotificationFeedService);
  clock.set(NOW);
  const feed = fakes.get(NotificationFeedRepository);
  const managers: unknown[] = [];
  feed.insert.mock.mockImplementation(async (manager, row) => {
    managers.push(manager);
    const saved = Object.assign(new Notification(), { ...row, id: rows.length + 1, readAt: null });
    rows.push(saved);
    return saved;
  });
  feed.page.mock.mockImplementation(async (userId, beforeId, limit) =>
    rows
      .filter((row) => row.userId === userId && (beforeId === null || row.id < beforeId))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit),
  );
  feed.countUnread.mock.mockImplementation(async (userId) => rows.filter((row) => row.userId === userId && row.readAt === null).length);
  feed.markRead.mock.mockImplementation(async (userId, ids, at) => {
    const mine = rows.filter((row) => row.userId === userId && row.readAt === null && (ids === null || ids.includes(row.id)));
    for (const row of mine) row.readAt = at;
    return mine.length;
  });
  return { sut, rows, managers, feed, push: fakes.get(PushService) };
}

describe('notifications: the in-app feed (NotificationFeedService, repository faked)', () => {
  it("records in the caller's transaction, with the kind's text from the vocabulary and the clock's time", async () => {
    const { sut, rows, managers, push } = setUp();
    await sut.record(TRANSACTION, { userId: 7, kind: 'reply_received', link: '/messages/3' });
    assert.deepEqual(managers, [TRANSACTION]);
    // The push (when the member's setting is on) is queued in the same transaction.
    assert.deepEqual(push.queue.mock.calls[0].arguments, [TRANSACTION, { userId: 7, kind: 'reply_received', link: '/messages/3' }]);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].text, 'New reply');
    assert.equal(rows[0].link, '/messages/3');
    assert.equal(rows[0].createdAt.toISOString(), NOW.toISOString());
  });

  it("lists only the caller's own, newest first, a page at a time, with a cursor that leads to the rest", async () => {
    const { sut } = setUp();
    for (let i = 0; i < IN_APP_NOTIFICATIONS_PAGE_SIZE + 3; i += 1) await sut.record(TRANSACTION, { userId: 7, kind: 'request_received', link: null });
    await sut.record(TRANSACTION, { userId: 8, kind: 'ad_approved', link: '/account' });
    const first = await sut.list(7);
    assert.equal(first.data.length, IN_APP_NOTIFICATIONS_PAGE_SIZE);
    assert.equal(first.data[0].id, IN_APP_NOTIFICATIONS_PAGE_SIZE + 3);
    assert.equal(first.unread, IN_APP_NOTIFICATIONS_PAGE_SIZE + 3);
    assert.ok(first.next_cursor);
    const second = await sut.list(7, first.next_cursor!);
    assert.deepEqual(
      second.data.map((item) => item.id),
      [3, 2, 1],
    );
    assert.equal(second.next_cursor, null);
  });

  it("marks read only the caller's own (the given ids, or all) and answers the unread count", async () => {
    const { sut } = setUp();
    await sut.record(TRANSACTION, { userId: 7, kind: 'request_received', link: null });
    await sut.record(TRANSACTION, { userId: 7, kind: 'reply_received', link: null });
    await sut.record(TRANSACTION, { userId: 8, kind: 'reply_received', link: null });
    assert.deepEqual(await sut.markRead(7, [1, 3]), { marked: 1, unread: 1 });
    assert.deepEqual(await sut.markRead(7), { marked: 1, unread: 0 });
    assert.equal(await sut.unread(8), 1);
  });

  it('an empty ids list marks nothing and asks the database nothing', async () => {
    const { sut, feed } = setUp();
    assert.deepEqual(await sut.markRead(7, []), { marked: 0, unread: 0 });
    assert.equal(feed.markRead.mock.callCount(), 0);
  });

  it('the cursor is opaque and refuses what it did not hand out', () => {
    assert.equal(decodeNotificationCursor(encodeNotificationCursor(41)), 41);
    for (const bad of ['', 'abc', Buffer.from('[0]').toString('base64url'), Buffer.from('["1"]').toString('base64url'), 42]) {
      assert.equal(decodeNotificationCursor(bad), null);
    }
  });
});
