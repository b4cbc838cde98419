import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Repository } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { AuthUser } from '../../src/common/auth/auth-user';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { AdSubmissionService } from '../../src/modules/ads/ad-submission.service';
import { CreateAdDto } from '../../src/modules/ads/dto/create-ad.dto';
import { ImageStorage } from '../../src/modules/uploads/image-storage';

/** Storage in memory that can be told to fail on its n-th save. */
class FakeStorage implements ImageStorage {
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

const poster: AuthUser = { id: 1, email: 'p@example.com', name: 'P', role: 'helper', industry: null, profileComplete: true };
const dto = Object.assign(new CreateAdDto(), {
  title: 'T', description: 'D', category: 'Other', ad_description: 'A', contact_email: 'a@b.co', contact_phone: '1', location: 'L',
});
const images = [1, 2, 3].map((n) => ({ full: Buffer.from(`full${n}`), thumbnail: Buffer.from(`thumb${n}`) }));
const config = loadConfig({ NODE_ENV: 'test' });

function service(storage: ImageStorage, save: (ad: Ad) => Promise<Ad>) {
  return new AdSubmissionService({ save } as unknown as Repository<Ad>, storage, config);
}

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
    await assert.rejects(
      service(storage, async (row) => ((rowSaved = true), row))['store'](poster, dto, images),
      /disk full/,
    );
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
