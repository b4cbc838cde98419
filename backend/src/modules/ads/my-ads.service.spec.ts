import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { ACCOUNT_TEXTS, AdStatus, LIMITS, MESSAGES } from '@community/vocabulary';
import { newTestService } from '../../../test/support/new-test-service';
import { ImageStorageService } from '../uploads/image-storage.service';
import { ImageDecodeGate } from '../uploads/image-decode-gate.service';
import { Ad } from './entities/ad.entity';
import { AD_IMAGE_DECODER, AdImageDecoder } from './ad-submission.service';
import { AdSubmissionLimit } from './ad-submission-limit';
import { AdsRepository } from './ads.repository';
import { MyAdsService } from './my-ads.service';
import { applyAdEdit, renewAd } from './ad-lifecycle';
import { droppedFiles, keptPictures, picturesAfterEdit } from './ad-picture-edit';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-05-01T10:00:00Z');

function ad(status: AdStatus): Ad {
  return Object.assign(new Ad(), {
    id: 3,
    title: 'Flat',
    description: 'Bright',
    category: 'Real Estate',
    adDescription: 'Two rooms',
    priceOffer: null,
    contactEmail: 'owner@example.com',
    contactPhone: '+1 555',
    location: 'Toronto',
    status,
    imageUrl: '["ads/a.webp"]',
    thumbnailUrl: '["ads/a.thumb.webp"]',
    rejectionReason: status === 'rejected' ? 'Duplicate' : null,
    expiresAt: status === 'approved' ? new Date(now.getTime() + DAY_MS) : null,
    expiryRemindedAt: null,
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
    assert.deepEqual(kept, [
      { full: 'ads/c.webp', thumbnail: 'ads/c.thumb.webp' },
      { full: 'ads/a.webp', thumbnail: 'ads/a.thumb.webp' },
    ]);
    const after = picturesAfterEdit(kept!, { imageUrl: '["ads/n.webp"]', thumbnailUrl: '["ads/n.thumb.webp"]' });
    assert.deepEqual(after, {
      imageUrl: '["ads/c.webp","ads/a.webp","ads/n.webp"]',
      thumbnailUrl: '["ads/c.thumb.webp","ads/a.thumb.webp","ads/n.thumb.webp"]',
    });
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

/** The poster's ad with three pictures, in the repository fake; the pictures are stored in memory. */
function setUp(status: AdStatus = 'approved') {
  const stored = Object.assign(ad(status), {
    userId: 5,
    imageUrl: '["ads/a.webp","ads/b.webp","ads/c.webp"]',
    thumbnailUrl: '["ads/a.thumb.webp","ads/b.thumb.webp","ads/c.thumb.webp"]',
  });
  const files = new Set(['ads/a.webp', 'ads/b.webp', 'ads/c.webp', 'ads/a.thumb.webp', 'ads/b.thumb.webp', 'ads/c.thumb.webp']);
  const storage = {
    save: async (key: string) => void files.add(key),
    delete: async (key: string) => void files.delete(key),
  };
  const passThrough: AdImageDecoder = async (input) => ({ full: input, thumbnail: input });
  const {
    service: sut,
    fakes,
    clock,
    config,
  } = newTestService(MyAdsService, [
    [ImageStorageService, storage],
    [ImageDecodeGate, new ImageDecodeGate()],
    [AD_IMAGE_DECODER, passThrough],
  ]);
  clock.set(now);
  const ads = fakes.get(AdsRepository);
  ads.ownAd.mock.mockImplementation(async (posterId: number, id: number) => (posterId === stored.userId && id === stored.id ? stored : null));
  ads.storeEditOverPictures.mock.mockImplementation(async () => true);
  return { sut, ads, limit: fakes.get(AdSubmissionLimit), stored, files, config };
}
const pictures = (count: number) => Array.from({ length: count }, (_, n) => Buffer.from(`new${n}`));

describe('MyAdsService: editing sends the ad back to review (service, repository and storage faked)', () => {
  it('a changed text: pending again, counted as a submission now, written over the pictures it started from', async () => {
    const { sut, ads, limit, stored } = setUp('approved');
    const { ad: edited, changed } = await sut.edit(5, 3, { title: 'Flat with garden' });
    assert.equal(changed, true);
    assert.deepEqual(
      { status: edited.status, expiresAt: edited.expiresAt, submittedAt: edited.submittedAt },
      { status: 'pending', expiresAt: null, submittedAt: now },
    );
    assert.deepEqual(
      limit.check.mock.calls.map((call) => call.arguments),
      [[5, 3]],
      'the daily limit, this ad excepted',
    );
    const [posterId, id, before, columns] = ads.storeEditOverPictures.mock.calls[0].arguments;
    assert.deepEqual([posterId, id, before, columns.title, columns.status], [5, 3, stored.imageUrl, 'Flat with garden', 'pending']);
  });

  it('the same text again is no edit: the ad keeps its status and nothing is written', async () => {
    const { sut, ads } = setUp('approved');
    const { ad: same, changed } = await sut.edit(5, 3, { title: 'Flat' });
    assert.equal(changed, false);
    assert.equal(same.status, 'approved');
    assert.equal(ads.storeEditOverPictures.mock.callCount(), 0);
  });

  it('keep_images keeps the listed pictures in the order given, new ones follow, the dropped ones are removed after the write', async () => {
    const { sut, files } = setUp();
    const { ad: edited } = await sut.edit(5, 3, { keep_images: ['ads/c.webp', 'ads/a.webp'] }, pictures(1));
    const paths: string[] = JSON.parse(edited.imageUrl);
    assert.deepEqual(paths.slice(0, 2), ['ads/c.webp', 'ads/a.webp']);
    assert.equal(paths.length, 3);
    assert.ok(files.has(paths[2]), 'the new picture is stored');
    assert.equal(files.has('ads/b.webp') || files.has('ads/b.thumb.webp'), false, 'the dropped picture and its thumbnail are gone');
    assert.equal(edited.status, 'pending');
  });

  for (const [keep, added, message] of [
    [['ads/a.webp', 'ads/b.webp'], 0, MESSAGES.ad.tooFewImages],
    [['ads/a.webp', 'ads/b.webp', 'ads/c.webp'], LIMITS.adImagesMax - 2, MESSAGES.ad.tooManyImages],
  ] as const) {
    it(`kept and new pictures together must be ${LIMITS.adImagesMin}-${LIMITS.adImagesMax}: ${keep.length} kept + ${added} new is "${message}"`, async () => {
      const { sut, ads, files } = setUp();
      await assert.rejects(sut.edit(5, 3, { keep_images: [...keep] }, pictures(added)), (error: unknown) => {
        assert.deepEqual((error as BadRequestException).getResponse(), { message: [message], error_message: message, errors: { images: [message] } });
        return true;
      });
      assert.equal(ads.storeEditOverPictures.mock.callCount(), 0);
      assert.equal(files.size, 6, 'nothing stored or removed');
    });
  }

  it(`keep_images naming a picture that is not the ad's own: "${ACCOUNT_TEXTS.adKeepImagesInvalid}"`, async () => {
    const { sut, ads } = setUp();
    await assert.rejects(sut.edit(5, 3, { keep_images: ['ads/a.webp', 'ads/b.webp', 'ads/other-ad.webp'] }), (error: unknown) => {
      assert.deepEqual(((error as BadRequestException).getResponse() as { errors: Record<string, string[]> }).errors.keep_images, [
        ACCOUNT_TEXTS.adKeepImagesInvalid,
      ]);
      return true;
    });
    assert.equal(ads.storeEditOverPictures.mock.callCount(), 0);
  });

  it(`an edit without fields or pictures is a 400 "${ACCOUNT_TEXTS.nothingToChange}"`, async () => {
    const { sut } = setUp();
    await assert.rejects(sut.edit(5, 3, {}), (error: unknown) => error instanceof BadRequestException && error.message === ACCOUNT_TEXTS.nothingToChange);
  });

  it(`an edit stored meanwhile wins: 409 "${ACCOUNT_TEXTS.adChangedMeanwhile}", this edit's new files are removed and the old ones kept`, async () => {
    const { sut, ads, files } = setUp();
    ads.storeEditOverPictures.mock.mockImplementation(async () => false);
    await assert.rejects(
      sut.edit(5, 3, { keep_images: ['ads/a.webp', 'ads/b.webp'] }, pictures(1)),
      (error: unknown) => error instanceof ConflictException && error.message === ACCOUNT_TEXTS.adChangedMeanwhile,
    );
    assert.deepEqual([...files].sort(), ['ads/a.thumb.webp', 'ads/a.webp', 'ads/b.thumb.webp', 'ads/b.webp', 'ads/c.thumb.webp', 'ads/c.webp']);
  });

  it(`another member's ad answers 404 "${ACCOUNT_TEXTS.adNotFound}" to every action, like one that does not exist`, async () => {
    const { sut, ads } = setUp();
    const refused = (error: unknown) => error instanceof NotFoundException && error.message === ACCOUNT_TEXTS.adNotFound;
    await assert.rejects(sut.edit(6, 3, { title: 'Mine' }), refused);
    await assert.rejects(sut.close(6, 3), refused);
    await assert.rejects(sut.renew(6, 3), refused);
    await assert.rejects(sut.remove(6, 3), refused);
    assert.equal(ads.writeStatus.mock.callCount() + ads.deleteOwn.mock.callCount() + ads.storeEditOverPictures.mock.callCount(), 0);
  });
});

describe('MyAdsService: closing, renewal and removal', () => {
  it('close takes the ad off the board once; closing a closed ad writes nothing', async () => {
    const { sut, ads } = setUp('approved');
    assert.equal((await sut.close(5, 3)).status, 'closed');
    await sut.close(5, 3);
    assert.deepEqual(
      ads.writeStatus.mock.calls.map((call) => call.arguments[1]),
      [{ status: 'closed' }],
    );
  });

  it('renewal of a closed ad puts it back for AD_LIFETIME_DAYS from now, reminder reset', async () => {
    const { sut, ads, config } = setUp('closed');
    await sut.renew(5, 3);
    assert.deepEqual(ads.writeStatus.mock.calls[0].arguments[1], {
      status: 'approved',
      expiresAt: new Date(now.getTime() + config.ads.lifetimeDays * DAY_MS),
      expiryRemindedAt: null,
    });
  });

  it(`renewal of a pending ad is refused: "${ACCOUNT_TEXTS.adNotRenewable}", nothing written`, async () => {
    const { sut, ads } = setUp('pending');
    await assert.rejects(sut.renew(5, 3), (error: unknown) => error instanceof ConflictException && error.message === ACCOUNT_TEXTS.adNotRenewable);
    assert.equal(ads.writeStatus.mock.callCount(), 0);
  });

  it("remove deletes only the poster's own row, then its pictures and thumbnails", async () => {
    const { sut, ads, files } = setUp();
    await sut.remove(5, 3);
    assert.deepEqual(
      ads.deleteOwn.mock.calls.map((call) => call.arguments),
      [[5, 3]],
    );
    assert.equal(files.size, 0);
  });
});
