import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, fetchUtils, type DataProvider } from 'ra-core';
import { ADMIN_TEXTS } from '../../src/common/moderation/admin-texts';
import { BUSINESS_GROUP_STATUS, LEGAL_INDUSTRY } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { insertAd, insertBusinessGroup, insertContactForm, insertInboxMessage, insertMember } from './admin-fixtures';

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
    const [first, second, third, fourth] = await Promise.all([1, 2, 3, 4].map(() => insertAd(sut, owner.user.id, { contactEmail: 'same.seller@community.test', location: 'Quokka Town' })));
    const list = await rest.getList('ads', { ...page(2), filter: { status: 'pending', location: 'Quokka Town' } });
    assert.equal(list.total, 4);
    assert.deepEqual(list.data.map((ad) => ad.id), [first.id, second.id, third.id, fourth.id].sort((a, b) => a - b).slice(0, 2));

    const { data: record } = await rest.getOne('ads', { id: first.id });
    assert.equal(record.title, first.title);
    assert.deepEqual((await rest.getMany('ads', { ids: [second.id, third.id] })).data.map((ad) => ad.id).sort(), [second.id, third.id].sort());
    const byEmail = await rest.getManyReference('ads', { ...page(), target: 'contact_email', id: 'same.seller@community.test', filter: {} });
    assert.equal(byEmail.total, 4);

    // A stock <Edit>: the whole record comes back with the one field the moderator changed.
    const edited = await rest.update('ads', { id: first.id, data: { ...record, status: 'approved' }, previousData: record });
    assert.equal(edited.data.status, 'approved');
    assert.equal(edited.data.title, first.title);
    // A read-only field changed is refused by name, not silently dropped.
    await assert.rejects(rest.update('ads', { id: first.id, data: { ...record, status: 'approved', title: 'Renamed' }, previousData: record }), (error: HttpError) => {
      assert.equal(error.status, 400);
      assert.equal((error.body as { error_message: string }).error_message, ADMIN_TEXTS.readOnlyChanged('title'));
      return true;
    });

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
    assert.deepEqual(asList((await rest.updateMany('business-groups', { ids: [second.id], data: { status: BUSINESS_GROUP_STATUS.rejected } })).data), [second.id]);
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
});
