import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { MailService } from '../mail/mail.service';
import { Ad } from './entities/ad.entity';
import { AdsRepository } from './ads.repository';
import { AdExpiryJob } from './ad-expiry.job';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-05-01T10:00:00Z');

function approved(
  id: number,
  expiresInDays: number,
  poster: { email: string; suspendedAt: Date | null } | null = { email: `poster${id}@example.com`, suspendedAt: null },
): Ad {
  return Object.assign(new Ad(), {
    id,
    title: `Ad ${id}`,
    status: 'approved',
    expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
    expiryRemindedAt: null,
    poster,
  });
}

/** `claimable`: the ids whose reminder this instance wins (another instance has claimed the rest). */
function setUp(due: Ad[], claimable = new Set(due.map((ad) => ad.id)), expiring: Ad[] = []) {
  const { service: sut, fakes, clock } = newTestService(AdExpiryJob);
  clock.set(now);
  const ads = fakes.get(AdsRepository);
  ads.remindersDue.mock.mockImplementation(async () => due);
  ads.claimReminder.mock.mockImplementation(async (id: number) => claimable.has(id));
  ads.expiryDue.mock.mockImplementation(async () => expiring);
  ads.expire.mock.mockImplementation(async (ad: Ad) => ad.id % 2 === 1);
  const enqueue = fakes.get(MailService).enqueue;
  return {
    sut,
    ads,
    mailed: () => enqueue.mock.calls.map(({ arguments: [manager, mail] }) => ({ to: mail.to, subject: mail.subject, inTransaction: manager === TRANSACTION })),
  };
}

describe('AdExpiryJob: reminders a week before, expiry after AD_LIFETIME_DAYS', () => {
  it("asks for approved ads expiring within the reminder week, and mails each claimed one in its claim's transaction", async () => {
    const { sut, ads, mailed } = setUp([approved(1, 3)]);
    assert.deepEqual(await sut.runOnce(), { reminded: 1, expired: 0 });
    const [from, before] = ads.remindersDue.mock.calls[0].arguments;
    assert.deepEqual([from, before], [now, new Date(now.getTime() + 7 * DAY_MS)]);
    assert.deepEqual(
      ads.claimReminder.mock.calls.map(({ arguments: [id, at, manager] }) => [id, at, manager === TRANSACTION]),
      [[1, now, true]],
    );
    assert.deepEqual(mailed(), [{ to: 'poster1@example.com', subject: 'Your ad "Ad 1" expires soon', inTransaction: true }]);
  });

  it('a reminder another instance claimed first is not sent again', async () => {
    const { sut, mailed } = setUp([approved(1, 3), approved(2, 4)], new Set([2]));
    assert.equal((await sut.runOnce()).reminded, 1);
    assert.deepEqual(
      mailed().map((mail) => mail.to),
      ['poster2@example.com'],
    );
  });

  it('a suspended poster, or one whose account is gone, is claimed but not written to', async () => {
    const { sut, ads, mailed } = setUp([approved(1, 3, { email: 'gone@example.com', suspendedAt: now }), approved(2, 3, null)]);
    assert.equal((await sut.runOnce()).reminded, 0);
    assert.equal(ads.claimReminder.mock.callCount(), 2);
    assert.equal(mailed().length, 0);
  });

  it('an ad already past its expiry gets no reminder: it expires in the same run', async () => {
    const late = approved(1, -1);
    const { sut, ads, mailed } = setUp([late], undefined, [late]);
    assert.deepEqual(await sut.runOnce(), { reminded: 0, expired: 1 });
    assert.equal(ads.claimReminder.mock.callCount() + mailed().length, 0);
  });

  it('counts only the ads this instance expired (each is expired once across instances)', async () => {
    const { sut } = setUp([], undefined, [approved(1, -1), approved(2, -1), approved(3, -2)]);
    assert.equal((await sut.runOnce()).expired, 2);
  });
});
