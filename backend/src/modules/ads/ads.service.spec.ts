import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { REPLICA_READ, TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { moderatedRows } from '../../../test/support/moderated-rows';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ImageStorageService } from '../uploads/image-storage.service';
import { Ad } from './entities/ad.entity';
import { AdRow } from './ads.query';
import { AdsRepository } from './ads.repository';
import { AdsService } from './ads.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };
const helper: AuthUser = { ...admin, id: 2, email: 'helper@example.com', role: 'helper' };
const now = new Date('2026-05-01T10:00:00Z');

function pendingAd(id: number): Ad {
  return Object.assign(new Ad(), {
    id,
    userId: 40 + id,
    title: `Ad ${id}`,
    status: 'pending',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    rejectionReason: null,
    expiresAt: null,
    imageUrl: `["ads/${id}.webp"]`,
    thumbnailUrl: `["ads/${id}.thumb.webp"]`,
    poster: { email: `poster${id}@example.com` },
  });
}

function row(id: number): AdRow {
  return {
    id,
    title: `Ad ${id}`,
    description: 'D',
    category: 'Other',
    ad_description: 'A',
    price_offer: null,
    contact_email: 'a@b.co',
    contact_phone: '1',
    location: 'L',
    status: 'approved',
    image_url: '[]',
    thumbnail_url: '[]',
    created_at: `2026-01-0${id} 00:00:00`,
  };
}

function setUp(rows: Ad[] = [pendingAd(7)]) {
  const { service: sut, fakes, clock, config } = newTestService(AdsService);
  clock.set(now);
  const { table, outside } = moderatedRows(fakes.get(AdsRepository), rows);
  const audit = fakes.get(AuditService).record;
  const notify = fakes.get(NotificationsService).notify;
  const deleted = fakes.get(ImageStorageService).delete;
  deleted.mock.mockImplementation(async () => undefined);
  const audited = () =>
    audit.mock.calls.map(({ arguments: [, action, , targetId, summary, manager] }) => ({ action, targetId, summary, inTransaction: manager === TRANSACTION }));
  const mailed = () =>
    notify.mock.calls.map(({ arguments: [userId, kind, message, manager] }) => ({
      userId,
      kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      inTransaction: manager === TRANSACTION,
    }));
  return { sut, fakes, config, table, outside, audited, mailed, deletedKeys: () => deleted.mock.calls.map((call) => call.arguments[0]) };
}

describe('AdsService: who sees which list', () => {
  it('the board (approved) is read for anyone; a page of `limit` rows says where the next one starts', async () => {
    const { sut, fakes } = setUp();
    const page = fakes.get(AdsRepository).page;
    page.mock.mockImplementation(async () => [row(3), row(2), row(1)]);
    const answer = await sut.listByStatus(undefined, 'approved', { limit: 2, q: '  flat ', category: 'Other' });
    assert.deepEqual(
      answer.data.map((ad) => ad.id),
      [3, 2],
    );
    assert.ok(answer.next_cursor, 'one row more than the page: there is a next page');
    const asked = page.mock.calls[0].arguments[0];
    assert.deepEqual(
      { status: asked.status, take: asked.take, search: asked.search, category: asked.category },
      { status: 'approved', take: 3, search: 'flat', category: 'Other' },
    );
  });

  it('the review queue (pending) asks an anonymous caller to sign in and refuses a member who is not an admin', async () => {
    const { sut, fakes } = setUp();
    fakes.get(AdsRepository).page.mock.mockImplementation(async () => []);
    await assert.rejects(sut.listByStatus(undefined, 'pending'), UnauthorizedException);
    await assert.rejects(sut.listByStatus(helper, 'pending'), ForbiddenException);
    assert.deepEqual(await sut.listByStatus(admin, 'pending'), { data: [], next_cursor: null });
    assert.equal(fakes.get(AdsRepository).page.mock.callCount(), 1, "only the admin's request read anything");
  });

  it("the board, the admin's full list and the pending count read from a replica caught up with the reader's own writes (issue #29)", async () => {
    const { sut, fakes } = setUp();
    const repository = fakes.get(AdsRepository);
    repository.page.mock.mockImplementation(async () => []);
    repository.countPending.mock.mockImplementation(async () => 4);
    await sut.listByStatus(helper, 'approved', { q: 'flat' });
    await sut.listByStatus(undefined, 'approved');
    await sut.listAll(admin.id);
    assert.equal(await sut.countPending(admin.id), 4);
    const readers = fakes.get(ReadReplicas).read.mock.calls.map((call) => call.arguments[0]);
    assert.deepEqual(readers, [helper.id, null, admin.id, admin.id], 'each read names who reads, so their own last write is waited for');
    assert.deepEqual(
      repository.page.mock.calls.map((call) => call.arguments[1]),
      [REPLICA_READ, REPLICA_READ, REPLICA_READ],
    );
    assert.equal(repository.countPending.mock.calls[0].arguments[0], REPLICA_READ);
  });

  it('an ad that does not exist is a 404 with the moderation text', async () => {
    const { sut, fakes } = setUp();
    fakes.get(AdsRepository).findById.mock.mockImplementation(async () => null);
    await assert.rejects(sut.findById(99), (error: unknown) => error instanceof NotFoundException && error.message === MESSAGES.moderation.adNotFound);
  });
});

