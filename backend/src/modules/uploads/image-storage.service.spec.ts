import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { APP_CONFIG } from '../../config/config.module';
import { loadConfig } from '../../config/app-config';
import { newTestService } from '../../../test/support/new-test-service';
import { ImageStorageService } from './image-storage.service';
import { S3ImageStorage } from './s3-image-storage';

/** The service on the local driver, over a fresh folder (the folder is the store's only state). */
function local() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-images-'));
  const config = loadConfig({ NODE_ENV: 'test', UPLOADS_DIR: dir });
  const { service: sut } = newTestService(ImageStorageService, [[APP_CONFIG, config]]);
  return { sut, dir, done: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('ImageStorageService: where pictures live', () => {
  it('local folder: saves under the key, reads it back as WebP, and never overwrites a stored picture', async () => {
    const { sut, dir, done } = local();
    try {
      await sut.save('ads/one.webp', Buffer.from('first'), 'image/webp');
      assert.equal(fs.readFileSync(path.join(dir, 'ads', 'one.webp'), 'utf8'), 'first');
      assert.deepEqual(await sut.read('ads/one.webp'), { content: Buffer.from('first'), contentType: 'image/webp' });
      await assert.rejects(sut.save('ads/one.webp', Buffer.from('second'), 'image/webp'), /EEXIST/);
      assert.equal(fs.readFileSync(path.join(dir, 'ads', 'one.webp'), 'utf8'), 'first', 'a cached URL keeps its picture');
    } finally {
      done();
    }
  });

  it('local folder: removing a key that is gone is not an error; reading it answers null', async () => {
    const { sut, done } = local();
    try {
      await sut.save('photos/p.webp', Buffer.from('x'), 'image/webp');
      await sut.delete('photos/p.webp');
      await sut.delete('photos/p.webp');
      assert.equal(await sut.read('photos/p.webp'), null);
    } finally {
      done();
    }
  });

  for (const key of ['../secret', 'ads/../../etc/passwd', '/ads/a.webp', 'ads/./a.webp', 'ads\\a.webp']) {
    it(`refuses a key that could leave the store: ${key}`, async () => {
      const { sut, done } = local();
      try {
        await assert.rejects(sut.save(key, Buffer.from('x'), 'image/webp'), /unsafe storage key/);
        await assert.rejects(sut.read(key), /unsafe storage key/);
      } finally {
        done();
      }
    });
  }

  it('STORAGE_DRIVER=s3 stores in the bucket instead', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const { service: sut } = newTestService(ImageStorageService, [[APP_CONFIG, config]]);
    assert.ok((sut as unknown as { store: unknown }).store instanceof S3ImageStorage);
  });
});
