import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { PUSH_ERRORS, PUSH_LIMITS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { PushService } from './push.service';
import { PushRepository } from './push.repository';
import { PushSenderJob } from './push-sender.job';
import { PushSubscription } from './entities/push-subscription.entity';
import { endpointHash, validEndpoint, validKeys } from './push-rules';

const NOW = new Date('2026-11-27T01:00:00.000Z');
const keys = () => ({ p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') });
const device = (id: number, userId: number) => Object.assign(new PushSubscription(), { id, userId, endpoint: `https://push.example/${id}`, createdAt: NOW });

function setUp() {
  const { service: sut, fakes, clock } = newTestService(PushService);
  clock.set(NOW);
  const repo = fakes.get(PushRepository);
  repo.lockMember.mock.mockImplementation(async () => undefined);
  repo.byHash.mock.mockImplementation(async () => null);
  repo.countOf.mock.mockImplementation(async () => 0);
  repo.insertSubscription.mock.mockImplementation(async () => undefined as never);
  repo.updateSubscription.mock.mockImplementation(async () => undefined);
  repo.subscriptionsOf.mock.mockImplementation(async () => []);
  repo.settingsOf.mock.mockImplementation(async () => null);
  repo.languageOf.mock.mockImplementation(async () => 'en');
  repo.queue.mock.mockImplementation(async () => undefined);
  return { sut, repo, sender: fakes.get(PushSenderJob) };
}

describe('push: the rules (PushService, repository faked)', () => {
  it('accepts https endpoints; http only to 127.0.0.1 when the test configuration allows it', () => {
    assert.equal(validEndpoint('https://fcm.googleapis.com/fcm/send/abc', false), true);
    assert.equal(validEndpoint('http://127.0.0.1:9/push', false), false);
    assert.equal(validEndpoint('http://127.0.0.1:9/push', true), true);
    assert.equal(validEndpoint('http://localhost:9/push', true), false);
    assert.equal(validEndpoint('https://user:pw@push.example/x', false), false);
    assert.equal(validEndpoint(`https://push.example/${'a'.repeat(PUSH_LIMITS.endpointMaxLength)}`, false), false);
  });

  it('accepts only a 65-byte uncompressed P-256 point and a 16-byte auth secret', () => {
    const good = keys();
    assert.equal(validKeys(good), true);
    assert.equal(validKeys({ ...good, p256dh: Buffer.alloc(65, 1).toString('base64url') }), false, 'not an uncompressed point');
    assert.equal(validKeys({ ...good, auth: crypto.randomBytes(12).toString('base64url') }), false);
    assert.equal(validKeys({ ...good, auth: '***' }), false);
    assert.equal(validKeys(null), false);
  });

  it('stores a new device inside the write transaction, under the member lock; refuses an eleventh with the exact text', async () => {
    const { sut, repo } = setUp();
    const body = { endpoint: 'https://push.example/new', keys: keys() };
    const stored = await sut.subscribe(7, body);
    assert.deepEqual(stored, { endpoint_host: 'push.example', created_at: NOW.toISOString() });
    assert.equal(repo.lockMember.mock.calls[0].arguments[0], TRANSACTION);
    assert.equal(repo.insertSubscription.mock.calls[0].arguments[0], TRANSACTION);
    assert.equal(repo.insertSubscription.mock.calls[0].arguments[1].endpointHash, endpointHash(body.endpoint));

    repo.countOf.mock.mockImplementation(async () => PUSH_LIMITS.subscriptionsPerMember);
    await assert.rejects(
      sut.subscribe(7, { endpoint: 'https://push.example/eleventh', keys: keys() }),
      (error: BadRequestException) => error.message === PUSH_ERRORS.tooManyDevices,
    );
  });

  it("the same browser again updates its row (even at the cap); another member's moves here if there is room", async () => {
    const { sut, repo } = setUp();
    repo.countOf.mock.mockImplementation(async () => PUSH_LIMITS.subscriptionsPerMember);
    repo.byHash.mock.mockImplementation(async () => device(3, 7));
    await sut.subscribe(7, { endpoint: 'https://push.example/3', keys: keys() });
    assert.equal(repo.updateSubscription.mock.calls.length, 1);
    repo.byHash.mock.mockImplementation(async () => device(3, 8));
    await assert.rejects(sut.subscribe(7, { endpoint: 'https://push.example/3', keys: keys() }), BadRequestException);
    repo.countOf.mock.mockImplementation(async () => 0);
    await sut.subscribe(7, { endpoint: 'https://push.example/3', keys: keys() });
    assert.equal(repo.updateSubscription.mock.calls.at(-1)!.arguments[2].userId, 7);
    assert.equal(repo.insertSubscription.mock.calls.length, 0);
  });

  it('DELETE of an endpoint that is not mine is 404', async () => {
    const { sut, repo } = setUp();
    repo.deleteOwn.mock.mockImplementation(async () => false);
    await assert.rejects(sut.unsubscribe(7, 'https://push.example/x'), NotFoundException);
    repo.deleteOwn.mock.mockImplementation(async () => true);
    await sut.unsubscribe(7, 'https://push.example/x');
    assert.deepEqual(repo.deleteOwn.mock.calls.at(-1)!.arguments, [7, endpointHash('https://push.example/x')]);
  });

  it("queues one push per device, in the notification's transaction, titled in the member's language; none when off or not a pushed kind", async () => {
    const { sut, repo } = setUp();
    repo.subscriptionsOf.mock.mockImplementation(async () => [device(1, 7), device(2, 7)]);
    assert.equal(await sut.queue(TRANSACTION, { userId: 7, kind: 'request_received', link: '/messages/4' }), 2);
    const [manager, rows] = repo.queue.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual(
      rows.map((row) => [row.subscriptionId, row.title, row.link]),
      [
        [1, 'New request', '/messages/4'],
        [2, 'New request', '/messages/4'],
      ],
    );
    repo.languageOf.mock.mockImplementation(async () => 'ar');
    await sut.queue(TRANSACTION, { userId: 7, kind: 'reply_received', link: '/messages/4' });
    assert.equal(repo.queue.mock.calls[1].arguments[1][0].title, 'رد جديد');
    // A push says only "New request" or "New reply": a reminder is the request, still new to its receiver.
    await sut.queue(TRANSACTION, { userId: 7, kind: 'request_reminder', link: '/messages/4' });
    assert.equal(repo.queue.mock.calls[2].arguments[1][0].title, 'طلب جديد');
    repo.languageOf.mock.mockImplementation(async () => 'en');
    await sut.queue(TRANSACTION, { userId: 7, kind: 'request_reminder', link: '/messages/4' });
    assert.deepEqual([repo.queue.mock.calls[3].arguments[1][0].title, repo.queue.mock.calls[3].arguments[1][0].link], ['New request', '/messages/4']);

    assert.equal(await sut.queue(TRANSACTION, { userId: 7, kind: 'ad_approved', link: null }), 0);
    repo.settingsOf.mock.mockImplementation(async () => ({ userId: 7, settings: { new_request: false } }));
    assert.equal(await sut.queue(TRANSACTION, { userId: 7, kind: 'request_received', link: '/messages/5' }), 0);
    assert.equal(await sut.queue(TRANSACTION, { userId: 7, kind: 'request_reminder', link: '/messages/5' }), 0, 'a reminder follows the request setting');
    assert.equal(await sut.queue(TRANSACTION, { userId: 7, kind: 'reply_received', link: '/messages/5' }), 2);
  });

  it('settings: on by default; a kind left out keeps its value', async () => {
    const { sut, repo } = setUp();
    assert.deepEqual(await sut.settings(7), { new_request: true, reply: true });
    repo.saveSettings.mock.mockImplementation(async () => undefined);
    assert.deepEqual(await sut.updateSettings(7, { reply: false }), { new_request: true, reply: false });
  });
});
