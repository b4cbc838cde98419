import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { thread } from '../../../test/support/conversation-fixtures';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationFeedService } from '../notifications/notification-feed.service';
import { MailService } from '../mail/mail.service';
import { ConversationNotifier } from './conversation-notifier';
import { ConversationsRepository } from './conversations.repository';

function setUp() {
  const { service: sut, fakes } = newTestService(ConversationNotifier);
  const accounts = [
    { id: 1, name: 'Sam Sender', email: 'sam@example.com' },
    { id: 2, name: 'Rita Receiver', email: 'rita@example.com' },
  ];
  fakes.get(ConversationsRepository).accounts.mock.mockImplementation(async (ids: number[]) => accounts.filter((account) => ids.includes(account.id)) as never);
  return { sut, feed: fakes.get(NotificationFeedService), notifications: fakes.get(NotificationsService), mail: fakes.get(MailService) };
}

describe('ConversationNotifier: reminders and the auto-pause (issue #26)', () => {
  it("a reminder is one in-app notification (request_reminder, the thread's link) and a mail by the receiver's New request setting, both in the claim's transaction", async () => {
    const { sut, feed, notifications } = setUp();
    await sut.reminded(TRANSACTION, thread({ id: 7, senderId: 1, receiverId: 2 }), 3);
    assert.deepEqual(feed.record.mock.calls[0].arguments, [TRANSACTION, { userId: 2, kind: 'request_reminder', link: '/messages/7' }]);
    const [userId, kind, mail, manager] = notifications.notify.mock.calls[0].arguments;
    assert.deepEqual(
      [userId, kind, manager, mail.to, mail.subject],
      [2, 'new_request', TRANSACTION, 'rita@example.com', 'A Professional Network request is waiting for your answer'],
    );
    assert.ok(mail.text.includes("Sam Sender's Professional Network request has been waiting 3 days for your answer."));
  });

  it('a clinic reminder names neither the sender nor the request; a deleted receiver is told nothing', async () => {
    const { sut, feed, notifications } = setUp();
    await sut.reminded(TRANSACTION, thread({ id: 8, kind: 'virtual-clinic', senderId: 1, receiverId: 2 }), 7);
    const mail = notifications.notify.mock.calls[0].arguments[2];
    assert.equal(mail.subject, 'A Virtual Clinic request is waiting for your answer');
    assert.ok(!mail.text.includes('Sam'), mail.text);
    assert.ok(mail.text.includes('For your privacy this email holds no details'));
    await sut.reminded(TRANSACTION, thread({ id: 9, receiverId: null }), 3);
    assert.equal(feed.record.mock.calls.length, 1);
  });

  it("the auto-pause mail says why and how to resume, always (not a notification setting), in the expiry's transaction", async () => {
    const { sut, mail } = setUp();
    await sut.autoPaused(TRANSACTION, 2, 3);
    const [manager, message] = mail.enqueue.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual([message.to, message.subject], ['rita@example.com', 'You are no longer receiving new requests']);
    assert.ok(message.text.includes('The last 3 requests you received expired without an answer'));
    assert.match(message.text, /switch "Open to new requests" back on: \S+\/messages\n$/);
  });
});
