import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { AD_CATEGORIES, LIMITS, MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { newTestService } from '../../../test/support/new-test-service';
import { ImageStorageService } from '../uploads/image-storage.service';
import { ImageDecodeGate, MAX_CONCURRENT_IMAGE_DECODES } from '../uploads/image-decode-gate.service';
import { Ad } from './entities/ad.entity';
import { AD_IMAGE_DECODER, AdImageDecoder, AdSubmissionService } from './ad-submission.service';
import { AdSubmissionLimit } from './ad-submission-limit';
import { AdsRepository } from './ads.repository';
import { MyAdsService } from './my-ads.service';
import { processAdImage } from './ad-images';
import { CreateAdDto } from './dto/create-ad.dto';

/** Storage in memory that can be told to fail on its n-th save. */
class FakeStorage implements Pick<ImageStorageService, 'save' | 'delete'> {
  readonly files = new Map<string, Buffer>();
  saves = 0;
  constructor(private readonly failOnSave = Infinity) {}
  async save(key: string, content: Buffer): Promise<void> {
    this.saves += 1;
    if (this.saves === this.failOnSave) throw new Error('disk full');
    this.files.set(key, content);
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

const poster: AuthUser = { id: 1, email: 'p@example.com', name: 'P', role: 'helper', industry: null, profileComplete: true, emailConfirmed: true };
const dto = Object.assign(new CreateAdDto(), {
  title: 'T',
  description: 'D',
  category: 'Other',
  ad_description: 'A',
  contact_email: 'a@b.co',
  contact_phone: '1',
  location: 'L',
});
const images = [1, 2, 3].map((n) => ({ full: Buffer.from(`full${n}`), thumbnail: Buffer.from(`thumb${n}`) }));
const fields = {
  title: 'Two-bedroom flat',
  description: 'Bright',
  category: AD_CATEGORIES[0],
  ad_description: 'From June',
  contact_email: 'Owner@Example.com',
  contact_phone: '+1 555 010 2030',
  location: 'Toronto',
};
const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3c3' } })
    .png()
    .toBuffer();
const notAnImage = Buffer.from('plain text, named photo.jpg by its sender');
/** Every upload "decodes" to itself: for the rules that do not depend on the pictures' content. */
const passThrough: AdImageDecoder = async (input) => ({ full: input, thumbnail: input });

/**
 * The service with its repository, limit and storage faked; the real decoder (sharp) unless one is given. The
 * limit's fake lets every account through until a spec says otherwise.
 */
function service(storage: FakeStorage, save: (ad: Ad) => Promise<Ad>, decoder: AdImageDecoder = processAdImage) {
  const made = newTestService(AdSubmissionService, [
    [ImageStorageService, storage],
    [ImageDecodeGate, new ImageDecodeGate()],
    [AD_IMAGE_DECODER, decoder],
  ]);
  made.fakes.get(AdsRepository).insert.mock.mockImplementation(save);
  return Object.assign(made.service, { fakes: made.fakes });
}

/** The 400's field messages, or a failure if the call did not refuse. */
async function refusal(call: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await call;
  } catch (error) {
    return (error as { getResponse(): { errors: Record<string, string[]> } }).getResponse().errors;
  }
  assert.fail('the submission was accepted');
}

describe('ads: submission rules (service, storage and repository faked)', () => {
  it('stores a valid form pending, with trimmed fields and a lower-cased contact email', async () => {
    let saved: Ad | undefined;
    const ad = await service(new FakeStorage(), async (row) => (saved = Object.assign(row, { id: 9 }))).submit(
      poster,
      fields,
      await Promise.all([png(), png(), png()]),
    );
    assert.equal(ad.id, 9);
    assert.equal(saved!.status, 'pending');
    assert.equal(saved!.contactEmail, 'owner@example.com');
    assert.equal(saved!.userId, poster.id);
  });

  it('checks the text fields before decoding any picture: a missing title over a non-image answers the title', async () => {
    const storage = new FakeStorage();
    const errors = await refusal(service(storage, async (row) => row).submit(poster, { ...fields, title: '' }, [notAnImage, notAnImage, notAnImage]));
    assert.deepEqual(Object.keys(errors), ['title']);
    assert.equal(errors.title[0], MESSAGES.ad.titleRequired);
    assert.equal(storage.saves, 0);
  });

  it(`reports the fields and too few pictures together: "${MESSAGES.ad.tooFewImages}"`, async () => {
    const errors = await refusal(service(new FakeStorage(), async (row) => row).submit(poster, { ...fields, location: '' }, [await png()]));
    assert.deepEqual(errors.images, [MESSAGES.ad.tooFewImages]);
    assert.equal(errors.location[0], MESSAGES.ad.locationRequired);
  });

  it(`refuses more than ${LIMITS.adImagesMax} pictures: "${MESSAGES.ad.tooManyImages}"`, async () => {
    const eight = Array.from({ length: LIMITS.adImagesMax + 1 }, () => notAnImage);
    const errors = await refusal(service(new FakeStorage(), async (row) => row).submit(poster, fields, eight));
    assert.deepEqual(errors.images, [MESSAGES.ad.tooManyImages]);
  });

  it(`refuses a file that is not a picture once the fields pass: "${MESSAGES.ad.notAnImage}"`, async () => {
    const storage = new FakeStorage();
    const errors = await refusal(service(storage, async (row) => row).submit(poster, fields, [await png(), await png(), notAnImage]));
    assert.deepEqual(errors.images, [MESSAGES.ad.notAnImage]);
    assert.equal(storage.saves, 0);
  });

  it('refuses unknown text fields', async () => {
    const errors = await refusal(
      service(new FakeStorage(), async (row) => row).submit(poster, { ...fields, status: 'approved' }, [await png(), await png(), await png()]),
    );
    assert.deepEqual(Object.keys(errors), ['status']);
  });
});

describe('ads: storing a submission (service, storage and repository faked)', () => {
  it('writes a full image and a thumbnail per picture, then the row naming them', async () => {
    const storage = new FakeStorage();
    let saved: Ad | undefined;
    const ad = await service(storage, async (row) => (saved = Object.assign(row, { id: 5 })))['store'](poster, dto, images);
    assert.equal(ad.id, 5);
    assert.equal(storage.files.size, 6);
    assert.deepEqual([...JSON.parse(saved!.imageUrl), ...JSON.parse(saved!.thumbnailUrl)].sort(), [...storage.files.keys()].sort());
    assert.equal(saved!.status, 'pending');
  });

  it('removes the files already written when a later file cannot be stored', async () => {
    const storage = new FakeStorage(4);
    let rowSaved = false;
    await assert.rejects(service(storage, async (row) => ((rowSaved = true), row))['store'](poster, dto, images), /disk full/);
    assert.equal(storage.files.size, 0);
    assert.equal(rowSaved, false);
  });

  it('removes every file when the row cannot be saved', async () => {
    const storage = new FakeStorage();
    await assert.rejects(
      service(storage, async () => {
        throw new Error('database down');
      })['store'](poster, dto, images),
      /database down/,
    );
    assert.equal(storage.saves, 6);
    assert.equal(storage.files.size, 0);
  });
});

describe('ads: picture count and the daily limit (service, storage and repository faked)', () => {
  for (const count of [LIMITS.adImagesMin, LIMITS.adImagesMax]) {
    it(`accepts exactly ${count} pictures`, async () => {
      const storage = new FakeStorage();
      const sut = service(storage, async (row) => Object.assign(row, { id: 1 }), passThrough);
      await sut.submit(
        poster,
        fields,
        Array.from({ length: count }, (_, n) => Buffer.from(`p${n}`)),
      );
      assert.equal(storage.files.size, 2 * count, 'a full picture and a thumbnail each');
    });
  }

  for (const [count, message] of [
    [LIMITS.adImagesMin - 1, MESSAGES.ad.tooFewImages],
    [LIMITS.adImagesMax + 1, MESSAGES.ad.tooManyImages],
  ] as const) {
    it(`refuses ${count} pictures: "${message}", nothing decoded or stored`, async () => {
      const storage = new FakeStorage();
      let decoded = 0;
      const sut = service(
        storage,
        async (row) => row,
        async (input) => ((decoded += 1), { full: input, thumbnail: input }),
      );
      const errors = await refusal(
        sut.submit(
          poster,
          fields,
          Array.from({ length: count }, (_, n) => Buffer.from(`p${n}`)),
        ),
      );
      assert.deepEqual(errors.images, [message]);
      assert.equal(decoded + storage.saves, 0);
    });
  }

  it('an account at its daily limit is refused before any picture is decoded, and nothing is stored', async () => {
    const storage = new FakeStorage();
    let decoded = 0;
    const sut = service(
      storage,
      async (row) => row,
      async (input) => ((decoded += 1), { full: input, thumbnail: input }),
    );
    const check = sut.fakes.get(AdSubmissionLimit).check;
    check.mock.mockImplementation(async () => {
      throw new TooManyRequestsException(3600, MESSAGES.ad.dailyLimitReached);
    });
    await assert.rejects(sut.submit(poster, fields, [Buffer.from('a'), Buffer.from('b'), Buffer.from('c')]), TooManyRequestsException);
    assert.deepEqual(check.mock.calls[0].arguments, [poster.id]);
    assert.equal(decoded + storage.saves, 0);
    assert.equal(sut.fakes.get(AdsRepository).insert.mock.callCount(), 0);
  });

  it('requests that all passed the check together: the one counted over the limit removes its ad and its pictures and answers 429', async () => {
    const storage = new FakeStorage();
    const sut = service(storage, async (row) => Object.assign(row, { id: 12 }), passThrough);
    const limit = sut.fakes.get(AdSubmissionLimit);
    limit.overLimitAfterInsert.mock.mockImplementation(async () => true);
    await assert.rejects(sut.submit(poster, fields, [Buffer.from('a'), Buffer.from('b'), Buffer.from('c')]), (error: unknown) => {
      assert.ok(error instanceof TooManyRequestsException);
      assert.equal(error.message, MESSAGES.ad.dailyLimitReached);
      return true;
    });
    assert.deepEqual(
      sut.fakes.get(AdsRepository).deleteById.mock.calls.map((call) => call.arguments[0]),
      [12],
    );
    assert.equal(storage.files.size, 0, 'the pictures went with the row');
    assert.deepEqual(
      limit.check.mock.calls.map((call) => call.arguments),
      [[poster.id], [poster.id, 12]],
      'the second check excepts the removed ad, to answer its Retry-After',
    );
  });
});

describe('image decoding: one gate per instance for every door', () => {
  it(`decodes at most ${MAX_CONCURRENT_IMAGE_DECODES} pictures at once across new ads and My ads edits in progress together`, async () => {
    let running = 0;
    let most = 0;
    let decoded = 0;
    const decoder = async (input: Buffer) => {
      running += 1;
      most = Math.max(most, running);
      // Stay busy over several turns of the event loop, so other requests get the chance to start decoding.
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resume) => setImmediate(resume));
      running -= 1;
      decoded += 1;
      return { full: input, thumbnail: input };
    };
    const gate = new ImageDecodeGate();
    const rows = new Map<number, Ad>();
    const shared: Parameters<typeof newTestService>[1] = [
      [ImageDecodeGate, gate],
      [AD_IMAGE_DECODER, decoder],
      [ImageStorageService, new FakeStorage()],
    ];
    const submissions = newTestService(AdSubmissionService, shared);
    submissions.fakes.get(AdsRepository).insert.mock.mockImplementation(async (ad: Ad) => ad);
    const myAds = newTestService(MyAdsService, shared);
    myAds.fakes.get(AdsRepository).ownAd.mock.mockImplementation(async (_posterId: number, id: number) => rows.get(id) ?? null);
    myAds.fakes.get(AdsRepository).storeEditOverPictures.mock.mockImplementation(async () => true);
    for (const id of [1, 2, 3])
      rows.set(id, Object.assign(new Ad(), { id, userId: poster.id, status: 'approved', title: 'Old', imageUrl: '[]', thumbnailUrl: '[]' }));
    const pictures = [1, 2, 3].map((n) => Buffer.from(`picture${n}`));
    await Promise.all([
      ...Array.from({ length: 4 }, () => submissions.service.submit(poster, fields, pictures)),
      ...[1, 2, 3].map((id) => myAds.service.edit(poster.id, id, { title: `New ${id}` }, pictures)),
    ]);
    assert.equal(decoded, 21);
    assert.equal(most, MAX_CONCURRENT_IMAGE_DECODES);
    assert.equal(rows.get(2)!.status, 'pending', 'the edit went through and back to review');
  });

  it('two gates (two instances) do not share their places', async () => {
    let running = 0;
    let most = 0;
    const slow = async () => {
      running += 1;
      most = Math.max(most, running);
      for (let turn = 0; turn < 3; turn += 1) await new Promise((resume) => setImmediate(resume));
      running -= 1;
    };
    const [first, second] = [new ImageDecodeGate().gated(slow), new ImageDecodeGate().gated(slow)];
    await Promise.all([1, 2, 3].flatMap(() => [first(Buffer.alloc(0)), second(Buffer.alloc(0))]));
    assert.equal(most, 2 * MAX_CONCURRENT_IMAGE_DECODES);
  });
});
