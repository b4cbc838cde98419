import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_TEXTS, BUSINESS_GROUP_STATUS, BUSINESS_GROUP_STATUS_LABELS, MESSAGES, REJECTION_REASONS } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { decodeMimeWords } from '../support/mime-words';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';

const DESCRIPTION = 'Family bakery baking bread, pastries and celebration cakes every morning.';

describe(`account: my business (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
  });
  after(async () => sut.close());

  async function listing(owner: Account, title: string, status: number): Promise<number> {
    const group = await sut.dataSource.getRepository(BusinessGroup).save(
      Object.assign(new BusinessGroup(), {
        title,
        description: DESCRIPTION,
        website: null,
        email: owner.email,
        industry: 'Hospitality, Sports & Recreation',
        status,
        userId: owner.user.id,
      }),
    );
    return group.id;
  }
  const mine = async (owner: Account) => (await sut.http.get('/api/v1/account/business-groups').auth(owner.token, { type: 'bearer' }).expect(200)).body.data;
  const edit = (owner: Account, id: number, body: object) =>
    sut.http.patch(`/api/v1/account/business-groups/${id}`).auth(owner.token, { type: 'bearer' }).send(body);
  const directory = async () =>
    (await sut.http.get('/api/v1/admin/get-business-group?status_all=1').expect(200)).body.data as Array<{ id: number; title: string }>;

  it("an edit of an approved listing waits for review while the approved version stays public; another's listing is 404", async () => {
    const owner = await createAccount(sut, { role: 'business' });
    const stranger = await createAccount(sut, { role: 'business' });
    const id = await listing(owner, 'Sunrise Bakery', BUSINESS_GROUP_STATUS.approved);

    const refused = await edit(stranger, id, { title: 'Taken over' }).expect(404);
    assert.equal(refused.body.error_message, ACCOUNT_TEXTS.businessGroupNotFound);
    const short = await edit(owner, id, { description: 'Too short' }).expect(400);
    assert.deepEqual(short.body.errors.description, [MESSAGES.businessSignup.descriptionLength]);

    const saved = await edit(owner, id, { title: 'Sunrise Bakery & Cafe', website_url: 'https://sunrise.example.com' }).expect(200);
    assert.equal(saved.body.message, ACCOUNT_TEXTS.businessGroupSaved);
    assert.equal(saved.body.group.status_label, BUSINESS_GROUP_STATUS_LABELS.approved);
    assert.deepEqual(saved.body.group.pending_edit, { title: 'Sunrise Bakery & Cafe', description: DESCRIPTION, website_url: 'https://sunrise.example.com' });
    assert.equal((await directory()).find((group) => group.id === id)?.title, 'Sunrise Bakery', 'the approved version stays public');
    assert.deepEqual(await mine(stranger), []);

    await sut.http.post('/api/v1/admin/approve-business-group').auth(admin.token, { type: 'bearer' }).send({ id }).expect(200);
    assert.equal((await directory()).find((group) => group.id === id)?.title, 'Sunrise Bakery & Cafe');
    const [after] = await mine(owner);
    assert.equal(after.pending_edit, null);
    assert.equal(after.website_url, 'https://sunrise.example.com');
  });

  it('rejecting an edit keeps the public listing and shows the reason; rejecting a new listing mails the reason', async () => {
    const owner = await createAccount(sut, { role: 'business' });
    const id = await listing(owner, 'Corner Shop', BUSINESS_GROUP_STATUS.approved);
    await edit(owner, id, { title: 'Corner Shop (best in town!!!)' }).expect(200);
    await sut.http.post('/api/v1/admin/reject-business-group').auth(admin.token, { type: 'bearer' }).send({ id, reason_code: 'inappropriate' }).expect(200);
    const [rejectedEdit] = await mine(owner);
    assert.equal(rejectedEdit.status, 'approved');
    assert.equal(rejectedEdit.title, 'Corner Shop');
    assert.equal(rejectedEdit.pending_edit, null);
    assert.equal(rejectedEdit.rejection_reason, REJECTION_REASONS.inappropriate);
    assert.ok((await directory()).some((group) => group.id === id));

    const fresh = await listing(owner, 'Night Market', BUSINESS_GROUP_STATUS.pending);
    await sut.http
      .put(`/api/v1/admin/business-groups/${fresh}`)
      .auth(admin.token, { type: 'bearer' })
      .send({ status: 2, reason: 'Please describe what you sell.' })
      .expect(200);
    const rejected = (await mine(owner)).find((group: { id: number }) => group.id === fresh);
    assert.equal(rejected.status_label, BUSINESS_GROUP_STATUS_LABELS.rejected);
    assert.equal(rejected.rejection_reason, 'Please describe what you sell.');
    const mail = await sut.mail.waitFor(owner.email, (m) => decodeMimeWords(m.subject) === 'Your business "Night Market" was not approved');
    assert.match(mail.text, /Reason: Please describe what you sell\./);

    const resubmitted = await edit(owner, fresh, { description: `${DESCRIPTION} Open every night.` }).expect(200);
    assert.equal(resubmitted.body.group.status, 'pending', 'a rejected listing goes back to review');
    assert.equal(resubmitted.body.group.rejection_reason, null);
  });

  it('the admin panel lists edits waiting for review beside the live version; approving applies one, rejecting keeps the live one and tells the owner why', async () => {
    const owner = await createAccount(sut, { role: 'business' });
    const bearer = { type: 'bearer' as const };
    const waiting = await listing(owner, 'Harbour Florist', BUSINESS_GROUP_STATUS.approved);
    const refused = await listing(owner, 'Harbour Tailor', BUSINESS_GROUP_STATUS.approved);
    const untouched = await listing(owner, 'Harbour Books', BUSINESS_GROUP_STATUS.approved);
    await edit(owner, waiting, { title: 'Harbour Florist & Gifts', website_url: 'florist.example' }).expect(200);
    await edit(owner, refused, { description: `${DESCRIPTION} Cheapest in the whole world, guaranteed!!!` }).expect(200);

    const pendingEdits = await sut.http
      .get(`/api/v1/admin/business-groups?filter=${encodeURIComponent(JSON.stringify({ pending_edit: true, user_id: owner.user.id }))}`)
      .auth(admin.token, bearer)
      .expect(200);
    assert.deepEqual(pendingEdits.body.map((group: { id: number }) => group.id).sort(), [waiting, refused].sort(), 'only listings with an edit waiting');
    const without = await sut.http
      .get(`/api/v1/admin/business-groups?filter=${encodeURIComponent(JSON.stringify({ pending_edit: false, user_id: owner.user.id }))}`)
      .auth(admin.token, bearer)
      .expect(200);
    assert.deepEqual(
      without.body.map((group: { id: number }) => group.id),
      [untouched],
    );
    const bad = await sut.http
      .get(`/api/v1/admin/business-groups?filter=${encodeURIComponent(JSON.stringify({ pending_edit: 'yes' }))}`)
      .auth(admin.token, bearer)
      .expect(400);
    assert.equal(bad.body.error_message, 'filter.pending_edit must be true or false');

    const shown = await sut.http.get(`/api/v1/admin/business-groups/${waiting}`).auth(admin.token, bearer).expect(200);
    assert.equal(shown.body.title, 'Harbour Florist', 'the live version');
    assert.equal(shown.body.status, BUSINESS_GROUP_STATUS.approved);
    assert.deepEqual(
      shown.body.pending_edit,
      { title: 'Harbour Florist & Gifts', description: DESCRIPTION, website: 'florist.example' },
      'the proposed one beside it',
    );
    assert.equal(shown.body.rejection_reason, null);

    const approved = await sut.http
      .put(`/api/v1/admin/business-groups/${waiting}`)
      .auth(admin.token, bearer)
      .send({ status: BUSINESS_GROUP_STATUS.approved })
      .expect(200);
    assert.equal(approved.body.title, 'Harbour Florist & Gifts');
    assert.equal(approved.body.website, 'florist.example');
    assert.equal(approved.body.pending_edit, null);
    assert.equal((await directory()).find((group) => group.id === waiting)?.title, 'Harbour Florist & Gifts');
    await sut.mail.waitFor(owner.email, (m) => decodeMimeWords(m.subject) === 'Your changes to "Harbour Florist & Gifts" are approved');

    const rejected = await sut.http
      .put(`/api/v1/admin/business-groups/${refused}`)
      .auth(admin.token, bearer)
      .send({ status: BUSINESS_GROUP_STATUS.rejected, reason_code: 'incomplete', reason: 'Please leave out the price claims.' })
      .expect(200);
    const reason = `${REJECTION_REASONS.incomplete}: Please leave out the price claims.`;
    assert.equal(rejected.body.status, BUSINESS_GROUP_STATUS.approved, 'the live listing stays approved');
    assert.equal(rejected.body.description, DESCRIPTION, 'and keeps its text');
    assert.equal(rejected.body.pending_edit, null);
    assert.equal(rejected.body.rejection_reason, reason);
    assert.ok(
      (await directory()).some((group) => group.id === refused),
      'still in the directory',
    );
    const ownView = (await mine(owner)).find((group: { id: number }) => group.id === refused);
    assert.equal(ownView.status_label, BUSINESS_GROUP_STATUS_LABELS.approved);
    assert.equal(ownView.rejection_reason, reason, 'My business shows the reason');
    const mail = await sut.mail.waitFor(owner.email, (m) => decodeMimeWords(m.subject) === 'Your changes to "Harbour Tailor" were not approved');
    assert.match(mail.text, /stays in the Business Directory as it was before/);
    assert.ok(mail.text.includes(`Reason: ${reason}`));

    const after = await sut.http
      .get(`/api/v1/admin/business-groups?filter=${encodeURIComponent(JSON.stringify({ pending_edit: true, user_id: owner.user.id }))}`)
      .auth(admin.token, bearer)
      .expect(200);
    assert.deepEqual(after.body, [], 'both decided: nothing waits');
  });
});
