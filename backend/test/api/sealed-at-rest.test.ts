import { after, before, describe, it } from 'node:test';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { conversationPath } from '@community/vocabulary';
import { TEST_DATA_KEY, TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { Account, createAccount } from '../support/accounts';
import { createReceivers, clinicIssue, legalIssue, AccessContext } from './access-rows/info-issues-contact';
import { as, openConversation } from './conversation-fixtures';
import { listQuery } from './admin-fixtures';
import { dataKeyId } from '../../src/common/sealing/data-key-ring';
import { UNREADABLE_TEXT } from '../../src/common/sealing/sealed-text';
import { sealStoredValues } from '../../src/common/sealing/sealed-columns';

const kind = process.env.TEST_DB ?? 'sqlite';
const LEGAL_WORDS = ['Family Law', 'Child Custody', 'custody arrangement', '555 010 2030', 'Elm Street', '2024-05-01', 'legal_issue'];
const CLINIC_WORDS = ['Persistent migraine', '3 days', 'Asthma', 'Salbutamol', 'Springfield', 'yusuf@example.com', 'Symptoms', 'pain_rating'];
const REPLY = 'Bring the custody order and your tax return (reply-secret-7731)';
const RESEAL_CLI = path.resolve(__dirname, '../../src/cli/reseal.js');
const NEW_KEY = Buffer.alloc(32, 42).toString('base64');

/** The stored text, read with plain SQL as a database dump or a backup would show it. */
async function rawDetails(sut: TestApp, conversationId: number): Promise<string> {
  const [row] = await sut.dataSource.query('SELECT m.details FROM inbox_messages m JOIN conversations c ON c.request_id = m.id WHERE c.id = ?', [
    conversationId,
  ]);
  return String(row.details);
}
async function rawReplies(sut: TestApp, conversationId: number): Promise<string[]> {
  const rows: Array<{ body: string }> = await sut.dataSource.query('SELECT body FROM conversation_replies WHERE conversation_id = ? ORDER BY id', [
    conversationId,
  ]);
  return rows.map((row) => String(row.body));
}
const keyIdOf = (stored: string) => stored.split(':')[1];

function assertNoPlaintext(stored: string, words: string[]): void {
  assert.match(stored, /^v1:[0-9a-f]{12}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/, 'v1:<keyId>:<iv>:<tag>:<ciphertext>');
  for (const word of words) assert.ok(!stored.includes(word), `"${word}" is readable at rest`);
}

/** Changes one byte of the ciphertext (the last part), as an attacker with write access to the database could. */
function tamper(stored: string): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[4], 'base64url');
  bytes[0] ^= 0x01;
  parts[4] = bytes.toString('base64url');
  return parts.join(':');
}

