import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ACCOUNT_TEXTS, AD_STATUS_LABELS, MESSAGES, REJECTION_REASONS, parseImageUrl } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { adFields, filesUnder, picture, sendAdForm } from '../support/images';
import { Clock } from '../../src/common/clock/clock';
import { decodeMimeWords } from '../support/mime-words';
import { AdExpiryJob } from '../../src/modules/ads/ad-expiry.job';
import { ImageStorageService } from '../../src/modules/uploads/image-storage.service';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`account: my ads, rejection reasons, expiry (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => sut.close());

  const as = (account: Account) => ({
    list: () => sut.http.get('/api/v1/account/ads').auth(account.token, { type: 'bearer' }),
    patch: (id: number, body: object) => sut.http.patch(`/api/v1/account/ads/${id}`).auth(account.token, { type: 'bearer' }).send(body),
    close: (id: number) => sut.http.post(`/api/v1/account/ads/${id}/close`).auth(account.token, { type: 'bearer' }),
    renew: (id: number) => sut.http.post(`/api/v1/account/ads/${id}/renew`).auth(account.token, { type: 'bearer' }),
    remove: (id: number) => sut.http.delete(`/api/v1/account/ads/${id}`).auth(account.token, { type: 'bearer' }),
  });

  async function submitAd(poster: Account, title = 'Flat near the park'): Promise<number> {
    const images = [await picture(), await picture(), await picture()];
    const response = await sendAdForm(
      sut.http.post('/api/v1/issues/business-network').auth(poster.token, { type: 'bearer' }),
      adFields({ title }),
      images,
    ).expect(201);
    return response.body.id;
  }
  const approve = (id: number) => sut.http.post('/api/v1/admin/approve-business-network').auth(admin.token, { type: 'bearer' }).send({ id }).expect(200);
  const board = async () =>
    (await sut.http.get('/api/v1/admin/get-business-network?status_all=approved').auth(admin.token, { type: 'bearer' }).expect(200)).body.data.map(
      (ad: { id: number }) => ad.id,
    );
  const mine = async (account: Account, id: number) => (await as(account).list().expect(200)).body.data.find((ad: { id: number }) => ad.id === id);
  const uploaded = (key: string) => fs.existsSync(path.join(sut.config.uploads.dir, key));

  it("lists only my ads with their status; another member's ad is 404 for every action", async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const other = await createAccount(sut, { role: 'helper' });
    const id = await submitAd(poster);
    const list = await as(poster).list().expect(200);
    assert.deepEqual(
      list.body.data.map((ad: { id: number }) => ad.id),
      [id],
    );
    assert.equal(list.body.data[0].status, 'pending');
    assert.equal(list.body.data[0].status_label, AD_STATUS_LABELS.pending);
    assert.deepEqual((await as(other).list().expect(200)).body.data, []);

    for (const call of [as(other).patch(id, { title: 'Mine now' }), as(other).close(id), as(other).renew(id), as(other).remove(id)]) {
      const refused = await call.expect(404);
      assert.equal(refused.body.error_message, ACCOUNT_TEXTS.adNotFound);
    }
    assert.equal((await mine(poster, id)).title, 'Flat near the park');
  });

  it('shows and mails the reason of a rejection (spec call and react-admin PUT)', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const first = await submitAd(poster, 'Bike for sale');
    await sut.http
      .post('/api/v1/admin/reject-business-network')
      .auth(admin.token, { type: 'bearer' })
      .send({ id: first, reason_code: 'incomplete', reason: 'Please add the price.' })
      .expect(200);
    const rejected = await mine(poster, first);
    assert.equal(rejected.status_label, AD_STATUS_LABELS.rejected);
    assert.equal(rejected.rejection_reason, `${REJECTION_REASONS.incomplete}: Please add the price.`);
    const mail = await sut.mail.waitFor(poster.email, (m) => decodeMimeWords(m.subject) === 'Your ad "Bike for sale" was not approved');
    assert.match(mail.text, /Reason: Incomplete or unclear information: Please add the price\./);

    const second = await submitAd(poster, 'Sofa');
    await sut.http.put(`/api/v1/admin/ads/${second}`).auth(admin.token, { type: 'bearer' }).send({ status: 'rejected', reason_code: 'duplicate' }).expect(200);
    assert.equal((await mine(poster, second)).rejection_reason, REJECTION_REASONS.duplicate);
    const bad = await sut.http
      .post('/api/v1/admin/reject-business-network')
      .auth(admin.token, { type: 'bearer' })
      .send({ id: second, reason_code: 'rude' })
      .expect(400);
    assert.match(bad.body.error_message, /reason_code must be one of/);
  });

  it('an edit of text sends an approved ad back to review and off the board; an empty edit is refused', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const id = await submitAd(poster);
    await approve(id);
    assert.ok((await board()).includes(id));
    const empty = await as(poster).patch(id, {}).expect(400);
    assert.equal(empty.body.error_message, ACCOUNT_TEXTS.nothingToChange);
    const invalid = await as(poster).patch(id, { category: 'Weapons' }).expect(400);
    assert.deepEqual(invalid.body.errors.category, [MESSAGES.ad.categoryInvalid]);
    const nulled = await as(poster).patch(id, { title: null }).expect(400);
    assert.deepEqual(nulled.body.errors.title, [`title ${ACCOUNT_TEXTS.fieldNotNull}`]);

    const saved = await as(poster).patch(id, { title: 'Flat near the river' }).expect(200);
    assert.equal(saved.body.message, ACCOUNT_TEXTS.adSaved);
    assert.equal(saved.body.ad.status, 'pending');
    assert.equal(saved.body.ad.title, 'Flat near the river');
    assert.ok(!(await board()).includes(id));
  });

  it('a multipart edit replaces every picture, removes the old files and goes back to review', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const id = await submitAd(poster);
    const before = await mine(poster, id);
    const oldKeys = [...parseImageUrl(before.image_url), ...parseImageUrl(before.thumbnail_url)];
    assert.ok(oldKeys.every(uploaded));
    const images = [await picture(), await picture(), await picture(), await picture()];
    const saved = await sendAdForm(
      sut.http.patch(`/api/v1/account/ads/${id}`).auth(poster.token, { type: 'bearer' }),
      { location: 'Ottawa, ON' },
      images,
    ).expect(200);
    assert.equal(saved.body.ad.location, 'Ottawa, ON');
    const newKeys = parseImageUrl(saved.body.ad.image_url);
    assert.equal(newKeys.length, 4);
    assert.ok(newKeys.every(uploaded));
    assert.ok(
      oldKeys.every((key) => !uploaded(key)),
      'old pictures removed',
    );
    const tooFew = await sendAdForm(sut.http.patch(`/api/v1/account/ads/${id}`).auth(poster.token, { type: 'bearer' }), {}, [await picture()]).expect(400);
    assert.deepEqual(tooFew.body.errors.images, [MESSAGES.ad.tooFewImages]);
  });

  /** A multipart edit: the fields, one keep_images part per kept path, then the new pictures. */
  function editPictures(poster: Account, id: number, keep: readonly string[], images: Buffer[], fields: Record<string, string> = {}) {
    const request = sut.http.patch(`/api/v1/account/ads/${id}`).auth(poster.token, { type: 'bearer' });
    for (const path of keep) request.field('keep_images', path);
    return sendAdForm(request, fields, images);
  }

  it('an edit keeps two of the pictures and adds one: kept first in the order given, the dropped file removed, the ad back in review', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const id = await submitAd(poster);
    await approve(id);
    const before = await mine(poster, id);
    const [first, second, third] = parseImageUrl(before.image_url);
    const thumbnails = parseImageUrl(before.thumbnail_url);

    const saved = await editPictures(poster, id, [third, first], [await picture({ color: '#c0392b' })], { price_offer: '$1,100 / month' }).expect(200);
    assert.equal(saved.body.message, ACCOUNT_TEXTS.adSaved);
    assert.equal(saved.body.ad.price_offer, '$1,100 / month');
    assert.equal(saved.body.ad.status, 'pending');
    const images = parseImageUrl(saved.body.ad.image_url);
    assert.deepEqual(images.slice(0, 2), [third, first]);
    assert.equal(images.length, 3);
    assert.deepEqual(parseImageUrl(saved.body.ad.thumbnail_url).slice(0, 2), [thumbnails[2], thumbnails[0]]);
    assert.ok([...images, ...parseImageUrl(saved.body.ad.thumbnail_url)].every(uploaded), 'every picture the ad names is stored');
    assert.ok(!uploaded(second) && !uploaded(thumbnails[1]), 'the picture left out is removed with its thumbnail');
    assert.ok(!(await board()).includes(id), 'the edited ad waits for review off the board');

    // JSON: keep three of the four pictures, add none.
    await approve(id);
    const fourth = await editPictures(poster, id, images, [await picture()]).expect(200);
    const four = parseImageUrl(fourth.body.ad.image_url);
    const fewer = await as(poster)
      .patch(id, { keep_images: [four[3], four[0], four[1]] })
      .expect(200);
    assert.deepEqual(parseImageUrl(fewer.body.ad.image_url), [four[3], four[0], four[1]]);
    assert.ok(!uploaded(four[2]));
  });

  it("keep_images: 3-7 pictures in all, each once, and only the ad's own; a path of another member's ad is refused and its files stay", async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const other = await createAccount(sut, { role: 'helper' });
    const id = await submitAd(poster);
    const othersId = await submitAd(other, 'Bicycle');
    const own = parseImageUrl((await mine(poster, id)).image_url);
    const othersAd = await mine(other, othersId);
    const othersFiles = [...parseImageUrl(othersAd.image_url), ...parseImageUrl(othersAd.thumbnail_url)];

    const theft = await editPictures(poster, id, [own[0], own[1], parseImageUrl(othersAd.image_url)[0]], []).expect(400);
    assert.equal(theft.body.error_message, ACCOUNT_TEXTS.adKeepImagesInvalid);
    const traversal = await as(poster)
      .patch(id, { keep_images: [own[0], own[1], '../../../etc/passwd'] })
      .expect(400);
    assert.deepEqual(traversal.body.errors.keep_images, [ACCOUNT_TEXTS.adKeepImagesInvalid]);
    const twice = await as(poster)
      .patch(id, { keep_images: [own[0], own[0], own[1]] })
      .expect(400);
    assert.deepEqual(twice.body.errors.keep_images, [ACCOUNT_TEXTS.adKeepImagesInvalid]);
    const notAList = await as(poster).patch(id, { keep_images: own[0] }).expect(400);
    assert.deepEqual(notAList.body.errors.keep_images, [ACCOUNT_TEXTS.adKeepImagesInvalid]);
    const tooFew = await as(poster)
      .patch(id, { keep_images: [own[0], own[1]] })
      .expect(400);
    assert.deepEqual(tooFew.body.errors.images, [MESSAGES.ad.tooFewImages]);
    const pictures = await Promise.all(Array.from({ length: 5 }, () => picture()));
    const tooMany = await editPictures(poster, id, own, pictures).expect(400);
    assert.deepEqual(tooMany.body.errors.images, [MESSAGES.ad.tooManyImages]);
    const onSubmit = await sendAdForm(
      sut.http.post('/api/v1/issues/business-network').auth(poster.token, { type: 'bearer' }),
      { ...adFields(), keep_images: own[0] },
      [await picture(), await picture(), await picture()],
    ).expect(400);
    assert.match(onSubmit.body.error_message, /keep_images should not exist/);

    assert.deepEqual(parseImageUrl((await mine(poster, id)).image_url), own, 'nothing refused changed the ad');
    assert.ok(othersFiles.every(uploaded), "the other member's files are untouched");
    await as(poster).remove(id).expect(200);
    assert.ok(othersFiles.every(uploaded), "and stay when the refused poster's ad is deleted");
  });

  it('an edit that changes nothing says so and leaves an approved ad on the board', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const id = await submitAd(poster);
    await approve(id);
    const same = await as(poster)
      .patch(id, { ...adFields({ title: 'Flat near the park' }), keep_images: parseImageUrl((await mine(poster, id)).image_url) })
      .expect(200);
    assert.equal(same.body.message, ACCOUNT_TEXTS.adUnchanged);
    assert.equal(same.body.ad.status, 'approved');
    assert.ok((await board()).includes(id));
  });

  it('three picture edits of one ad at once: exactly one is stored, the others are refused with 409 and leave no file; every picture the ad names exists', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const id = await submitAd(poster);
    const old = await mine(poster, id);
    const [a, b, c] = parseImageUrl(old.image_url);
    const oldFiles = [...parseImageUrl(old.image_url), ...parseImageUrl(old.thumbnail_url)];
    const adFiles = () => filesUnder(sut.config.uploads.dir);
    const before = new Set(adFiles());
    // Each edit has read the ad before any stores its pictures: the first file written waits for all three.
    const storage = sut.app.get(ImageStorageService);
    const save = storage.save;
    let arrived = 0;
    let allArrived!: () => void;
    const together = new Promise<void>((resolve) => (allArrived = resolve));
    storage.save = async (...args) => {
      if (arrived < 3 && ++arrived === 3) allArrived();
      await together;
      return save.apply(storage, args);
    };
    let answers;
    try {
      const pictures = [await picture({ color: '#111111' }), await picture({ color: '#eeeeee' }), await picture({ color: '#777777' })];
      answers = await Promise.all([
        editPictures(poster, id, [a, b], [pictures[0]]),
        editPictures(poster, id, [b, c], [pictures[1]]),
        editPictures(poster, id, [c, a], [pictures[2]]),
      ]);
    } finally {
      storage.save = save;
    }
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) assert.equal(refused.body.error_message, ACCOUNT_TEXTS.adChangedMeanwhile);
    const stored = await mine(poster, id);
    assert.deepEqual(stored.image_url, answers.find((answer) => answer.status === 200)!.body.ad.image_url);
    const named = [...parseImageUrl(stored.image_url), ...parseImageUrl(stored.thumbnail_url)];
    assert.ok(named.every(uploaded), 'no kept picture was removed by a refused edit');
    const after = new Set(adFiles());
    const added = [...after].filter((file) => !before.has(file)).sort();
    const removed = [...before].filter((file) => !after.has(file)).sort();
    assert.deepEqual(added, named.filter((key) => !oldFiles.includes(key)).sort(), "only the stored edit's new picture and thumbnail were added");
    assert.deepEqual(removed, oldFiles.filter((key) => !named.includes(key)).sort(), 'the picture it left out is gone with its thumbnail');
  });

  it('close takes an ad off the board, renew puts it back; a pending ad cannot be renewed; delete removes the files', async () => {
    const poster = await createAccount(sut, { role: 'helper' });
    const id = await submitAd(poster);
    const pending = await as(poster).renew(id).expect(409);
    assert.equal(pending.body.error_message, ACCOUNT_TEXTS.adNotRenewable);
    await approve(id);
    const closed = await as(poster).close(id).expect(200);
    assert.equal(closed.body.ad.status_label, AD_STATUS_LABELS.closed);
    assert.ok(!(await board()).includes(id));
    const renewed = await as(poster).renew(id).expect(200);
    assert.equal(renewed.body.ad.status, 'approved');
    assert.ok(Date.parse(renewed.body.ad.expires_at) > Date.now() + 59 * DAY_MS);
    assert.ok((await board()).includes(id));

    const keys = parseImageUrl((await mine(poster, id)).image_url);
    const removed = await as(poster).remove(id).expect(200);
    assert.equal(removed.body.message, ACCOUNT_TEXTS.adDeleted);
    assert.ok(keys.every((key) => !uploaded(key)));
    assert.equal(await mine(poster, id), undefined);
  });

  it('expires AD_LIFETIME_DAYS after approval with one reminder 7 days before, on a clock the test moves; two instances mail once', async () => {
    const clock = sut.app.get(Clock);
    // Whole seconds: MySQL's datetime keeps no fraction.
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    clock.set(start);
    const second = await startTestApp({ database: sut.database, mail: sut.mail });
    try {
      second.app.get(Clock).set(start);
      const poster = await createAccount(sut, { role: 'helper' });
      const id = await submitAd(poster, 'Guitar lessons');
      await approve(id);
      assert.equal(Date.parse((await mine(poster, id)).expires_at), start.getTime() + 60 * DAY_MS);

      const weekBefore = new Date(start.getTime() + 53 * DAY_MS + 60_000);
      clock.set(weekBefore);
      second.app.get(Clock).set(weekBefore);
      await Promise.all([sut.app.get(AdExpiryJob).runOnce(), second.app.get(AdExpiryJob).runOnce()]);
      await sut.app.get(AdExpiryJob).runOnce();
      const reminder = await sut.mail.waitFor(poster.email, (m) => decodeMimeWords(m.subject) === 'Your ad "Guitar lessons" expires soon');
      assert.match(reminder.text, /http:\/\/app\.test\/account\/ads/);
      await Promise.all([sut.mailSettled(), second.mailSettled()]);
      assert.equal(sut.mail.mailsTo(poster.email).filter((m) => m.subject === reminder.subject).length, 1, 'one reminder across two instances and two runs');
      assert.ok((await board()).includes(id));

      clock.set(new Date(start.getTime() + 60 * DAY_MS));
      await sut.app.get(AdExpiryJob).runOnce();
      assert.equal((await mine(poster, id)).status_label, AD_STATUS_LABELS.expired);
      assert.ok(!(await board()).includes(id));

      const renewed = await as(poster).renew(id).expect(200);
      assert.equal(Date.parse(renewed.body.ad.expires_at), start.getTime() + 120 * DAY_MS);
    } finally {
      clock.set(null);
      await second.close();
    }
  });
});
