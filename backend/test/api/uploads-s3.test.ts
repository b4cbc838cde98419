import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AddressInfo } from 'node:net';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount, createPersonas } from '../support/accounts';
import { adFields, filesUnder, picture, sendAdForm } from '../support/images';
import { AwsV4Signer } from 'aws4fetch';
import { S3ImageStorage } from '../../src/modules/uploads/s3-image-storage';
import { signV4, startSignatureCheck } from '../support/s3-signature-check';

// s3rver ships no types; only its constructor, run and close are used.
const S3rver: new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> } = require('s3rver');

const SUBMIT = '/api/v1/issues/business-network';
const BUCKET = 'uploads';

describe(`uploads in an S3-compatible bucket (STORAGE_DRIVER=s3, ${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let s3: InstanceType<typeof S3rver>;
  let s3Dir: string;
  let endpoint: string;
  let sut: TestApp;
  let poster: Account;
  let admin: Account;
  let images: Buffer[];
  let bucket: S3ImageStorage;
  let signatures: Awaited<ReturnType<typeof startSignatureCheck>>;

  const s3Env = (secret = 'S3RVER') => ({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: secret,
  });
  const submit = (app: TestApp) => sendAdForm(app.http.post(SUBMIT).auth(poster.token, { type: 'bearer' }), adFields(), images);
  const keysOf = async (app: TestApp, id: number): Promise<string[]> => {
    const [row] = await app.dataSource.query('SELECT image_url, thumbnail_url FROM ads WHERE id = ?', [id]);
    return [...JSON.parse(row.image_url), ...JSON.parse(row.thumbnail_url)];
  };

  before(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    // Every request goes through the signature check in front of s3rver (which checks key ids, not signatures).
    signatures = await startSignatureCheck(`http://127.0.0.1:${port}`, { region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    endpoint = signatures.endpoint;
    bucket = new S3ImageStorage({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    sut = await startTestApp({ env: s3Env() });
    poster = await createAccount(sut, { role: 'helper' });
    admin = (await createPersonas(sut)).admin;
    images = await Promise.all(['#c33', '#3c3', '#33c'].map((color) => picture({ width: 800, height: 600, color })));
  });
  after(async () => {
    await sut?.close();
    await signatures?.close();
    await s3?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  describe('an ad with three pictures', () => {
    let id: number;
    let keys: string[];

    before(async () => {
      id = (await submit(sut).expect(201)).body.id;
      keys = await keysOf(sut, id);
    });

    it('puts every picture and thumbnail in the bucket as WebP, and nothing in the local folder', async () => {
      assert.equal(keys.length, 6);
      for (const key of keys) {
        const object = await bucket.read(key);
        assert.ok(object, `${key} is in the bucket`);
        assert.equal(object.contentType, 'image/webp');
        assert.equal(object.content.subarray(8, 12).toString('latin1'), 'WEBP');
      }
      assert.deepEqual(filesUnder(sut.config.uploads.dir), []);
    });

    it('serves GET /uploads/<key> from the bucket with the one-year immutable cache', async () => {
      const response = await sut.http.get(`/uploads/${keys[0]}`).buffer(true).expect(200);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.deepEqual(response.body, (await bucket.read(keys[0]))!.content);
    });

    it('answers 404 with an error_message for an unknown or unsafe key', async () => {
      const missing = await sut.http.get('/uploads/ads/does-not-exist.webp').expect(404);
      assert.equal(missing.body.error_message, 'Not found');
      const unsafe = await sut.http.get('/uploads/ads/%2e%2e/secret').expect(404);
      assert.equal(unsafe.body.error_message, 'Not found');
    });

    it('removes the objects when an admin deletes the ad', async () => {
      await sut.http.post('/api/v1/admin/delete-ads').auth(admin.token, { type: 'bearer' }).send({ id }).expect(200);
      for (const key of keys) assert.equal(await bucket.read(key), null, `${key} is gone`);
      await sut.http.get(`/uploads/${keys[0]}`).expect(404);
    });
  });

  it('deleting a key that is already gone is not an error', async () => {
    await bucket.delete('ads/never-there.webp');
  });

  it('every request the app and the test sent with the key carried a V4 signature the check recomputed from what arrived', () => {
    assert.ok(signatures.checked.length >= 12, `${signatures.checked.length} signed requests checked`);
    assert.deepEqual(new Set(signatures.checked.map((request) => request.method)), new Set(['PUT', 'GET', 'DELETE']));
    assert.deepEqual(
      signatures.checked.filter((request) => !request.valid),
      [],
    );
  });

  it('the right key id with a wrong secret: the signature check refuses it, the upload fails and no ad is stored', async () => {
    const wrong = await startTestApp({ env: s3Env('not-the-secret'), database: sut.database, mail: sut.mail });
    try {
      const count = async () => Number((await sut.dataSource.query('SELECT COUNT(*) AS n FROM ads'))[0].n);
      const before = await count();
      const response = await submit(wrong).expect(500);
      assert.doesNotMatch(JSON.stringify(response.body), /not-the-secret/);
      assert.equal(await count(), before);
      assert.equal(signatures.checked.at(-1)!.valid, false);
    } finally {
      await wrong.close();
    }
  });

  it('with credentials the bucket refuses, the upload fails, no ad is stored, and the error names no secret', async () => {
    // A key id s3rver does not know (its own check); a wrong secret for a known key is the signature check's, above.
    const wrong = await startTestApp({
      env: { ...s3Env(), S3_ACCESS_KEY_ID: 'NOT-A-KEY', S3_SECRET_ACCESS_KEY: 'not-the-secret' },
      database: sut.database,
      mail: sut.mail,
    });
    try {
      const count = async () => Number((await sut.dataSource.query('SELECT COUNT(*) AS n FROM ads'))[0].n);
      const before = await count();
      const response = await submit(wrong).expect(500);
      assert.doesNotMatch(JSON.stringify(response.body), /not-the-secret|NOT-A-KEY/);
      assert.equal(await count(), before);
      const refused = new S3ImageStorage({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' });
      await assert.rejects(refused.save('ads/x.webp', Buffer.from('x'), 'image/webp'), (error: Error) => {
        assert.equal(error.message, 'S3 PUT ads/x.webp failed with status 403');
        return true;
      });
    } finally {
      await wrong.close();
    }
  });
});

describe('AWS Signature Version 4', () => {
  const published =
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
    'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41';

  it('aws4fetch, which S3ImageStorage signs with, signs AWS\'s documented "GET Object" example to the published signature', async () => {
    // allHeaders: the example signs Range, which aws4fetch leaves unsigned by default (the storage sends none).
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    assert.equal(await signer.authHeader(), published);
  });

  it("the tests' own signature check computes the same published signature", () => {
    const authorization = signV4(
      {
        method: 'GET',
        canonicalUri: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      { region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    assert.equal(authorization, published);
  });
});
