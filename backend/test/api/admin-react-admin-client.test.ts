import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, fetchUtils, type DataProvider } from 'ra-core';
import { ADMIN_TEXTS } from '../../src/common/moderation/admin-texts';
import { BUSINESS_GROUP_STATUS, LEGAL_INDUSTRY, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { insertAd, insertBusinessGroup, insertJob, insertContactForm, insertFailedMail, insertInboxMessage, insertMember } from './admin-fixtures';

/**
 * The admin resources driven by ra-data-simple-rest itself (the package the panel uses, not a copy): every call
 * a stock react-admin page makes, including <Edit>'s update that sends the whole record back.
 */
describe(`admin resources through ra-data-simple-rest (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  let owner: Account;
  let rest: DataProvider;
  const asList = (ids: unknown[] | undefined) => [...(ids ?? [])] as number[];
  const page = (perPage = 25) => ({ pagination: { page: 1, perPage }, sort: { field: 'id', order: 'ASC' as const } });
  /** The resources whose stock <Edit> update (the whole record back) a test below drove through the package. */
  const updatedWithWholeRecord = new Set<string>();
  const refusedAsReadOnly = (field: string) => (error: HttpError) => {
    assert.equal(error.status, 400);
    assert.equal((error.body as { error_message: string }).error_message, ADMIN_TEXTS.readOnlyChanged(field));
    return true;
  };

  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
    owner = await createAccount(sut, { role: 'business', name: 'Owner Of Things' });
    rest = simpleRestProvider(`${sut.url}/api/v1/admin`, (url: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${admin.token}` } }),
    );
  });
  after(async () => sut.close());

  it('ads: getList, getOne, getMany, getManyReference, update with the whole record, updateMany, delete, deleteMany', async () => {
    const [first, second, third, fourth] = await Promise.all(
      [1, 2, 3, 4].map(() => insertAd(sut, owner.user.id, { contactEmail: 'same.seller@community.test', location: 'Quokka Town' })),
    );
    const list = await rest.getList('ads', { ...page(2), filter: { status: 'pending', location: 'Quokka Town' } });
    assert.equal(list.total, 4);
    assert.deepEqual(
      list.data.map((ad) => ad.id),
      [first.id, second.id, third.id, fourth.id].sort((a, b) => a - b).slice(0, 2),
    );

    const { data: record } = await rest.getOne('ads', { id: first.id });
    assert.equal(record.title, first.title);
    assert.deepEqual((await rest.getMany('ads', { ids: [second.id, third.id] })).data.map((ad) => ad.id).sort(), [second.id, third.id].sort());
    const byEmail = await rest.getManyReference('ads', { ...page(), target: 'contact_email', id: 'same.seller@community.test', filter: {} });
    assert.equal(byEmail.total, 4);

    // A stock <Edit>: the whole record comes back with the one field the moderator changed.
    const edited = await rest.update('ads', { id: first.id, data: { ...record, status: 'approved' }, previousData: record });
    assert.equal(edited.data.status, 'approved');
    assert.equal(edited.data.title, first.title);
    updatedWithWholeRecord.add('ads');
    // A read-only field changed is refused by name, not silently dropped.
    await assert.rejects(
      rest.update('ads', { id: first.id, data: { ...record, status: 'approved', title: 'Renamed' }, previousData: record }),
      refusedAsReadOnly('title'),
    );

    const many = await rest.updateMany('ads', { ids: [second.id, third.id], data: { status: 'rejected' } });
    assert.deepEqual(asList(many.data).sort(), [second.id, third.id].sort());
    assert.equal((await rest.getOne('ads', { id: second.id })).data.status, 'rejected');

    assert.equal((await rest.delete('ads', { id: fourth.id, previousData: record })).data.id, fourth.id);
    assert.deepEqual(asList((await rest.deleteMany('ads', { ids: [second.id, third.id] })).data).sort(), [second.id, third.id].sort());
    assert.equal((await rest.getManyReference('ads', { ...page(), target: 'contact_email', id: 'same.seller@community.test', filter: {} })).total, 1);
  });

  it('business groups: the same calls, getManyReference by user_id', async () => {
    const groupOwner = await insertMember(sut, { role: 'business' });
    const [first, second, third, fourth] = await Promise.all([1, 2, 3, 4].map(() => insertBusinessGroup(sut, groupOwner.id)));
    const list = await rest.getList('business-groups', { ...page(), filter: { user_id: groupOwner.id, status: BUSINESS_GROUP_STATUS.pending } });
    assert.equal(list.total, 4);
    const { data: record } = await rest.getOne('business-groups', { id: first.id });
    assert.equal(record.website, first.website);
    assert.equal((await rest.getMany('business-groups', { ids: [first.id, second.id] })).data.length, 2);
    assert.equal((await rest.getManyReference('business-groups', { ...page(), target: 'user_id', id: groupOwner.id, filter: {} })).total, 4);

    const edited = await rest.update('business-groups', { id: first.id, data: { ...record, status: BUSINESS_GROUP_STATUS.approved }, previousData: record });
    assert.equal(edited.data.status, BUSINESS_GROUP_STATUS.approved);
    assert.equal(edited.data.email, first.email);
    updatedWithWholeRecord.add('business-groups');
    await assert.rejects(
      rest.update('business-groups', {
        id: first.id,
        data: { ...record, status: BUSINESS_GROUP_STATUS.rejected, website: 'https://elsewhere.test' },
        previousData: record,
      }),
      refusedAsReadOnly('website'),
    );
    assert.deepEqual(asList((await rest.updateMany('business-groups', { ids: [second.id], data: { status: BUSINESS_GROUP_STATUS.rejected } })).data), [
      second.id,
    ]);
    assert.equal((await rest.delete('business-groups', { id: third.id, previousData: record })).data.id, third.id);
    assert.deepEqual(asList((await rest.deleteMany('business-groups', { ids: [fourth.id] })).data), [fourth.id]);
    assert.equal((await rest.getManyReference('business-groups', { ...page(), target: 'user_id', id: groupOwner.id, filter: {} })).total, 2);
  });

  it('users: getList, getOne, getMany, getManyReference by role, delete and deleteMany suspend', async () => {
    const lawyers = await Promise.all([1, 2, 3].map(() => insertMember(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Wombat Counsel' })));
    const list = await rest.getList('users', { ...page(), filter: { role: 'helper', q: 'wombat counsel' } });
    assert.equal(list.total, 3);
    assert.equal((await rest.getOne('users', { id: lawyers[0].id })).data.email, lawyers[0].email);
    assert.equal((await rest.getMany('users', { ids: lawyers.map((user) => user.id) })).data.length, 3);
    assert.equal((await rest.getManyReference('users', { ...page(), target: 'role', id: 'helper', filter: { q: 'wombat counsel' } })).total, 3);
    assert.equal((await rest.delete('users', { id: lawyers[0].id })).data.id, lawyers[0].id);
    assert.deepEqual(asList((await rest.deleteMany('users', { ids: [lawyers[1].id] })).data), [lawyers[1].id]);
    assert.equal((await rest.getList('users', { ...page(), filter: { role: 'helper', q: 'wombat counsel' } })).total, 1);
  });

  it('contact forms (read-only): getList and getManyReference by their own fields, getOne, getMany', async () => {
    const forms = await Promise.all([1, 2].map(() => insertContactForm(sut, { email: 'repeat.visitor@community.test', subject: 'Feedback' })));
    await insertContactForm(sut, { subject: 'Support' });
    assert.equal((await rest.getList('contact-forms', { ...page(), filter: { email: 'repeat.visitor@community.test', subject: 'Feedback' } })).total, 2);
    assert.equal((await rest.getManyReference('contact-forms', { ...page(), target: 'email', id: 'repeat.visitor@community.test', filter: {} })).total, 2);
    assert.equal((await rest.getOne('contact-forms', { id: forms[0].id })).data.id, forms[0].id);
    assert.equal((await rest.getMany('contact-forms', { ids: forms.map((form) => form.id) })).data.length, 2);
  });

  it('messages (read-only): getList and getManyReference by receiver_id and email, getOne, getMany', async () => {
    const receiver = await insertMember(sut, { role: 'helper' });
    const messages = await Promise.all([1, 2].map(() => insertInboxMessage(sut, receiver.id, { email: 'asker@community.test' })));
    assert.equal((await rest.getManyReference('messages', { ...page(), target: 'receiver_id', id: receiver.id, filter: {} })).total, 2);
    assert.equal((await rest.getList('messages', { ...page(), filter: { email: 'asker@community.test', section: 'professional-network' } })).total, 2);
    assert.equal((await rest.getOne('messages', { id: messages[0].id })).data.receiver_id, receiver.id);
    assert.equal((await rest.getMany('messages', { ids: messages.map((message) => message.id) })).data.length, 2);
  });

  it('audit log (read-only): getManyReference by target_id and actor_email, getOne, getMany', async () => {
    const ad = await insertAd(sut, owner.user.id);
    await rest.update('ads', { id: ad.id, data: { status: 'approved' }, previousData: { id: ad.id } });
    const entries = await rest.getManyReference('audit-log', { ...page(), target: 'target_id', id: ad.id, filter: { target_type: 'ad' } });
    assert.equal(entries.total, 1);
    assert.equal(entries.data[0].action, 'approve-ad');
    assert.ok(((await rest.getList('audit-log', { ...page(), filter: { actor_email: admin.email } })).total ?? 0) >= 1);
    assert.equal((await rest.getOne('audit-log', { id: entries.data[0].id })).data.target_id, ad.id);
    assert.equal((await rest.getMany('audit-log', { ids: [entries.data[0].id] })).data.length, 1);
  });
  it('reports: getList by status, getOne with the conversation, update with the whole record as <Edit> sends it', async () => {
    const industry = PROFESSIONAL_NETWORK_INDUSTRIES[0];
    const [sender, receiver] = await Promise.all([createAccount(sut, { role: 'helper', industry }), createAccount(sut, { role: 'helper', industry })]);
    const reportOf = async (details: string) => {
      const opened = await sut.http
        .post('/api/v1/issues/professional-network')
        .auth(sender.token, { type: 'bearer' })
        .send({ receiver_id: receiver.user.id, full_name: 'Report Sender', email: sender.email, description: 'A request that gets reported' })
        .expect(201);
      const report = await sut.http
        .post('/api/v1/reports')
        .auth(receiver.token, { type: 'bearer' })
        .send({ conversation_id: opened.body.conversation_id, reason: 'Spam', details })
        .expect(201);
      return report.body.id as number;
    };
    const [first, second] = [await reportOf('Whole record one'), await reportOf('Whole record two')];
    assert.deepEqual(
      (await rest.getList('reports', { ...page(), filter: { status: 'open', q: 'whole record' } })).data.map((report) => report.id).sort(),
      [first, second].sort(),
    );

    const { data: record } = await rest.getOne('reports', { id: first });
    assert.equal(record.conversation.id > 0, true, 'getOne carries the reported conversation');
    await assert.rejects(
      rest.update('reports', { id: first, data: { ...record, action: 'dismiss', details: 'Rewritten' }, previousData: record }),
      refusedAsReadOnly('details'),
    );
    // What moves on while the admin reads (a new reply, the status) is not the admin's change: it is ignored.
    const stale = { ...record, status: 'dismissed', conversation: { ...record.conversation, messages: [] } };
    const dismissed = await rest.update('reports', { id: first, data: { ...stale, action: 'dismiss' }, previousData: record });
    assert.equal(dismissed.data.status, 'dismissed');
    assert.equal(dismissed.data.resolution, 'dismiss');
    assert.equal(dismissed.data.details, 'Whole record one');
    updatedWithWholeRecord.add('reports');
    assert.deepEqual(asList((await rest.updateMany('reports', { ids: [second], data: { action: 'dismiss' } })).data), [second]);
    assert.equal((await rest.getOne('reports', { id: second })).data.status, 'dismissed');
  });

  it('mail outbox: getList of failed mails, getOne, Retry as an update with the whole record', async () => {
    const [failed, other] = await Promise.all([insertFailedMail(sut), insertFailedMail(sut)]);
    assert.ok((await rest.getList('mail-outbox', { ...page(100), filter: { status: 'failed' } })).data.some((mail) => mail.id === failed.id));
    const { data: record } = await rest.getOne('mail-outbox', { id: failed.id });
    assert.equal(record.recipient, failed.recipient);
    await assert.rejects(
      rest.update('mail-outbox', { id: failed.id, data: { ...record, status: 'pending', recipient: 'someone.else@community.test' }, previousData: record }),
      refusedAsReadOnly('recipient'),
    );
    // The workers keep a delivery record while the admin reads; a stale attempt count is not a change.
    const retried = await rest.update('mail-outbox', { id: failed.id, data: { ...record, status: 'pending', attempts: 0 }, previousData: record });
    assert.equal(retried.data.status, 'pending');
    assert.equal(retried.data.attempts, failed.attempts);
    updatedWithWholeRecord.add('mail-outbox');
    assert.deepEqual(asList((await rest.updateMany('mail-outbox', { ids: [other.id], data: { status: 'pending' } })).data), [other.id]);
  });

  it('settings: getOne of the one record, update with the whole record', async () => {
    const { data: record } = await rest.getOne('settings', { id: 'sections' });
    assert.deepEqual(record, { id: 'sections', legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon', job_board: 'coming_soon' });
    const opened = await rest.update('settings', { id: 'sections', data: { ...record, legal_assistance: 'open' }, previousData: record });
    assert.deepEqual(opened.data, { id: 'sections', legal_assistance: 'open', virtual_clinic: 'coming_soon', job_board: 'coming_soon' });
    updatedWithWholeRecord.add('settings');
    await assert.rejects(rest.update('settings', { id: 'sections', data: { ...record, id: 'other' }, previousData: record }), refusedAsReadOnly('id'));
    await rest.update('settings', { id: 'sections', data: { ...record, legal_assistance: 'coming_soon' }, previousData: record });
  });

  it('jobs: getList of the review queue, getOne, update with the whole record, a read-only field refused, updateMany, delete', async () => {
    const poster = await insertMember(sut, { role: 'business' });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => insertJob(sut, poster.id, { location: 'Wombat Creek' })));
    const queue = await rest.getList('jobs', { ...page(), filter: { status: 'pending', q: 'wombat creek' } });
    assert.deepEqual(
      queue.data.map((job) => job.id),
      [first.id, second.id, third.id].sort((a, b) => a - b),
    );

    const { data: record } = await rest.getOne('jobs', { id: first.id });
    assert.equal(record.title, first.title);
    const approved = await rest.update('jobs', { id: first.id, data: { ...record, status: 'approved' }, previousData: record });
    assert.equal(approved.data.status, 'approved');
    assert.equal(approved.data.title, first.title);
    updatedWithWholeRecord.add('jobs');
    await assert.rejects(
      rest.update('jobs', { id: first.id, data: { ...record, status: 'approved', title: 'Renamed' }, previousData: record }),
      refusedAsReadOnly('title'),
    );

    const many = await rest.updateMany('jobs', { ids: [second.id], data: { status: 'rejected', reason_code: 'incomplete' } });
    assert.deepEqual(asList(many.data), [second.id]);
    assert.equal((await rest.getOne('jobs', { id: second.id })).data.status, 'rejected');
    assert.equal((await rest.delete('jobs', { id: third.id, previousData: record })).data.id, third.id);
    assert.deepEqual(
      (await rest.getList('jobs', { ...page(), filter: { q: 'wombat creek' } })).data.map((job) => [job.id, job.status]),
      [
        [first.id, 'approved'],
        [second.id, 'rejected'],
      ].sort(([a], [b]) => Number(a) - Number(b)),
    );
  });

  it('covers every admin resource /api/docs-json lets react-admin update (PUT /admin/<resource>/<id>)', async () => {
    const document = (await sut.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const updatable = Object.entries(document.paths)
      .filter(([path, byMethod]) => byMethod.put && /^\/api\/v1\/admin\/[^/]+\/[^/]+$/.test(path))
      .map(([path]) => path.split('/')[4])
      .sort();
    assert.deepEqual(updatable, ['ads', 'business-groups', 'jobs', 'mail-outbox', 'reports', 'settings']);
    assert.deepEqual([...updatedWithWholeRecord].sort(), updatable);
  });
});
