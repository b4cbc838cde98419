import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { decodeMimeWords } from '../support/mime-words';
import { User } from '../../src/modules/users/entities/user.entity';
import { Account, Personas, createAccount, createPersonas } from '../support/accounts';
import { adFields, picture, sendAdForm } from '../support/images';

const AD_KEYS = [
  'ad_description',
  'category',
  'contact_email',
  'contact_phone',
  'created_at',
  'description',
  'id',
  'image_url',
  'location',
  'price_offer',
  'status',
  'thumbnail_url',
  'title',
];

describe(`ads: the board and its moderation (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let personas: Personas;
  let poster: Account;
  let images: Buffer[];

  const as = (account: Account) => ({ type: 'bearer' as const, token: account.token });
  const get = (url: string, account: Account) => sut.http.get(url).auth(as(account).token, { type: 'bearer' });
  const post = (url: string, account: Account, body: object) => sut.http.post(url).auth(account.token, { type: 'bearer' }).send(body);
  const submitAd = async (title: string): Promise<number> => {
    const response = await sendAdForm(
      sut.http.post('/api/v1/issues/business-network').auth(poster.token, { type: 'bearer' }),
      adFields({ title }),
      images,
    ).expect(201);
    return response.body.id;
  };
  const board = async (account: Account) => (await get('/api/v1/admin/get-business-network?status_all=approved', account).expect(200)).body.data;
  const pending = async () => (await get('/api/v1/admin/get-business-network?status_all=pending', personas.admin).expect(200)).body.data;
  const auditFor = (id: number) =>
    sut.dataSource.query("SELECT action, actor_id, actor_email, target_type, summary FROM audit_log WHERE target_type = 'ad' AND target_id = ? ORDER BY id", [
      id,
    ]);

  before(async () => {
    sut = await startTestApp();
    personas = await createPersonas(sut);
    poster = await createAccount(sut, { role: 'helper', email: 'poster@community.test' });
    images = await Promise.all(['#a33', '#3a3', '#33a'].map((color) => picture({ width: 900, height: 600, color })));
  });
  after(async () => sut.close());

  it("keeps a new ad off the board and puts it in the pending list, newest first, with the spec's fields only", async () => {
    const older = await submitAd('Older pending ad');
    const newer = await submitAd('Newer pending ad');
    assert.deepEqual(await board(personas.seekerProfessional), []);
    const list = await pending();
    assert.deepEqual(
      list.slice(0, 2).map((ad: { id: number }) => ad.id),
      [newer, older],
    );
    const [ad] = list;
    assert.deepEqual(Object.keys(ad).sort(), AD_KEYS);
    assert.equal(ad.status, 'pending');
    assert.equal(ad.title, 'Newer pending ad');
    assert.equal(JSON.parse(ad.image_url).length, 3);
    assert.equal(JSON.parse(ad.thumbnail_url).length, 3);
    assert.ok(!Number.isNaN(Date.parse(ad.created_at)));
  });

  it('approves an ad: it reaches the board for every signed-in role, the poster is emailed, the action is audited', async () => {
    const id = await submitAd('Bicycle repairs at home');
    const response = await post('/api/v1/admin/approve-business-network', personas.admin, { id }).expect(200);
    assert.equal(response.body.message, MESSAGES.moderation.adApproved);
    for (const account of [personas.seekerLegal, personas.seekerClinic, personas.business, personas.helper]) {
      const ad = (await board(account)).find((item: { id: number }) => item.id === id);
      assert.equal(ad?.status, 'approved');
      assert.equal(ad?.title, 'Bicycle repairs at home');
    }
    assert.ok(!(await pending()).some((ad: { id: number }) => ad.id === id));
    const mail = await sut.mail.waitFor(
      poster.email,
      (m) => decodeMimeWords(m.subject).includes('Bicycle repairs at home') && /now live/.test(decodeMimeWords(m.subject)),
    );
    assert.match(mail.text, /approved your ad "Bicycle repairs at home"/);
    assert.match(mail.text, /http:\/\/app\.test\/businessnetwork/);
    assert.deepEqual(await auditFor(id), [
      { action: 'approve-ad', actor_id: personas.admin.user.id, actor_email: personas.admin.email, target_type: 'ad', summary: 'Bicycle repairs at home' },
    ]);
  });

  it('rejects an ad: it stays off the board, shows in the full list as rejected, the poster is emailed, audited', async () => {
    const id = await submitAd('Miracle diet pills');
    const response = await post('/api/v1/admin/reject-business-network', personas.admin, { id }).expect(200);
    assert.equal(response.body.message, MESSAGES.moderation.adRejected);
    assert.ok(!(await board(personas.helper)).some((ad: { id: number }) => ad.id === id));
    assert.ok(!(await pending()).some((ad: { id: number }) => ad.id === id));
    const all = (await get('/api/v1/admin/get-all-business-network', personas.admin).expect(200)).body.data;
    assert.equal(all.find((ad: { id: number }) => ad.id === id)?.status, 'rejected');
    const mail = await sut.mail.waitFor(poster.email, (m) => decodeMimeWords(m.subject).includes('Miracle diet pills'));
    assert.match(decodeMimeWords(mail.subject), /was not approved/);
    assert.match(mail.text, /inbox@community\.test/);
    assert.deepEqual(
      (await auditFor(id)).map((entry: { action: string }) => entry.action),
      ['reject-ad'],
    );
  });

  it('deletes an ad with its files, audits it, and answers 404 the second time', async () => {
    const id = await submitAd('Sofa for sale');
    const [row] = await sut.dataSource.query('SELECT image_url, thumbnail_url FROM ads WHERE id = ?', [id]);
    const keys = [...JSON.parse(row.image_url), ...JSON.parse(row.thumbnail_url)] as string[];
    assert.equal(keys.length, 6);
    for (const key of keys) assert.ok(fs.existsSync(path.join(sut.config.uploads.dir, key)));
    await sut.http.get(`/uploads/${keys[0]}`).expect(200);

    const response = await post('/api/v1/admin/delete-ads', personas.admin, { id }).expect(200);
    assert.equal(response.body.message, MESSAGES.moderation.adDeleted);
    for (const key of keys) assert.ok(!fs.existsSync(path.join(sut.config.uploads.dir, key)), `${key} is removed`);
    await sut.http.get(`/uploads/${keys[0]}`).expect(404);
    assert.deepEqual(await sut.dataSource.query('SELECT id FROM ads WHERE id = ?', [id]), []);
    assert.deepEqual(
      (await auditFor(id)).map((entry: { action: string }) => entry.action),
      ['delete-ad'],
    );

    const again = await post('/api/v1/admin/delete-ads', personas.admin, { id }).expect(404);
    assert.equal(again.body.error_message, MESSAGES.moderation.adNotFound);
    assert.equal((await auditFor(id)).length, 1, 'a refused action writes no audit entry');
  });

  it('answers 404 for approving or rejecting an ad that does not exist, without an audit entry or email', async () => {
    await sut.mailSettled();
    const mailsBefore = sut.mail.mails.length;
    for (const url of ['/api/v1/admin/approve-business-network', '/api/v1/admin/reject-business-network']) {
      const response = await post(url, personas.admin, { id: 999999 }).expect(404);
      assert.equal(response.body.error_message, MESSAGES.moderation.adNotFound);
    }
    assert.deepEqual(await auditFor(999999), []);
    await sut.mailSettled();
    assert.equal(sut.mail.mails.length, mailsBefore);
  });

  it('accepts the id as a numeric string and refuses anything else: "id must be a positive whole number"', async () => {
    const id = await submitAd('Numeric string id');
    await post('/api/v1/admin/approve-business-network', personas.admin, { id: String(id) }).expect(200);
    for (const body of [{}, { id: 'abc' }, { id: 0 }, { id: -3 }, { id: 1.5 }, { id: null }]) {
      const response = await post('/api/v1/admin/reject-business-network', personas.admin, body).expect(400);
      assert.equal(response.body.error_message, MESSAGES.moderation.idInvalid);
    }
  });

  it('refuses a status_all other than approved/pending: "status_all must be approved or pending"', async () => {
    for (const query of ['', '?status_all=rejected', '?status_all=APPROVED', '?status_all=1']) {
      const response = await get(`/api/v1/admin/get-business-network${query}`, personas.admin).expect(400);
      assert.equal(response.body.error_message, MESSAGES.moderation.adStatusFilterInvalid);
    }
  });

  it("takes a suspended poster's ads off the board", async () => {
    const banned = await createAccount(sut, { role: 'helper' });
    const response = await sendAdForm(
      sut.http.post('/api/v1/issues/business-network').auth(banned.token, { type: 'bearer' }),
      adFields({ title: 'Spam ad' }),
      images,
    ).expect(201);
    await post('/api/v1/admin/approve-business-network', personas.admin, { id: response.body.id }).expect(200);
    assert.ok((await board(personas.helper)).some((ad: { id: number }) => ad.id === response.body.id));
    await sut.dataSource.getRepository(User).update(banned.user.id, { suspendedAt: new Date() });
    assert.ok(!(await board(personas.helper)).some((ad: { id: number }) => ad.id === response.body.id));
  });
});
