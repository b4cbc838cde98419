import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_LIMITS, DELETED_MEMBER_NAME, LEGAL_INDUSTRY, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, TEST_PASSWORD, createAccount } from '../support/accounts';
import { recordStatements } from '../support/sql-statements';
import { SEALED_REPLY_BODY } from '../../src/modules/conversations/entities/conversation-reply.entity';
import { SEALED_REQUEST_DETAILS } from '../../src/modules/conversations/entities/inbox-message.entity';
import { AccessContext, createReceivers } from './access-rows/info-issues-contact';
import { as, openConversation, sendRequest } from './conversation-fixtures';

/** Every sealed reply or request the app opens goes through these two transformers: counts what they open. */
function countOpenings(): { opened: string[]; restore(): void } {
  const opened: string[] = [];
  const transformers = [
    ['reply', SEALED_REPLY_BODY],
    ['request', SEALED_REQUEST_DETAILS],
  ] as const;
  const originals = transformers.map(([, transformer]) => transformer.from);
  for (const [column, transformer] of transformers) {
    const open = transformer.from.bind(transformer);
    transformer.from = (stored: string | null) => {
      opened.push(column);
      return open(stored);
    };
  }
  return { opened, restore: () => transformers.forEach(([, transformer], index) => (transformer.from = originals[index])) };
}

type Item = { id: number; kind: string; preview: string | null; other_party: { id: number | null; name: string } };

/**
 * The Messages list shows the start of each thread's latest message (docs/conversations.md, "The list's preview"):
 * the newest reply, or the request's text; never a legal or clinic thread's, whose texts are sealed and are not
 * even read for a list.
 */
