import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import sharp from 'sharp';
import { AD_CATEGORIES, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { malformedMultipartBodies } from '../support/malformed-multipart';
import { Account, createAccount } from '../support/accounts';
import { adFields, exifHasGps, filesUnder, picture, pictureDeclaring, pictureOfSize, sendAdForm } from '../support/images';

const SUBMIT = '/api/v1/issues/business-network';
const MB = 1024 * 1024;

describe(`ads: POST /issues/business-network (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let poster: Account;
  let small: Buffer[];
  let uploadsDir: string;

  const submit = (fields = adFields(), images: Parameters<typeof sendAdForm>[2] = small, account: Account = poster) =>
    sendAdForm(sut.http.post(SUBMIT).auth(account.token, { type: 'bearer' }), fields, images);
  const adCount = async () => Number((await sut.dataSource.query('SELECT COUNT(*) AS n FROM ads'))[0].n);

  before(async () => {
    sut = await startTestApp();
    uploadsDir = sut.config.uploads.dir;
    poster = await createAccount(sut, { role: 'seeker', industry: 'Technology, Engineering & Data' });
    small = await Promise.all(['#c33', '#3c3', '#33c'].map((color) => picture({ color })));
  });
  after(async () => sut.close());

  describe('a valid ad', () => {
    let id: number;
    let row: Record<string, any>;

    before(async () => {
      const images = [
        await picture({ width: 2400, height: 1200, gps: true }),
        { content: await picture({ width: 1000, height: 3000, format: 'png' }), filename: 'tall.png', contentType: 'image/png' },
        { content: await picture({ format: 'webp' }), filename: 'small.webp', contentType: 'image/webp' },
        { content: await picture({ format: 'gif' }), filename: 'anim.gif', contentType: 'image/gif' },
      ];
      const response = await submit(adFields(), images).expect(201);
      assert.equal(response.body.message, MESSAGES.ad.success);
      id = response.body.id;
      [row] = await sut.dataSource.query('SELECT * FROM ads WHERE id = ?', [id]);
    });

    it("is stored pending, for its poster, with the form's fields", () => {
      assert.equal(typeof id, 'number');
      assert.equal(row.status, 'pending');
      assert.equal(Number(row.user_id), poster.user.id);
      assert.equal(row.title, 'Two-bedroom flat near the park');
      assert.equal(row.category, 'Real Estate');
      assert.equal(row.price_offer, '$1,200 / month');
      assert.equal(row.contact_email, 'owner@example.com');
    });

    it('keeps image_url and thumbnail_url as JSON array strings of relative paths, in upload order', () => {
      const images: string[] = JSON.parse(row.image_url);
      const thumbnails: string[] = JSON.parse(row.thumbnail_url);
      assert.equal(images.length, 4);
      assert.equal(thumbnails.length, 4);
      for (const key of [...images, ...thumbnails]) assert.match(key, /^ads\/[0-9a-f-]{36}(\.thumb)?\.webp$/);
      assert.deepEqual(filesUnder(uploadsDir), [...images, ...thumbnails].sort());
    });

    it('stores WebP with the long side at most 1600 px and 400 px thumbnails', async () => {
      const [wide, tall, tiny] = JSON.parse(row.image_url) as string[];
      const wideMeta = await sharp(path.join(uploadsDir, wide)).metadata();
      assert.equal(wideMeta.format, 'webp');
      assert.deepEqual([wideMeta.width, wideMeta.height], [1600, 800]);
      const tallMeta = await sharp(path.join(uploadsDir, tall)).metadata();
      assert.deepEqual([tallMeta.width, tallMeta.height], [533, 1600]);
      const tinyMeta = await sharp(path.join(uploadsDir, tiny)).metadata();
      assert.deepEqual([tinyMeta.width, tinyMeta.height], [64, 48], 'small pictures are not enlarged');
      const [wideThumb] = JSON.parse(row.thumbnail_url) as string[];
      const thumbMeta = await sharp(path.join(uploadsDir, wideThumb)).metadata();
      assert.equal(thumbMeta.format, 'webp');
      assert.deepEqual([thumbMeta.width, thumbMeta.height], [400, 200]);
    });

    it('strips EXIF and GPS: the upload had them, the stored files have none', async () => {
      assert.ok(exifHasGps((await sharp(await picture({ gps: true })).metadata()).exif), 'the test picture carries GPS');
      const keys = [...JSON.parse(row.image_url), ...JSON.parse(row.thumbnail_url)] as string[];
      for (const key of keys) {
        const meta = await sharp(path.join(uploadsDir, key)).metadata();
        assert.equal(meta.exif, undefined, `${key} has no EXIF`);
        assert.equal(meta.xmp, undefined, `${key} has no XMP`);
        const raw = fs.readFileSync(path.join(uploadsDir, key)).toString('latin1');
        assert.ok(!raw.includes('TestCam'), `${key} carries no camera text`);
      }
    });

    it('serves the files under /uploads/ with a long Cache-Control', async () => {
      const [key] = JSON.parse(row.image_url) as string[];
      const response = await sut.http.get(`/uploads/${key}`).expect(200);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.match(response.headers['cache-control'], /max-age=31536000/);
      assert.match(response.headers['cache-control'], /immutable/);
      await sut.http.get('/uploads/ads/does-not-exist.webp').expect(404);
    });
  });

  it('accepts exactly 3 and exactly 7 images, and an ad without price_offer', async () => {
    const seven = await Promise.all(Array.from({ length: 7 }, () => picture()));
    await submit(adFields(), small).expect(201);
    const { price_offer: _omit, ...withoutPrice } = adFields();
    const response = await submit(withoutPrice, seven).expect(201);
    const [row] = await sut.dataSource.query('SELECT price_offer, image_url FROM ads WHERE id = ?', [response.body.id]);
    assert.equal(row.price_offer, null);
    assert.equal(JSON.parse(row.image_url).length, 7);
  });

  describe('refusals leave no row and no file behind', () => {
    let before: { ads: number; files: string[] };
    const snapshot = async () => ({ ads: await adCount(), files: filesUnder(uploadsDir) });
    const assertNothingLeft = async () => assert.deepEqual(await snapshot(), before);

    const fieldRules: Array<[string, Record<string, string>, string]> = [
      ['empty title', { title: '' }, MESSAGES.ad.titleRequired],
      ['blank description', { description: '   ' }, MESSAGES.ad.descriptionRequired],
      ['empty category', { category: '' }, MESSAGES.ad.categoryRequired],
      ['unknown category', { category: 'Pets' }, MESSAGES.ad.categoryInvalid],
      ['empty ad description', { ad_description: '' }, MESSAGES.ad.adDescriptionRequired],
      ['empty contact email', { contact_email: '' }, MESSAGES.ad.contactEmailRequired],
      ['contact email that is not an address', { contact_email: 'owner-at-example' }, MESSAGES.ad.invalidContactEmail],
      ['empty contact phone', { contact_phone: '' }, MESSAGES.ad.contactPhoneRequired],
      ['empty location', { location: '' }, MESSAGES.ad.locationRequired],
      ['a 161-character title', { title: 'x'.repeat(161) }, 'Title must be at most 160 characters'],
    ];
    for (const [what, change, message] of fieldRules) {
      it(`refuses ${what}: "${message}"`, async () => {
        before = await snapshot();
        const response = await submit(adFields(change)).expect(400);
        assert.equal(response.body.error_message, message);
        assert.deepEqual(Object.values(response.body.errors).flat(), [message]);
        await assertNothingLeft();
      });
    }

    it('refuses a missing field like an empty one', async () => {
      before = await snapshot();
      const { title: _omit, ...withoutTitle } = adFields();
      const response = await submit(withoutTitle).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.titleRequired);
      await assertNothingLeft();
    });

    it('accepts every category of the vocabulary', async () => {
      for (const category of AD_CATEGORIES) await submit(adFields({ category })).expect(201);
    });

    it(`refuses 2 images: "${MESSAGES.ad.tooFewImages}"`, async () => {
      before = await snapshot();
      const response = await submit(adFields(), small.slice(0, 2)).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.tooFewImages);
      assert.deepEqual(response.body.errors, { images: [MESSAGES.ad.tooFewImages] });
      await assertNothingLeft();
    });

    it(`refuses no images at all: "${MESSAGES.ad.tooFewImages}"`, async () => {
      const response = await submit(adFields(), []).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.tooFewImages);
    });

    it(`refuses 8 images: "${MESSAGES.ad.tooManyImages}"`, async () => {
      before = await snapshot();
      const eight = await Promise.all(Array.from({ length: 8 }, () => picture()));
      const response = await submit(adFields(), eight).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.tooManyImages);
      await assertNothingLeft();
    });

    it('reports the fields and the image count together', async () => {
      const response = await submit(adFields({ title: '' }), small.slice(0, 1)).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.titleRequired);
      assert.deepEqual(response.body.errors, { title: [MESSAGES.ad.titleRequired], images: [MESSAGES.ad.tooFewImages] });
    });

    it(`refuses a text file named .jpg: "${MESSAGES.ad.notAnImage}"`, async () => {
      before = await snapshot();
      const disguised = { content: Buffer.from('I am a plain text file, not a photo.\n'.repeat(50)), filename: 'holiday.jpg', contentType: 'image/jpeg' };
      const response = await submit(adFields(), [...small, disguised]).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.notAnImage);
      await assertNothingLeft();
    });

    it('refuses a picture in a format other than JPEG, PNG, WebP or GIF (TIFF)', async () => {
      const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
        .tiff()
        .toBuffer();
      const response = await submit(adFields(), [...small, { content: tiff, filename: 'scan.jpg' }]).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.notAnImage);
    });

    it(`refuses a picture declaring more than 25 megapixels from its header: "${MESSAGES.ad.tooManyPixels}"`, async () => {
      before = await snapshot();
      const bomb = { content: await pictureDeclaring(6000, 4200), filename: 'bomb.png' };
      const response = await submit(adFields(), [...small, bomb]).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.tooManyPixels);
      await assertNothingLeft();
      const atLimit = await submit(adFields(), [...small, { content: await pictureDeclaring(5000, 5000), filename: 'big.png' }]).expect(400);
      assert.equal(atLimit.body.error_message, MESSAGES.ad.notAnImage, 'exactly 25 MP passes the header check and fails only on its missing pixels');
    });

    it('answers 400, never 500, to malformed multipart bodies', async () => {
      for (const { name, contentType, body, unreadable } of malformedMultipartBodies('images')) {
        const response = await sut.http.post(SUBMIT).auth(poster.token, { type: 'bearer' }).set('Content-Type', contentType).send(body);
        assert.equal(response.status, 400, `${name}: ${response.status} ${JSON.stringify(response.body)}`);
        // Busboy reads some damage as a form with no parts at all; the form's own first rule then answers.
        assert.equal(response.body.error_message, unreadable ? MESSAGES.ad.unreadableForm : MESSAGES.ad.titleRequired, name);
      }
    });

    it('refuses a truncated JPEG', async () => {
      const whole = await picture({ width: 800, height: 600 });
      const response = await submit(adFields(), [...small, whole.subarray(0, Math.floor(whole.length / 2))]).expect(400);
      assert.equal(response.body.error_message, MESSAGES.ad.notAnImage);
    });

    it(`answers 413 for one image over UPLOAD_MAX_IMAGE_MB (5): "${MESSAGES.ad.tooLarge}"`, async () => {
      before = await snapshot();
      const response = await submit(adFields(), [...small, await pictureOfSize(5 * MB + 1)]).expect(413);
      assert.equal(response.body.error_message, MESSAGES.ad.tooLarge);
      await assertNothingLeft();
    });

    it('accepts an image of exactly 5 MB', async () => {
      await submit(adFields(), [...small.slice(0, 2), await pictureOfSize(5 * MB)]).expect(201);
    });

    it('refuses files sent under another field name, and unknown text fields', async () => {
      before = await snapshot();
      const wrongField = await sut.http.post(SUBMIT).auth(poster.token, { type: 'bearer' }).field('title', 'x').attach('photo', small[0], 'a.jpg').expect(400);
      assert.match(wrongField.body.error_message, /images/);
      const unknown = await submit(adFields({ is_approved: 'true' })).expect(400);
      assert.match(unknown.body.error_message, /is_approved should not exist/);
      await assertNothingLeft();
    });

    it('answers 415 to a JSON body', async () => {
      const response = await sut.http.post(SUBMIT).auth(poster.token, { type: 'bearer' }).send(adFields()).expect(415);
      assert.equal(response.body.error_message, MESSAGES.ad.notMultipart);
    });

    it('ignores a status sent by the client: every new ad is pending', async () => {
      // status is not a form field, so it is refused rather than trusted.
      const response = await submit(adFields({ status: 'approved' })).expect(400);
      assert.match(response.body.error_message, /status should not exist/);
    });
  });
});

describe(`ads and business groups in Swagger (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  it('documents the multipart body with its images and the 400/413 answers', async () => {
    const doc = (await sut.http.get('/api/docs-json').expect(200)).body;
    const submit = doc.paths['/api/v1/issues/business-network'].post;
    assert.deepEqual(submit.requestBody.content['multipart/form-data'].schema, { $ref: '#/components/schemas/CreateAdFormDto' });
    const form = doc.components.schemas.CreateAdFormDto;
    assert.deepEqual(form.properties.images.items, { type: 'string', format: 'binary' });
    assert.equal(form.properties.images.minItems, 3);
    assert.equal(form.properties.images.maxItems, 7);
    for (const field of ['title', 'description', 'category', 'ad_description', 'contact_email', 'contact_phone', 'location']) {
      assert.ok(form.required.includes(field), `${field} is required`);
    }
    assert.ok(!form.required.includes('price_offer'));
    for (const status of ['201', '400', '401', '403', '413', '415']) assert.ok(submit.responses[status], `answer ${status} is documented`);
    assert.match(submit.responses['413'].description, /Images are too large/);
  });

  it('documents every ads and business-group path of the spec', () => {
    return sut.http
      .get('/api/docs-json')
      .expect(200)
      .then(({ body: doc }) => {
        const paths = [
          ['get', '/api/v1/admin/get-business-network'],
          ['get', '/api/v1/admin/get-all-business-network'],
          ['post', '/api/v1/admin/approve-business-network'],
          ['post', '/api/v1/admin/reject-business-network'],
          ['post', '/api/v1/admin/delete-ads'],
          ['get', '/api/v1/admin/get-business-group'],
          ['get', '/api/v1/admin/get-all-business-group'],
          ['post', '/api/v1/admin/approve-business-group'],
          ['post', '/api/v1/admin/reject-business-group'],
          ['post', '/api/v1/admin/delete-business'],
        ];
        for (const [method, path] of paths) assert.ok(doc.paths[path]?.[method]?.summary, `${method.toUpperCase()} ${path}`);
      });
  });
});

describe(`ads: the total size limit UPLOAD_MAX_TOTAL_MB (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let poster: Account;
  before(async () => {
    sut = await startTestApp({ env: { UPLOAD_MAX_IMAGE_MB: '1', UPLOAD_MAX_TOTAL_MB: '2' } });
    poster = await createAccount(sut, { role: 'helper' });
  });
  after(async () => sut.close());

  const submit = (images: Buffer[]) => sendAdForm(sut.http.post(SUBMIT).auth(poster.token, { type: 'bearer' }), adFields(), images);

  it('answers 413 when the images add up to more than the total, each under its own limit (counted while streaming)', async () => {
    const image = await pictureOfSize(0.7 * MB);
    const response = await submit([image, image, image]).expect(413);
    assert.equal(response.body.error_message, MESSAGES.ad.tooLarge);
    assert.deepEqual(filesUnder(sut.config.uploads.dir), []);
    assert.equal(Number((await sut.dataSource.query('SELECT COUNT(*) AS n FROM ads'))[0].n), 0);
  });

  it('answers 413 at once when the declared body is far over the total', async () => {
    const image = await pictureOfSize(0.99 * MB);
    const response = await submit([image, image, image, image]).expect(413);
    assert.equal(response.body.error_message, MESSAGES.ad.tooLarge);
  });

  it('stops reading an oversized upload: 413 and a closed connection long before the client has sent it all', async () => {
    const { port } = new URL(sut.url);
    const boundary = 'ad-form-boundary';
    const result = await new Promise<{ status: number; body: string; sentBytes: number; connection?: string }>((resolve, reject) => {
      let sentBytes = 0;
      let answered = false;
      // Chunked, so no Content-Length tells the server the size in advance: only counting can stop it.
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: SUBMIT,
        headers: { authorization: `Bearer ${poster.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        answered = true;
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body, sentBytes, connection: response.headers.connection }));
      });
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 7);
      const pump = () => {
        while (!answered && sentBytes < 200 * MB) {
          sentBytes += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
      };
      pump();
    });
    assert.equal(result.status, 413);
    assert.equal(JSON.parse(result.body).error_message, MESSAGES.ad.tooLarge);
    assert.equal(result.connection, 'close');
    assert.ok(result.sentBytes < 50 * MB, `answered after ${(result.sentBytes / MB).toFixed(1)} MB of 200 MB`);
  });

  it('honours UPLOAD_MAX_IMAGE_MB', async () => {
    const response = await submit([await picture(), await picture(), await pictureOfSize(1 * MB + 10)]).expect(413);
    assert.equal(response.body.error_message, MESSAGES.ad.tooLarge);
  });

  it('accepts images within both limits', async () => {
    const image = await pictureOfSize(0.6 * MB);
    await submit([image, image, image]).expect(201);
  });
});
