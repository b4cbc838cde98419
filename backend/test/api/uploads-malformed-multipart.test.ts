import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { malformedMultipartBodies } from '../support/malformed-multipart';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { User } from '../../src/modules/users/entities/user.entity';

/**
 * The attack: a broken or truncated multipart body on each upload route. The profile photo answered 500 to what the
 * ad form answered 400 (issue #23); every route now reads through one multipart reader (modules/uploads/multipart-form.ts).
 */
describe(`every upload route answers 400 to a malformed multipart body (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let member: Account;
  let adId: number;

  before(async () => {
    sut = await startTestApp();
    member = await createAccount(sut, { role: 'helper' });
    adId = (
      await sut.dataSource.getRepository(Ad).save(
        Object.assign(new Ad(), {
          title: 'Desk lamp',
          description: 'Text',
          category: 'Other',
          adDescription: 'Text',
          priceOffer: null,
          contactEmail: member.email,
          contactPhone: '+1 555',
          location: 'Toronto',
          status: 'pending',
          imageUrl: '[]',
          thumbnailUrl: '[]',
          userId: member.user.id,
        }),
      )
    ).id;
  });
  after(async () => sut.close());

  /** Each route, its file field, and the answer when busboy reads the damage as a form without parts: its own first rule. */
  const routes = () => [
    { method: 'post' as const, path: '/api/v1/issues/business-network', fileField: 'images', emptyForm: MESSAGES.ad.titleRequired },
    { method: 'patch' as const, path: `/api/v1/account/ads/${adId}`, fileField: 'images', emptyForm: ACCOUNT_TEXTS.nothingToChange },
    { method: 'put' as const, path: '/api/v1/account/photo', fileField: 'photo', emptyForm: ACCOUNT_TEXTS.photoRequired },
  ];

  it('each malformed body on each route: 400 with error_message, the exact "could not be read" text where busboy fails, nothing stored', async () => {
    for (const route of routes()) {
      for (const malformed of malformedMultipartBodies(route.fileField)) {
        const response = await sut.http[route.method](route.path)
          .auth(member.token, { type: 'bearer' })
          .set('Content-Type', malformed.contentType)
          .send(malformed.body);
        const where = `${route.method.toUpperCase()} ${route.path}, ${malformed.name}`;
        assert.equal(response.status, 400, `${where}: ${response.status} ${JSON.stringify(response.body)}`);
        if (malformed.unreadable) assert.equal(response.body.error_message, MESSAGES.ad.unreadableForm, where);
        else assert.ok([MESSAGES.ad.unreadableForm, route.emptyForm].includes(response.body.error_message), `${where}: ${response.body.error_message}`);
      }
    }
    const ad = await sut.dataSource.getRepository(Ad).findOneByOrFail({ id: adId });
    assert.equal(ad.title, 'Desk lamp');
    assert.equal(ad.imageUrl, '[]');
    assert.equal((await sut.dataSource.getRepository(User).findOneByOrFail({ id: member.user.id })).photoUrl, null);
    assert.equal(await sut.dataSource.getRepository(Ad).countBy({ userId: member.user.id }), 1, 'no ad made by a broken body');
  });

  it('the photo route: a second file is refused in words, a file in another field asks for the photo', async () => {
    const jpeg = Buffer.from('not even a picture');
    const two = await sut.http
      .put('/api/v1/account/photo')
      .auth(member.token, { type: 'bearer' })
      .attach('photo', jpeg, { filename: 'a.jpg', contentType: 'image/jpeg' })
      .attach('photo', jpeg, { filename: 'b.jpg', contentType: 'image/jpeg' })
      .expect(400);
    assert.deepEqual(two.body.errors.photo, [ACCOUNT_TEXTS.onePhotoOnly]);
    const elsewhere = await sut.http
      .put('/api/v1/account/photo')
      .auth(member.token, { type: 'bearer' })
      .attach('avatar', jpeg, { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(400);
    assert.deepEqual(elsewhere.body.errors.photo, [ACCOUNT_TEXTS.photoRequired]);
  });
});