describe(`conversations: the list previews the latest message (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let seq = 0;

  const member = (industry: string, name: string) => {
    seq += 1;
    return createAccount(sut, { role: 'helper', industry, name: `${name} ${seq}` });
  };
  const seeker = () => member('Arts, Communication, Media & Design', 'Previewing Seeker');
  const listed = async (account: Account, box: 'received' | 'sent', id: number): Promise<Item> => {
    const list = await as(sut, account).get(`/conversations?box=${box}`).expect(200);
    const item = list.body.data.find((row: Item) => row.id === id);
    assert.ok(item, `conversation ${id} is in the ${box} box`);
    return item;
  };

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
  });
  after(async () => sut.close());

  it("a professional-network thread shows the request's text until a reply, then the newest reply, on both sides, on one line", async () => {
    const sender = await seeker();
    const mentor = await member(PROFESSIONAL_NETWORK_INDUSTRIES[0], 'Previewed Mentor');
    const id = await openConversation(sut, sender, 'professional-network', ctx, {
      receiver_id: mentor.user.id,
      description: 'Could we talk\n\nabout   data engineering?',
    });
    for (const [account, box] of [
      [mentor, 'received'],
      [sender, 'sent'],
    ] as const) {
      assert.equal(
        (await listed(account, box, id)).preview,
        'Could we talk about data engineering?',
        `${box}: the request's text itself, folded, no "description:" label`,
      );
    }

    await as(sut, mentor).post(`/conversations/${id}/replies`, { body: 'Happy to talk next week.' }).expect(201);
    const long = `Tuesday works for me. ${'We could start with the basics of pipelines and then look at your portfolio together. '.repeat(3)}`;
    await as(sut, sender).post(`/conversations/${id}/replies`, { body: long }).expect(201);
    for (const [account, box] of [
      [mentor, 'received'],
      [sender, 'sent'],
    ] as const) {
      const item = await listed(account, box, id);
      assert.equal(
        item.preview,
        'Tuesday works for me. We could start with the basics of pipelines and then look at your portfolio together. We could…',
        `${box}: the newest reply's start, cut on a word with an ellipsis`,
      );
      assert.ok([...item.preview!].length <= CONVERSATION_LIMITS.previewMax);
    }
    const openings = countOpenings();
    try {
      await as(sut, sender).get('/conversations?box=sent').expect(200);
      assert.deepEqual(openings.opened, ['reply'], "the one thread's newest reply is opened, nothing else");
    } finally {
      openings.restore();
    }
  });

  it('attack: a legal and a clinic thread answer a null preview, and the raw list carries no part of their requests or replies', async () => {
    const sender = await seeker();
    const legal = await openConversation(sut, sender, 'legal-assistance', ctx, {
      description: 'Zebrawood landlord withheld the deposit',
      address: '7 Quillfeather Lane',
    });
    const clinic = await openConversation(sut, sender, 'virtual-clinic', ctx, {
      Symptoms: 'Xylophonic tinnitus at night',
      active_medications_prescriptions: 'Vortioxetine',
    });
    const bareLegal = await openConversation(sut, sender, 'legal-assistance', ctx, { description: 'Marzipan contract dispute, no reply yet' });
    await as(sut, ctx.lawyer).post(`/conversations/${legal}/replies`, { body: 'Keep the Ombudsquill letter and every receipt' }).expect(201);
    await as(sut, sender).post(`/conversations/${legal}/replies`, { body: 'Flibbertigibbet tenancy signed in March' }).expect(201);
    await as(sut, ctx.doctor).post(`/conversations/${clinic}/replies`, { body: 'Take Quetiapinezz only after food' }).expect(201);
    const secrets = [
      'Zebrawood',
      'deposit',
      'Quillfeather',
      'Xylophonic',
      'tinnitus',
      'Vortioxetine',
      'Marzipan',
      'Ombudsquill',
      'receipt',
      'Flibbertigibbet',
      'tenancy',
      'Quetiapinezz',
      'Child Custody',
      'migraine',
      'Asthma',
    ];

    const openings = countOpenings();
    try {
      for (const [account, box] of [
        [sender, 'sent'],
        [ctx.lawyer, 'received'],
        [ctx.doctor, 'received'],
      ] as const) {
        openings.opened.length = 0;
        const response = await as(sut, account).get(`/conversations?box=${box}&limit=100`).expect(200);
        assert.deepEqual(openings.opened, [], `${box}: a list of legal and clinic threads opens no sealed text`);
        const mine = response.body.data.filter((row: Item) => [legal, clinic, bareLegal].includes(row.id));
        assert.ok(mine.length >= 1);
        for (const item of mine) assert.equal(item.preview, null, `${box}: ${item.kind} is never previewed`);
        const leaked = secrets.filter((secret) => response.text.includes(secret));
        assert.deepEqual(leaked, [], `${box}: the raw list answer carries none of the sealed texts`);
      }
    } finally {
      openings.restore();
    }
  });

  it("a business-group thread previews the visitor's text, then the owner's reply", async () => {
    const response = await sendRequest(sut, null, 'business-groups', ctx, {
      full_name: 'Walk-in Visitor',
      email: 'walkin@example.test',
      description: 'Do you bake for 200 guests?',
    }).expect(201);
    const id = response.body.conversation_id;
    assert.equal((await listed(ctx.businessOwner, 'received', id)).preview, 'Do you bake for 200 guests?');
    await as(sut, ctx.businessOwner).post(`/conversations/${id}/replies`, { body: "Yes, with a week's notice." }).expect(201);
    assert.equal((await listed(ctx.businessOwner, 'received', id)).preview, "Yes, with a week's notice.");
  });

  it('a message the reader reported is not repeated in their list (its author still sees it); once an admin deletes it, the message before it shows', async () => {
    const sender = await seeker();
    const mentor = await member(PROFESSIONAL_NETWORK_INDUSTRIES[0], 'Reported Mentor');
    const admin = await createAccount(sut, { role: 'admin', industry: null });
    const id = await openConversation(sut, sender, 'professional-network', ctx, { receiver_id: mentor.user.id, description: 'Hello, could you mentor me?' });
    await as(sut, mentor).post(`/conversations/${id}/replies`, { body: 'Sure, send me your CV.' }).expect(201);
    const abuse = await as(sut, sender).post(`/conversations/${id}/replies`, { body: 'Obnoxiously rude remark' }).expect(201);
    const report = await as(sut, mentor).post('/reports', { conversation_id: id, message_id: abuse.body.id, reason: 'Harassment', details: '' }).expect(201);

    const reader = await as(sut, mentor).get('/conversations?box=received').expect(200);
    assert.equal(reader.body.data.find((row: Item) => row.id === id).preview, null);
    assert.ok(!reader.text.includes('Obnoxiously'), "the reported text is not in the reporter's list");
    assert.equal((await listed(sender, 'sent', id)).preview, 'Obnoxiously rude remark', 'the author is not told about the report');

    await as(sut, admin).put(`/admin/reports/${report.body.id}`, { action: 'delete_message' }).expect(200);
    for (const [account, box] of [
      [mentor, 'received'],
      [sender, 'sent'],
    ] as const) {
      assert.equal((await listed(account, box, id)).preview, 'Sure, send me your CV.', `${box}: the removed message is gone from the list too`);
    }
  });

  it('a request its receiver reported is not previewed for them while it is the latest message', async () => {
    const sender = await seeker();
    const mentor = await member(PROFESSIONAL_NETWORK_INDUSTRIES[0], 'Spammed Mentor');
    const id = await openConversation(sut, sender, 'professional-network', ctx, { receiver_id: mentor.user.id, description: 'Buy cheap followers now' });
    await as(sut, mentor).post('/reports', { conversation_id: id, reason: 'Spam', details: 'the request itself' }).expect(201);
    assert.equal((await listed(mentor, 'received', id)).preview, null);
    assert.equal((await listed(sender, 'sent', id)).preview, 'Buy cheap followers now');
  });

  it('a deleted member\'s last message is still previewed, under "Deleted member" (it stays with its receiver)', async () => {
    const sender = await seeker();
    const mentor = await member(PROFESSIONAL_NETWORK_INDUSTRIES[0], 'Staying Mentor');
    const id = await openConversation(sut, sender, 'professional-network', ctx, { receiver_id: mentor.user.id, description: 'First question' });
    await as(sut, sender).post(`/conversations/${id}/replies`, { body: 'My last words before I leave' }).expect(201);
    await sut.http.delete('/api/v1/account').auth(sender.token, { type: 'bearer' }).send({ password: TEST_PASSWORD }).expect(200);
    const item = await listed(mentor, 'received', id);
    assert.deepEqual([item.other_party, item.preview], [{ id: null, name: DELETED_MEMBER_NAME }, 'My last words before I leave']);
  });

  it('reads the previews of a page in one statement, whether the page holds 3 threads or 40 (no query per row)', async () => {
    const busy = await seeker();
    const mentors = [await member(PROFESSIONAL_NETWORK_INDUSTRIES[0], 'Busy Mentor'), await member(PROFESSIONAL_NETWORK_INDUSTRIES[0], 'Busy Mentor')];
    const lawyer = await member(LEGAL_INDUSTRY, 'Busy Lawyer');
    for (let n = 0; n < 40; n += 1) {
      const id =
        n % 4 === 3
          ? await openConversation(sut, busy, 'legal-assistance', ctx, { receiver_id: lawyer.user.id })
          : await openConversation(sut, busy, 'professional-network', ctx, { receiver_id: mentors[n % 2].user.id, description: `request ${n}` });
      if (n % 2 === 0)
        await as(sut, busy)
          .post(`/conversations/${id}/replies`, { body: `reply ${n}` })
          .expect(201);
    }
    const recorder = recordStatements(sut.dataSource);
    const readingMessages = () => recorder.statements.filter((sql) => /conversation_replies|inbox_messages/.test(sql));
    for (const limit of [3, 40]) {
      recorder.clear();
      const page = await as(sut, busy).get(`/conversations?box=sent&limit=${limit}`).expect(200);
      assert.equal(page.body.data.length, limit);
      // The page's own query joins the request (the visitor's typed name); the previews are one more.
      assert.equal(readingMessages().length, 2, `limit ${limit}: ${readingMessages().join('\n')}`);
      const previews = page.body.data.map((row: Item) => row.preview);
      const expected = page.body.data.map((row: Item, index: number) => {
        const n = 39 - index;
        return row.kind === 'legal-assistance' ? null : n % 2 === 0 ? `reply ${n}` : `request ${n}`;
      });
      assert.deepEqual(previews, expected);
    }
  });
});
