import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, NotificationSettings } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { APP_CONFIG } from '../../config/config.module';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { MailMessage, MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { DigestItem } from './entities/digest-item.entity';
import { NotificationsService } from './notifications.service';
import { NotificationsRepository } from './notifications.repository';
import { effectiveSettings } from './dto/notification-settings.dto';

const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' });
const MAIL: MailMessage = { to: 'member@example.com', subject: 'Your ad "Lamp" is now live', text: 'Good news.' };

function setUp(stored: Partial<NotificationSettings> | null) {
  const user = Object.assign(new User(), { id: 9, notificationSettings: stored, tokenVersion: 3 });
  const sent: MailMessage[] = [];
  const queued: Partial<DigestItem>[] = [];
  const clock = new Clock();
  /** Every read of the account, so a spec can tell that a refusal came before any. */
  const reads: number[] = [];
  const { service: sut, fakes } = newTestService(NotificationsService, [
    [APP_CONFIG, config],
    [SignedTokens, new SignedTokens(config, clock)],
  ]);
  const users = fakes.get(UsersService);
  users.findById.mock.mockImplementation(async (id: number) => (reads.push(id), user));
  users.save.mock.mockImplementation(async (saved: User) => saved);
  users.changeNotificationSettings.mock.mockImplementation(
    async (id: number, tokenVersion: number | undefined, change: (current: Partial<NotificationSettings> | null) => Partial<NotificationSettings>) => {
      reads.push(id);
      if (id !== user.id || tokenVersion !== user.tokenVersion) return null;
      return (user.notificationSettings = change(user.notificationSettings));
    },
  );
  fakes.get(NotificationsRepository).queueDigestItem.mock.mockImplementation(async (item: Partial<DigestItem>) => void queued.push(item));
  fakes.get(MailService).send.mock.mockImplementation(async (message: MailMessage) => (sent.push(message), true));
  return { sut, user, sent, queued, clock, reads, fakes };
}

describe("notifications: routing by the member's setting (service, repositories and mail faked)", () => {
  it('instant: sent now with the footer link and RFC 8058 headers', async () => {
    const { sut, sent, queued } = setUp(null);
    assert.equal(await sut.notify(9, 'moderation_outcome', MAIL), 'sent');
    assert.equal(sent.length, 1);
    assert.equal(queued.length, 0);
    assert.equal(sent[0].headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.match(sent[0].headers?.['List-Unsubscribe'] ?? '', /^<http:\/\/app\.test\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+>$/);
    assert.match(sent[0].text, /Stop emails about: moderation outcome\nhttp:\/\/app\.test\/unsubscribe#token=/);
  });

  it('digest: queued with its subject and text, nothing sent', async () => {
    const { sut, sent, queued } = setUp({ new_request: 'digest' });
    assert.equal(await sut.notify(9, 'new_request', MAIL), 'queued');
    assert.equal(sent.length, 0);
    assert.deepEqual([queued[0].kind, queued[0].subject, queued[0].userId], ['new_request', MAIL.subject, 9]);
  });

  it("with the change's transaction: the account is read and the mail or digest item written through it", async () => {
    const { sut, fakes } = setUp({ new_request: 'digest' });
    fakes
      .get(NotificationsRepository)
      .recipientSettings.mock.mockImplementation(async () =>
        Object.assign(new User(), { id: 9, notificationSettings: { new_request: 'digest' }, tokenVersion: 3 }),
      );
    assert.equal(await sut.notify(9, 'new_request', MAIL, TRANSACTION), 'queued');
    assert.equal(fakes.get(NotificationsRepository).queueDigestItem.mock.calls[0].arguments[1], TRANSACTION);
    assert.equal(await sut.notify(9, 'reply', MAIL, TRANSACTION), 'sent');
    assert.equal(fakes.get(MailService).enqueue.mock.calls[0].arguments[0], TRANSACTION);
    assert.equal(fakes.get(MailService).send.mock.calls.length, 0, 'never on its own when a transaction is given');
  });

  it('off: dropped; other kinds keep their own setting', async () => {
    const { sut, sent } = setUp({ reply: 'off' });
    assert.equal(await sut.notify(9, 'reply', MAIL), 'dropped');
    assert.equal(await sut.notify(9, 'status_change', MAIL), 'sent');
    assert.equal(sent.length, 1);
  });

  it('a token unsubscribes only its kind, and not after it expires', async () => {
    const { sut, user, sent, clock } = setUp(null);
    await sut.notify(9, 'reply', MAIL);
    const token = /token=([\w.-]+)>/.exec(sent[0].headers!['List-Unsubscribe'])![1];
    clock.advance(91 * 24 * 60 * 60 * 1000);
    await assert.rejects(sut.unsubscribe(token));
    clock.set(null);
    assert.deepEqual(await sut.unsubscribe(token), ['reply']);
    assert.deepEqual(user.notificationSettings, { ...DEFAULT_NOTIFICATION_SETTINGS, reply: 'off' });
  });

  it("a token dies when the account's credentials version moves on (a password change, an email change, a Google takeover...)", async () => {
    const { sut, user, sent } = setUp(null);
    await sut.notify(9, 'reply', MAIL);
    const token = /token=([\w.-]+)>/.exec(sent[0].headers!['List-Unsubscribe'])![1];
    user.tokenVersion = 4;
    await assert.rejects(sut.unsubscribe(token), (error: Error) => error.message === ACCOUNT_TEXTS.invalidLink);
    assert.equal(user.notificationSettings, null, 'nothing turned off');
  });

  it('a forged, expired or foreign-purpose token is refused by its signature alone, before any read of the account', async () => {
    const { sut, sent, clock, reads } = setUp(null);
    await sut.notify(9, 'reply', MAIL);
    const token = /token=([\w.-]+)>/.exec(sent[0].headers!['List-Unsubscribe'])![1];
    const otherPurpose = new SignedTokens(config, clock).sign('data-export', { sub: 9, kinds: ['reply'] }, 60);
    reads.length = 0;
    for (const bad of [`${token.slice(0, -3)}abc`, otherPurpose, 'not.a.token', '', undefined, 'x'.repeat(5000)]) {
      await assert.rejects(sut.unsubscribe(bad), { message: ACCOUNT_TEXTS.invalidLink });
    }
    clock.advance(91 * 24 * 60 * 60 * 1000);
    await assert.rejects(sut.unsubscribe(token));
    assert.deepEqual(reads, [], 'no database work for a bad token');
  });

  it('a stored value missing kinds or holding unknown words falls back to the default per kind', () => {
    assert.deepEqual(effectiveSettings({ reply: 'weekly' as never, new_request: 'off' }), { ...DEFAULT_NOTIFICATION_SETTINGS, new_request: 'off' });
  });
});