describe('AdsService: the review (pending → approved or rejected)', () => {
  it('approve: the ad goes on the board for AD_LIFETIME_DAYS from now, the poster is told, all in one transaction', async () => {
    const { sut, config, table, outside, audited, mailed } = setUp();
    const answer = await sut.approve(admin, 7);
    assert.equal(answer.status, 'approved');
    const stored = table.get(7)!;
    assert.equal(stored.status, 'approved');
    assert.equal(stored.rejectionReason, null);
    assert.equal(stored.expiresAt!.getTime(), now.getTime() + config.ads.lifetimeDays * DAY_MS);
    assert.equal(stored.expiryRemindedAt, null);
    assert.deepEqual(audited(), [{ action: 'approve-ad', targetId: 7, summary: 'Ad 7', inTransaction: true }]);
    assert.deepEqual(
      mailed().map(({ userId, kind, to, subject, inTransaction }) => ({ userId, kind, to, subject, inTransaction })),
      [{ userId: 47, kind: 'moderation_outcome', to: 'poster7@example.com', subject: 'Your ad "Ad 7" is now live', inTransaction: true }],
    );
    assert.deepEqual(outside, []);
  });

  it('reject: the reason is kept for the poster, the ad has no expiry, the mail says where to ask', async () => {
    const { sut, config, table, audited, mailed } = setUp([Object.assign(pendingAd(7), { status: 'approved', expiresAt: now })]);
    await sut.reject(admin, 7, 'Incomplete or unclear information: add the price');
    assert.equal(table.get(7)!.status, 'rejected');
    assert.equal(table.get(7)!.rejectionReason, 'Incomplete or unclear information: add the price');
    assert.equal(table.get(7)!.expiresAt, null);
    assert.equal(audited()[0].action, 'reject-ad');
    assert.match(mailed()[0].text, /Reason: Incomplete or unclear information: add the price/);
    assert.ok(mailed()[0].text.includes(config.mail.contactEmail));
  });

  it('delete: the row and its audit entry in the transaction, then both pictures', async () => {
    const { sut, table, outside, audited, mailed, deletedKeys } = setUp();
    await sut.remove(admin, 7);
    assert.equal(table.has(7), false);
    assert.deepEqual(audited(), [{ action: 'delete-ad', targetId: 7, summary: 'Ad 7', inTransaction: true }]);
    assert.deepEqual(deletedKeys().sort(), ['ads/7.thumb.webp', 'ads/7.webp']);
    assert.equal(mailed().length, 0);
    assert.deepEqual(outside, []);
  });

  it('a picture that cannot be removed after a delete is logged, and the delete still answers', async () => {
    const { sut, fakes, table } = setUp();
    fakes.get(ImageStorageService).delete.mock.mockImplementation(async () => {
      throw new Error('bucket unavailable');
    });
    assert.equal((await sut.remove(admin, 7)).id, 7);
    assert.equal(table.has(7), false);
  });

  for (const action of ['approve', 'reject', 'remove'] as const) {
    it(`${action} of an ad that does not exist: 404 "${MESSAGES.moderation.adNotFound}", nothing audited, mailed or removed`, async () => {
      const { sut, audited, mailed, deletedKeys } = setUp([]);
      await assert.rejects(sut[action](admin, 99), (error: unknown) => error instanceof NotFoundException && error.message === MESSAGES.moderation.adNotFound);
      assert.equal(audited().length + mailed().length + deletedKeys().length, 0);
    });
  }

  it('an ad deleted by another admin between the read and the delete is a 404, not audited', async () => {
    const { sut, fakes, audited } = setUp();
    fakes.get(AdsRepository).deleteDecided.mock.mockImplementation(async () => false);
    await assert.rejects(sut.remove(admin, 7), NotFoundException);
    assert.equal(audited().length, 0);
  });

  it('a poster whose account is gone is not mailed, the decision still holds', async () => {
    const { sut, table, mailed } = setUp([Object.assign(pendingAd(8), { poster: null })]);
    await sut.approve(admin, 8);
    assert.equal(table.get(8)!.status, 'approved');
    assert.equal(mailed().length, 0);
  });
});