describe(`sensitive requests and replies sealed at rest (${kind})`, () => {
  let database: TestDatabase;
  let sut: TestApp;
  let ctx: AccessContext;
  let seeker: Account;
  let admin: Account;
  let legal: number;
  let clinic: number;

  before(async () => {
    database = await createTestDatabase();
    sut = await startTestApp({ database });
    ctx = await createReceivers(sut);
    seeker = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Sealed Seeker' });
    admin = await createAccount(sut, { role: 'admin', industry: null });
    legal = await openConversation(sut, seeker, 'legal-assistance', ctx);
    clinic = await openConversation(sut, seeker, 'virtual-clinic', ctx);
    await as(sut, ctx.lawyer).post(`/conversations/${legal}/replies`, { body: REPLY }).expect(201);
  });
  after(async () => {
    await sut?.close();
    await database?.drop();
  });

  it('a database dump holds no legal details, symptoms or reply text', async () => {
    assertNoPlaintext(await rawDetails(sut, legal), LEGAL_WORDS);
    assertNoPlaintext(await rawDetails(sut, clinic), CLINIC_WORDS);
    const [reply] = await rawReplies(sut, legal);
    assertNoPlaintext(reply, ['reply-secret-7731', 'custody']);
    assert.equal(keyIdOf(reply), dataKeyId(Buffer.from(TEST_DATA_KEY, 'base64')), 'the key id of DATA_ENCRYPTION_KEY is stored with the value');
    assert.notEqual((await rawDetails(sut, legal)).split(':')[2], (await rawDetails(sut, clinic)).split(':')[2], 'a fresh IV per value');
  });

  it('a decline reason is sealed too, shown in the thread, and kept out of the email', async () => {
    const conversation = await openConversation(sut, seeker, 'legal-assistance', ctx, { description: 'Decline target' });
    const reason = 'Conflict of interest: I act for the other parent (reason-secret-5520)';
    const declined = await as(sut, ctx.lawyer).post(`/conversations/${conversation}/status`, { status: 'declined', reason }).expect(200);
    assert.equal(declined.body.status_history.at(-1).reason, reason);
    const [row] = await sut.dataSource.query("SELECT reason FROM conversation_status_changes WHERE conversation_id = ? AND status = 'declined'", [
      conversation,
    ]);
    assertNoPlaintext(String(row.reason), ['reason-secret-5520', 'Conflict', 'parent']);
    const mail = await sut.mail.waitFor(seeker.email, (m) => m.text.includes(conversationPath(conversation)) && /Declined/.test(m.subject));
    for (const word of ['reason-secret-5520', 'Conflict', 'Decline target']) assert.ok(!mail.raw.includes(word), `the status email leaks "${word}"`);
    assert.ok(mail.text.includes('For your privacy this email holds no details'), mail.text);
  });

  it('the people allowed still read the plaintext: receiver, sender, inbox and the data export (not the admin view)', async () => {
    const { address, PhoneNumber, legal_issue, specific_issue, description, relevent_data } = legalIssue(ctx);
    const legalDetails = { address, PhoneNumber, legal_issue, specific_issue, description, relevent_data };
    const asLawyer = (await as(sut, ctx.lawyer).get(`/conversations/${legal}`).expect(200)).body;
    assert.deepEqual(asLawyer.request.details, legalDetails);
    assert.equal(asLawyer.messages[0].body, REPLY);
    const asSeeker = (await as(sut, seeker).get(`/conversations/${legal}`).expect(200)).body;
    assert.equal(asSeeker.messages[0].body, REPLY);
    const { receiver_id: _receiver, ...clinicDetails } = clinicIssue(ctx);
    assert.deepEqual((await as(sut, ctx.doctor).get(`/conversations/${clinic}`).expect(200)).body.request.details, clinicDetails);

    const inbox = (await as(sut, ctx.lawyer).get('/issues/inbox').expect(200)).body;
    const entry = (inbox.messages ?? inbox.data ?? inbox).find(
      (message: { details: { description?: string } }) => message.details?.description === description,
    );
    assert.ok(entry, `the lawyer's inbox shows the request: ${JSON.stringify(inbox).slice(0, 300)}`);

    const [{ request_id: requestId }] = await sut.dataSource.query('SELECT request_id FROM conversations WHERE id = ?', [legal]);
    // Admins see that a legal request was sent, never what it says (docs/conversations.md, "Who sees what").
    const adminView = (
      await as(sut, admin)
        .get(`/admin/messages/${Number(requestId)}`)
        .expect(200)
    ).body;
    assert.equal(adminView.details, undefined);
    assert.equal(adminView.section, 'legal-assistance');

    const exported = (await as(sut, seeker).get('/account/export').expect(200)).body;
    assert.ok(JSON.stringify(exported).includes('custody arrangement'), "the sender's own export carries their request");
  });

  it('admin search no longer looks inside sealed fields (only name, email, receiver and section)', async () => {
    const found = (q: string) =>
      as(sut, admin)
        .get('/admin/messages')
        .query(listQuery({ filter: { q } }))
        .expect(200);
    assert.deepEqual((await found('custody arrangement')).body, []);
    assert.deepEqual((await found('migraine')).body, []);
    assert.ok((await found('Receiving Lawyer')).body.length >= 1, "the receiver's name is still searched");
  });

  it('tampered ciphertext is refused by its tag: the reader sees a notice, never a 500 or the forged text', async () => {
    const conversation = await openConversation(sut, seeker, 'legal-assistance', ctx, { description: 'Tamper target' });
    await as(sut, ctx.lawyer).post(`/conversations/${conversation}/replies`, { body: 'Tamper target reply' }).expect(201);
    const [{ request_id: requestId }] = await sut.dataSource.query('SELECT request_id FROM conversations WHERE id = ?', [conversation]);
    await sut.dataSource.query('UPDATE inbox_messages SET details = ? WHERE id = ?', [tamper(await rawDetails(sut, conversation)), requestId]);
    await sut.dataSource.query('UPDATE conversation_replies SET body = ? WHERE conversation_id = ?', [
      tamper((await rawReplies(sut, conversation))[0]),
      conversation,
    ]);

    const response = await as(sut, ctx.lawyer).get(`/conversations/${conversation}`).expect(200);
    assert.deepEqual(response.body.request.details, { unreadable: UNREADABLE_TEXT });
    assert.equal(response.body.messages[0].body, UNREADABLE_TEXT);
    // A value moved from another row or column is refused the same way (the column is bound into the tag).
    await sut.dataSource.query('UPDATE conversation_replies SET body = ? WHERE conversation_id = ?', [await rawDetails(sut, legal), conversation]);
    assert.equal((await as(sut, ctx.lawyer).get(`/conversations/${conversation}`).expect(200)).body.messages[0].body, UNREADABLE_TEXT);
    assert.equal((await as(sut, ctx.lawyer).get(`/conversations/${legal}`).expect(200)).body.messages[0].body, REPLY, 'other rows still open');
  });

  it('rows written before sealing are sealed with the current key (the migration on MySQL, the start on SQLite)', async () => {
    const conversation = await openConversation(sut, seeker, 'virtual-clinic', ctx, { Symptoms: 'Old plaintext rash' });
    const [{ request_id: requestId }] = await sut.dataSource.query('SELECT request_id FROM conversations WHERE id = ?', [conversation]);
    const plaintext = JSON.stringify({ Symptoms: 'Old plaintext rash', pain_rating: 2 });
    await sut.dataSource.query('UPDATE inbox_messages SET details = ? WHERE id = ?', [plaintext, requestId]);
    assert.equal(
      (await as(sut, ctx.doctor).get(`/conversations/${conversation}`).expect(200)).body.request.details.Symptoms,
      'Old plaintext rash',
      'still readable before',
    );

    const count = await sealStoredValues(sut.dataSource, { rotate: false });
    assert.equal(count.sealed, 1);
    assertNoPlaintext(await rawDetails(sut, conversation), ['rash', 'Symptoms']);
    assert.deepEqual((await as(sut, ctx.doctor).get(`/conversations/${conversation}`).expect(200)).body.request.details, JSON.parse(plaintext));
  });

  it('after a key rotation old values still open, new writes use the new key, and the reseal moves the old ones', async () => {
    const oldKeyId = dataKeyId(Buffer.from(TEST_DATA_KEY, 'base64'));
    const newKeyId = dataKeyId(Buffer.from(NEW_KEY, 'base64'));
    await sut.close();

    // The new key alone: the old values cannot open (their key id is unknown), and the app still answers.
    sut = await startTestApp({ database, env: { DATA_ENCRYPTION_KEY: NEW_KEY } });
    assert.deepEqual((await as(sut, ctx.lawyer).get(`/conversations/${legal}`).expect(200)).body.request.details, { unreadable: UNREADABLE_TEXT });
    await sut.close();

    // The operator's rotation: the new key current, the old one listed.
    sut = await startTestApp({ database, env: { DATA_ENCRYPTION_KEY: NEW_KEY, DATA_ENCRYPTION_OLD_KEYS: TEST_DATA_KEY } });
    const before = (await as(sut, ctx.lawyer).get(`/conversations/${legal}`).expect(200)).body;
    assert.equal(before.request.details.description, legalIssue(ctx).description);
    assert.equal(before.messages[0].body, REPLY);
    await as(sut, seeker).post(`/conversations/${legal}/replies`, { body: 'Sealed with the new key' }).expect(201);
    const replies = await rawReplies(sut, legal);
    assert.deepEqual(replies.map(keyIdOf), [oldKeyId, newKeyId]);

    // The operator's reseal, as a process with the app's environment, while the app serves.
    const reseal = spawnSync(process.execPath, [RESEAL_CLI], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ...database.env,
        DATA_ENCRYPTION_KEY: NEW_KEY,
        DATA_ENCRYPTION_OLD_KEYS: TEST_DATA_KEY,
      },
    });
    assert.equal(reseal.status, 3, `exit 3 while values are unreadable: ${reseal.stderr}`);
    const [, resealed, plain, unreadable] =
      /^resealed with key [0-9a-f]{12}: (\d+) from older keys, (\d+) plaintext, (\d+) unreadable\n$/.exec(reseal.stdout) ?? [];
    assert.ok(Number(resealed) >= 4, reseal.stdout);
    assert.equal(Number(plain), 0);
    assert.equal(Number(unreadable), 2, 'the two tampered values are left for an operator, not overwritten');
    assert.deepEqual(await sealStoredValues(sut.dataSource, { rotate: true }), { sealed: 0, resealed: 0, unreadable: 2 }, 'running it again changes nothing');
    assert.deepEqual((await rawReplies(sut, legal)).map(keyIdOf), [newKeyId, newKeyId]);
    await sut.close();

    // The old key can now go.
    sut = await startTestApp({ database, env: { DATA_ENCRYPTION_KEY: NEW_KEY } });
    const after = (await as(sut, ctx.lawyer).get(`/conversations/${legal}`).expect(200)).body;
    assert.equal(after.request.details.description, legalIssue(ctx).description);
    assert.deepEqual(
      after.messages.map((message: { body: string }) => message.body),
      [REPLY, 'Sealed with the new key'],
    );
  });
});
