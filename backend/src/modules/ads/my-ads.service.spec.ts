import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConflictException } from '@nestjs/common';
import { AdStatus } from '@community/vocabulary';
import { Ad } from './entities/ad.entity';
import { applyAdEdit, renewAd } from './ad-lifecycle';
import { droppedFiles, keptPictures, picturesAfterEdit } from './ad-picture-edit';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-05-01T10:00:00Z');

function ad(status: AdStatus): Ad {
  return Object.assign(new Ad(), {
    id: 3, title: 'Flat', description: 'Bright', category: 'Real Estate', adDescription: 'Two rooms', priceOffer: null,
    contactEmail: 'owner@example.com', contactPhone: '+1 555', location: 'Toronto', status,
    imageUrl: '["ads/a.webp"]', thumbnailUrl: '["ads/a.thumb.webp"]', rejectionReason: status === 'rejected' ? 'Duplicate' : null,
    expiresAt: status === 'approved' ? new Date(now.getTime() + DAY_MS) : null, expiryRemindedAt: null,
  });
}

describe('my ads: edit and renewal rules (pure)', () => {
  for (const status of ['approved', 'rejected', 'expired', 'closed', 'pending'] as AdStatus[]) {
    it(`a changed title sends a ${status} ad to review and clears its reason and expiry`, () => {
      const sut = ad(status);
      assert.equal(applyAdEdit(sut, { title: ' Flat with garden ' }), true);
      assert.equal(sut.title, 'Flat with garden');
      assert.equal(sut.status, 'pending');
      assert.equal(sut.rejectionReason, null);
      assert.equal(sut.expiresAt, null);
    });
  }

  it('new pictures alone send the ad to review', () => {
    const sut = ad('approved');
    assert.equal(applyAdEdit(sut, {}, { imageUrl: '["ads/b.webp"]', thumbnailUrl: '["ads/b.thumb.webp"]' }), true);
    assert.equal(sut.status, 'pending');
  });

  it('sending the same text is no edit: an approved ad stays approved', () => {
    const sut = ad('approved');
    assert.equal(applyAdEdit(sut, { title: 'Flat ', location: 'Toronto' }), false);
    assert.equal(sut.status, 'approved');
  });

  for (const status of ['approved', 'expired', 'closed'] as AdStatus[]) {
    it(`renews a ${status} ad for the full lifetime from now, reminder reset`, () => {
      const sut = Object.assign(ad(status), { expiryRemindedAt: now });
      renewAd(sut, now, 60);
      assert.equal(sut.status, 'approved');
      assert.equal(sut.expiresAt!.getTime(), now.getTime() + 60 * DAY_MS);
      assert.equal(sut.expiryRemindedAt, null);
    });
  }

  for (const status of ['pending', 'rejected'] as AdStatus[]) {
    it(`refuses to renew a ${status} ad (review cannot be skipped)`, () => {
      const sut = ad(status);
      assert.throws(() => renewAd(sut, now, 60), ConflictException);
      assert.equal(sut.status, status);
    });
  }
});

describe('my ads: the pictures an edit keeps (pure)', () => {
  const pictures = { imageUrl: '["ads/a.webp","ads/b.webp","ads/c.webp"]', thumbnailUrl: '["ads/a.thumb.webp","ads/b.thumb.webp","ads/c.thumb.webp"]' };

  it('keeps the listed pictures of the ad in the order given, each with its thumbnail, then the new ones', () => {
    const kept = keptPictures(pictures, ['ads/c.webp', 'ads/a.webp']);
    assert.deepEqual(kept, [{ full: 'ads/c.webp', thumbnail: 'ads/c.thumb.webp' }, { full: 'ads/a.webp', thumbnail: 'ads/a.thumb.webp' }]);
    const after = picturesAfterEdit(kept!, { imageUrl: '["ads/n.webp"]', thumbnailUrl: '["ads/n.thumb.webp"]' });
    assert.deepEqual(after, { imageUrl: '["ads/c.webp","ads/a.webp","ads/n.webp"]', thumbnailUrl: '["ads/c.thumb.webp","ads/a.thumb.webp","ads/n.thumb.webp"]' });
    assert.deepEqual(droppedFiles(pictures, after), ['ads/b.webp', 'ads/b.thumb.webp']);
  });

  for (const stranger of ['ads/other-ad.webp', 'ads/a.thumb.webp', '../../etc/passwd', 'ads/A.webp']) {
    it(`refuses to keep ${stranger}, which is not one of the ad's pictures`, () => {
      assert.equal(keptPictures(pictures, ['ads/a.webp', stranger]), null);
    });
  }

  it("an ad stored before thumbnails keeps its picture in the thumbnail's place, and it is not removed", () => {
    const legacy = { imageUrl: 'ads/old.jpg', thumbnailUrl: 'not found' };
    const after = picturesAfterEdit(keptPictures(legacy, ['ads/old.jpg'])!, null);
    assert.deepEqual(after, { imageUrl: '["ads/old.jpg"]', thumbnailUrl: '["ads/old.jpg"]' });
    assert.deepEqual(droppedFiles(legacy, after), []);
  });
});
