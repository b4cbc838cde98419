import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HEALTH_INDUSTRY, LEGAL_INDUSTRY, PUSH_ERRORS, PUSH_LIMITS, conversationPath } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { PushServiceStandIn } from '../support/push-service-stand-in';
import { Clock } from '../../src/common/clock/clock';
import { PushSenderJob } from '../../src/modules/push/push-sender.job';
import { PushSubscription } from '../../src/modules/push/entities/push-subscription.entity';
import { PushDelivery } from '../../src/modules/push/entities/push-delivery.entity';
import { PushKey } from '../../src/modules/push/entities/push-key.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { sealStoredValues } from '../../src/common/sealing/sealed-columns';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';

const MINUTE = 60 * 1000;

describe(`push: Web Push to a local push service that checks VAPID and decrypts (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let pushService: PushServiceStandIn;
  let clock: Clock;

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
    pushService = await new PushServiceStandIn().start();
    clock = sut.app.get(Clock);
  });
  after(async () => {
    clock.set(null);
    await pushService.stop();
    await sut.close();
  });

  const seeker = () => createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
  const subscribe = (account: Account, body: object) => as(sut, account).post('/push/subscriptions', body);
  const unsubscribe = (account: Account, endpoint: unknown) =>
    sut.http.delete('/api/v1/push/subscriptions').auth(account.token, { type: 'bearer' }).send({ endpoint });
  const devicesOf = (account: Account) => sut.dataSource.getRepository(PushSubscription).find({ where: { userId: account.user.id }, order: { id: 'ASC' } });
  /** Time moves past the quiet window: nobody was seen in the app in the last PUSH_QUIET_IF_SEEN_MINUTES. */
  const later = () => clock.set(new Date(clock.now().getTime() + 10 * MINUTE));
  /** Every push queued so far has been attempted (the sender is woken after each commit; this waits for it). */
  const settled = () => sut.app.get(PushSenderJob).runOnce();

  it('GET /push/key answers the VAPID public key to a signed-in member only', async () => {
    await sut.http.get('/api/v1/push/key').expect(401);
    const key = (
      await as(sut, await seeker())
        .get('/push/key')
        .expect(200)
    ).body;
    assert.deepEqual(Object.keys(key), ['publicKey']);
    assert.equal(Buffer.from(key.publicKey, 'base64url').length, 65);
  });

  it('POST /push/subscriptions validates with the exact texts, upserts by endpoint, and DELETE removes only my own', async () => {
    const member = await seeker();
    const browser = pushService.browser('validation');
    const good = browser.subscription();
    await sut.http.post('/api/v1/push/subscriptions').send(good).expect(401);
    const refuse = async (body: object, message: string) => assert.equal((await subscribe(member, body).expect(400)).body.error_message, message);
    await refuse({ ...good, endpoint: 'http://push.example.com/abc' }, PUSH_ERRORS.endpointInvalid);
    await refuse({ ...good, endpoint: 'not a url' }, PUSH_ERRORS.endpointInvalid);
    await refuse({ ...good, endpoint: 'http://127.0.0.2:1/push' }, PUSH_ERRORS.endpointInvalid);
    await refuse({ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, PUSH_ERRORS.keysInvalid);
    await refuse({ ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } }, PUSH_ERRORS.keysInvalid);
    await refuse({ endpoint: good.endpoint }, PUSH_ERRORS.keysInvalid);
    await refuse({ ...good, extra: 1 }, 'property extra should not exist');

    const stored = (await subscribe(member, good).expect(201)).body;
    assert.deepEqual(Object.keys(stored).sort(), ['created_at', 'endpoint_host']);
    assert.equal(stored.endpoint_host, new URL(pushService.url).host);
    await subscribe(member, good).expect(201);
    assert.equal((await devicesOf(member)).length, 1, 'the same browser again is one device');

    // Another account on the same browser: the device moves to it.
    const next = await seeker();
    await subscribe(next, good).expect(201);
    assert.equal((await devicesOf(member)).length, 0);
    assert.equal((await devicesOf(next)).length, 1);

    assert.equal((await unsubscribe(member, good.endpoint).expect(404)).body.error_message, PUSH_ERRORS.notFound);
    assert.equal((await devicesOf(next)).length, 1, "another member's device stays");
    await unsubscribe(next, good.endpoint).expect(204);
    assert.equal((await devicesOf(next)).length, 0);
  });

  it(`a parallel burst of subscriptions stays within ${PUSH_LIMITS.subscriptionsPerMember} devices`, async () => {
    const member = await seeker();
    const bodies = Array.from({ length: PUSH_LIMITS.subscriptionsPerMember + 4 }, (_, index) =>
      pushService.browser(`burst-${member.user.id}-${index}`).subscription(),
    );
    const answers = await Promise.all(bodies.map((body) => subscribe(member, body)));
    assert.equal(answers.filter((answer) => answer.status === 201).length, PUSH_LIMITS.subscriptionsPerMember);
    const refused = answers.filter((answer) => answer.status === 400);
    assert.equal(refused.length, 4);
    for (const answer of refused) assert.equal(answer.body.error_message, PUSH_ERRORS.tooManyDevices);
    assert.equal((await devicesOf(member)).length, PUSH_LIMITS.subscriptionsPerMember);
  });

  it('a legal request pushes "New request" and its link only, signed and encrypted, to the receiver\'s device', async () => {
    const lawyerBrowser = pushService.browser('lawyer');
    await subscribe(ctx.lawyer, lawyerBrowser.subscription()).expect(201);
    const key = (await as(sut, ctx.lawyer).get('/push/key').expect(200)).body.publicKey;
    later();
    const sender = await createAccount(sut, { role: 'seeker', industry: LEGAL_INDUSTRY });
    const id = await openConversation(sut, sender, 'legal-assistance', ctx, { description: 'My residence permit case number 4471 and the hearing date' });
    await settled();
    assert.deepEqual(pushService.problems, []);
    const pushes = pushService.to('lawyer');
    assert.equal(pushes.length, 1);
    assert.deepEqual(pushes[0].payload, { title: 'New request', link: conversationPath(id) });
    assert.equal(pushes[0].ttl, PUSH_LIMITS.ttlSeconds);
    assert.equal(pushes[0].vapidKey, key);
    assert.equal(pushes[0].claims.aud, pushService.url);
    const row = await sut.dataSource.getRepository(PushDelivery).findOneByOrFail({ userId: ctx.lawyer.user.id });
    assert.equal(row.status, 'sent');
    assert.ok((await devicesOf(ctx.lawyer))[0].lastSuccessAt);
  });

  it('a reply pushes "New reply" in the member\'s language (Arabic)', async () => {
    const sender = await seeker();
    await sut.dataSource.getRepository(User).update({ id: sender.user.id }, { language: 'ar' });
    await subscribe(sender, pushService.browser(`arabic-${sender.user.id}`).subscription()).expect(201);
    const id = await openConversation(sut, sender, 'professional-network', ctx);
    later();
    await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'Happy to help' }).expect(201);
    await settled();
    assert.deepEqual(
      pushService.to(`arabic-${sender.user.id}`).map((push) => push.payload),
      [{ title: 'رد جديد', link: conversationPath(id) }],
    );
  });

  it('a member seen in the app within the quiet minutes gets no push (skipped); after them, one', async () => {
    const receiver = ctx.doctor;
    await subscribe(receiver, pushService.browser('doctor').subscription()).expect(201);
    later();
    await as(sut, receiver).get('/notifications').expect(200);
    clock.set(new Date(clock.now().getTime() + (PUSH_LIMITS.quietIfSeenMinutesDefault - 1) * MINUTE));
    await openConversation(sut, await createAccount(sut, { role: 'seeker', industry: HEALTH_INDUSTRY }), 'virtual-clinic', ctx);
    await settled();
    assert.equal(pushService.to('doctor').length, 0);
    const rows = await sut.dataSource.getRepository(PushDelivery).findBy({ userId: receiver.user.id });
    assert.deepEqual(
      rows.map((row) => row.status),
      ['skipped'],
    );
    clock.set(new Date(clock.now().getTime() + 2 * MINUTE));
    await openConversation(sut, await createAccount(sut, { role: 'seeker', industry: HEALTH_INDUSTRY }), 'virtual-clinic', ctx);
    await settled();
    assert.deepEqual(
      pushService.to('doctor').map((push) => (push.payload as { title: string }).title),
      ['New request'],
    );
  });

  it('push turned off for requests: no push queued; replies still pushed', async () => {
    const receiver = ctx.businessOwner;
    await subscribe(receiver, pushService.browser('owner').subscription()).expect(201);
    assert.deepEqual((await as(sut, receiver).get('/push/settings').expect(200)).body, { new_request: true, reply: true });
    assert.deepEqual((await as(sut, receiver).put('/push/settings', { new_request: false }).expect(200)).body, { new_request: false, reply: true });
    assert.equal((await as(sut, receiver).put('/push/settings', { reply: 'yes' }).expect(400)).body.error_message, PUSH_ERRORS.settingInvalid('reply'));
    later();
    await openConversation(sut, await seeker(), 'business-groups', ctx);
    await settled();
    assert.equal(await sut.dataSource.getRepository(PushDelivery).countBy({ userId: receiver.user.id }), 0);
    assert.equal(pushService.to('owner').length, 0);
  });

  it('a device answered 410 is removed; another device of the member still gets its push', async () => {
    const receiver = ctx.member;
    await subscribe(receiver, pushService.browser('member-ok').subscription()).expect(201);
    await subscribe(receiver, pushService.browser('member-gone').subscription()).expect(201);
    pushService.answers.set('/push/member-gone', [410]);
    later();
    const id = await openConversation(sut, await seeker(), 'professional-network', ctx);
    await settled();
    assert.deepEqual(
      pushService.to('member-ok').map((push) => push.payload),
      [{ title: 'New request', link: conversationPath(id) }],
    );
    assert.deepEqual(
      (await devicesOf(receiver)).map((device) => new URL(device.endpoint).pathname),
      ['/push/member-ok'],
    );
  });

  it('a push service error is retried on the clock with backoff, then given up', async () => {
    const receiver = await seeker();
    await subscribe(receiver, pushService.browser('flaky').subscription()).expect(201);
    pushService.answers.set('/push/flaky', [503, 500]);
    // The receiver's own request, and the reply it gets.
    const id = await openConversation(sut, receiver, 'professional-network', ctx);
    later();
    await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'Sure' }).expect(201);
    await settled();
    const delivery = () => sut.dataSource.getRepository(PushDelivery).findOneByOrFail({ userId: receiver.user.id });
    assert.equal((await delivery()).status, 'pending');
    assert.equal((await delivery()).attempts, 1);
    await settled();
    assert.equal((await delivery()).attempts, 1, 'not before its retry time');
    clock.set(new Date(clock.now().getTime() + PUSH_LIMITS.retryMinutes[0] * MINUTE));
    await settled();
    assert.equal((await delivery()).attempts, 2);
    clock.set(new Date(clock.now().getTime() + PUSH_LIMITS.retryMinutes[1] * MINUTE));
    await settled();
    assert.equal((await delivery()).status, 'sent');
    assert.equal(pushService.to('flaky').length, 1);

    // Always failing: after the last retry it is given up.
    pushService.answers.set('/push/flaky', Array(10).fill(503));
    later();
    await as(sut, ctx.member).post(`/conversations/${id}/replies`, { body: 'Again' }).expect(201);
    for (const wait of [0, ...PUSH_LIMITS.retryMinutes]) {
      clock.set(new Date(clock.now().getTime() + wait * MINUTE));
      await settled();
    }
    const last = await sut.dataSource.getRepository(PushDelivery).find({ where: { userId: receiver.user.id }, order: { id: 'DESC' }, take: 1 });
    assert.equal(last[0].status, 'failed');
    assert.equal(last[0].attempts, PUSH_LIMITS.retryMinutes.length + 1);
  });

  it("the data export lists each device's push service host and date, never the endpoint; deleting the account deletes the devices", async () => {
    const member = await seeker();
    const browser = pushService.browser(`export-${member.user.id}`);
    await subscribe(member, browser.subscription()).expect(201);
    const exported = (await as(sut, member).get('/account/export').expect(200)).body;
    assert.deepEqual(Object.keys(exported.push).sort(), ['settings', 'subscriptions']);
    assert.equal(exported.push.subscriptions.length, 1);
    assert.deepEqual(Object.keys(exported.push.subscriptions[0]).sort(), ['created_at', 'endpoint_host']);
    assert.ok(!JSON.stringify(exported).includes(browser.endpoint));
    await sut.http.delete('/api/v1/account').auth(member.token, { type: 'bearer' }).send({ password: TEST_PASSWORD }).expect(200);
    assert.equal(await sut.dataSource.getRepository(PushSubscription).countBy({ userId: member.user.id }), 0);
  });
});

describe(`push: two instances on one database generate one VAPID pair (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('the first GET /push/key on both at once ends with one stored pair, the same on both', async () => {
    const first = await startTestApp();
    const second = await startTestApp({ database: first.database, mail: first.mail });
    try {
      const member = await createAccount(first, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
      const [a, b] = await Promise.all([
        first.http.get('/api/v1/push/key').auth(member.token, { type: 'bearer' }).expect(200),
        second.http.get('/api/v1/push/key').auth(member.token, { type: 'bearer' }).expect(200),
      ]);
      assert.equal(a.body.publicKey, b.body.publicKey);
      assert.equal(await first.dataSource.getRepository(PushKey).count(), 1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe(`push: the generated VAPID private key is sealed at rest (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('a dump holds no private key; a plain key from before is sealed (the migration on MariaDB, the start on SQLite) and another instance still signs with it', async () => {
    const first = await startTestApp();
    const pushService = await new PushServiceStandIn().start();
    let second: TestApp | undefined;
    try {
      const ctx = await createReceivers(first);
      const sender = await createAccount(first, { role: 'helper', industry: 'Arts, Communication, Media & Design' });
      const publicKey = (await as(first, sender).get('/push/key').expect(200)).body.publicKey;
      const raw = async () => String((await first.dataSource.query('SELECT private_key FROM push_vapid_keys'))[0].private_key);
      const sealed = await raw();
      assert.match(sealed, /^v1:[0-9a-f]{12}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/, 'v1:<keyId>:<iv>:<tag>:<ciphertext>');
      const privateKey = (await first.dataSource.getRepository(PushKey).findOneByOrFail({ publicKey })).privateKey;
      assert.equal(Buffer.from(privateKey, 'base64url').length, 32, 'the entity opens it');
      assert.ok(!sealed.includes(privateKey));

      // A pair generated before sealing: plaintext in the row, sealed by the same pass the migration makes.
      await first.dataSource.query('UPDATE push_vapid_keys SET private_key = ?', [privateKey]);
      assert.equal((await sealStoredValues(first.dataSource, { rotate: false })).sealed, 1);
      const resealed = await raw();
      assert.ok(resealed.startsWith('v1:') && resealed !== sealed && !resealed.includes(privateKey));

      // A second instance reads the sealed pair and signs a push the push service verifies with the same public key.
      second = await startTestApp({ database: first.database, mail: first.mail });
      const device = pushService.browser(`sealed-${sender.user.id}`);
      await as(second, sender).post('/push/subscriptions', device.subscription()).expect(201);
      const id = await openConversation(second, sender, 'professional-network', ctx);
      const clock = second.app.get(Clock);
      clock.set(new Date(clock.now().getTime() + 10 * MINUTE));
      await as(second, ctx.member).post(`/conversations/${id}/replies`, { body: 'Happy to help' }).expect(201);
      await second.app.get(PushSenderJob).runOnce();
      clock.set(null);
      assert.deepEqual(pushService.problems, []);
      const pushes = pushService.to(`sealed-${sender.user.id}`);
      assert.equal(pushes.length, 1);
      assert.equal(pushes[0].vapidKey, publicKey);
    } finally {
      await second?.close();
      await pushService.stop();
      await first.close();
    }
  });
});
