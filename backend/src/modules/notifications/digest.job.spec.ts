import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { MailMessage, MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import { DigestItem } from './entities/digest-item.entity';
import { DigestJob } from './digest.job';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

const item = (id: number, kind: DigestItem['kind'], subject: string) =>
  Object.assign(new DigestItem(), { id, userId: 9, kind, subject, text: `About ${subject}\n`, sentAt: null, createdAt: new Date(2026, 10, id) });

function setUp({
  claimed = true,
  items = [item(1, 'reply', 'A reply from Lee'), item(2, 'status_change', 'Accepted'), item(3, 'reply', 'Another reply')],
  account = Object.assign(new User(), { id: 9, name: 'Amina', email: 'amina@example.com', suspendedAt: null, tokenVersion: 1 }) as User | null,
} = {}) {
  const { service: sut, fakes } = newTestService(DigestJob);
  const repository = fakes.get(NotificationsRepository);
  repository.membersWithUnsentItems.mock.mockImplementation(async () => [9]);
  repository.inClaim.mock.mockImplementation(async (work) => work(TRANSACTION));
  repository.claimUnsent.mock.mockImplementation(async () => claimed);
  repository.claimedItems.mock.mockImplementation(async () => items);
  repository.recipient.mock.mockImplementation(async () => account);
  fakes
    .get(NotificationsService)
    .withUnsubscribe.mock.mockImplementation((_account, kinds, message: MailMessage) => ({ ...message, headers: { kinds: kinds.join(',') } }));
  return { sut, fakes, repository };
}

describe('DigestJob: one mail per member with everything queued since the last digest', () => {
  it("claims the member's unsent items and queues one mail listing each, in order, with one unsubscribe for their kinds, in the claim's transaction", async () => {
    const { sut, fakes, repository } = setUp();
    assert.equal(await sut.runOnce(), 1);
    const [manager, userId, claimId] = repository.claimUnsent.mock.calls[0].arguments;
    assert.deepEqual([manager, userId], [TRANSACTION, 9]);
    assert.deepEqual(repository.claimedItems.mock.calls[0].arguments, [TRANSACTION, claimId], 'reads back exactly what this claim took');
    const [mailManager, mail] = fakes.get(MailService).enqueue.mock.calls[0].arguments;
    assert.equal(mailManager, TRANSACTION);
    assert.deepEqual([mail.to, mail.subject, mail.headers], ['amina@example.com', 'Your daily digest: 3 updates', { kinds: 'reply,status_change' }]);
    assert.ok(mail.text.indexOf('A reply from Lee') < mail.text.indexOf('Accepted') && mail.text.indexOf('Accepted') < mail.text.indexOf('Another reply'));
  });

  it("another instance's claim first, a suspended member or one gone: no mail", async () => {
    for (const world of [{ claimed: false }, { account: Object.assign(new User(), { id: 9, suspendedAt: new Date() }) }, { account: null }, { items: [] }]) {
      const { sut, fakes } = setUp(world);
      assert.equal(await sut.runOnce(), 0);
      assert.equal(fakes.get(MailService).enqueue.mock.calls.length, 0);
    }
  });

  it('one update is "1 update"', async () => {
    const { sut, fakes } = setUp({ items: [item(1, 'reply', 'A reply')] });
    await sut.runOnce();
    assert.equal(fakes.get(MailService).enqueue.mock.calls[0].arguments[1].subject, 'Your daily digest: 1 update');
  });
});
