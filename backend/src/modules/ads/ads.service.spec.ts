import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundException } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { MESSAGES } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { AuthUser } from '../../common/auth/auth-user';
import { fakeModerationStore, notificationsThrough } from '../../../test/support/fake-moderation-store';
import { AuditService } from '../audit/audit.service';
import { ImageStorageService } from '../uploads/image-storage.service';
import { Ad } from './entities/ad.entity';
import { AdsService } from './ads.service';
import { Clock } from '../../common/clock/clock';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };
const config = loadConfig({ NODE_ENV: 'test' });

function pendingAd(id: number): Ad {
  return Object.assign(new Ad(), {
    id, title: `Ad ${id}`, status: 'pending', createdAt: new Date('2026-01-01T00:00:00Z'),
    imageUrl: `["ads/${id}.webp"]`, thumbnailUrl: `["ads/${id}.thumb.webp"]`, poster: { email: `poster${id}@example.com` },
  });
}

function setUp(rows: Ad[] = [pendingAd(7)]) {
  const store = fakeModerationStore(rows);
  const deleted: string[] = [];
  const storage = { save: async () => undefined, delete: async (key: string) => void deleted.push(key) } as unknown as ImageStorageService;
  const service = new AdsService({} as Repository<Ad>, store.dataSource, store.audit as unknown as AuditService, notificationsThrough(store.mail), storage, config, new Clock());
  return { ...store, deleted, service };
}

describe('ads: moderation transitions (service, database and mail faked)', () => {
  it('approve: the ad becomes approved, the poster is mailed, the decision is audited in the same transaction', async () => {
    const { service, table, audited, mailed } = setUp();
    const answer = await service.approve(admin, 7);
    assert.equal(answer.status, 'approved');
    assert.equal(table.get(7)!.status, 'approved');
    assert.deepEqual(audited, [{ action: 'approve-ad', targetId: 7, summary: 'Ad 7', inTransaction: true }]);
    assert.deepEqual(mailed.map((mail) => [mail.to, mail.subject]), [['poster7@example.com', 'Your ad "Ad 7" is now live']]);
  });

  it('reject: the ad becomes rejected, the poster is mailed where to ask, audited', async () => {
    const { service, table, audited, mailed } = setUp();
    await service.reject(admin, 7);
    assert.equal(table.get(7)!.status, 'rejected');
    assert.equal(audited[0].action, 'reject-ad');
    assert.match(mailed[0].text, new RegExp(config.mail.contactEmail));
  });

  it('delete: the row, its audit entry, then both pictures', async () => {
    const { service, table, audited, deleted } = setUp();
    await service.remove(admin, 7);
    assert.equal(table.has(7), false);
    assert.equal(audited[0].action, 'delete-ad');
    assert.deepEqual(deleted.sort(), ['ads/7.thumb.webp', 'ads/7.webp']);
  });

  for (const action of ['approve', 'reject', 'remove'] as const) {
    it(`${action} of an ad that does not exist: 404 "${MESSAGES.moderation.adNotFound}", nothing audited or mailed`, async () => {
      const { service, audited, mailed } = setUp([]);
      await assert.rejects(service[action](admin, 99), (error: unknown) => error instanceof NotFoundException && error.message === MESSAGES.moderation.adNotFound);
      assert.equal(audited.length + mailed.length, 0);
    });
  }

  it('a poster whose account is gone is not mailed, the decision still holds', async () => {
    const { service, table, mailed } = setUp([Object.assign(pendingAd(8), { poster: null })]);
    await service.approve(admin, 8);
    assert.equal(table.get(8)!.status, 'approved');
    assert.equal(mailed.length, 0);
  });
});
