import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openMigrationSource, schemaBefore } from '../support/migrations';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { TEST_DATA_KEY } from '../support/test-app';
import { installDataKeys } from '../../src/common/sealing/sealed-text';
import { dataKeyRing } from '../../src/common/sealing/data-key-ring';

/**
 * MailMessageId and ConversationsOutliveAccounts on a database the release before them made: every row is kept, every
 * outbox mail gets its own Message-ID, and from then on deleting an account leaves the other's thread in place.
 */
describe('MailMessageId and ConversationsOutliveAccounts migrations', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');

  before(async () => {
    database = await createTestDatabase('mariadb');
    installDataKeys(dataKeyRing({ current: Buffer.from(TEST_DATA_KEY, 'base64'), old: [], keyFile: '' }));
  });
  after(async () => {
    await database?.drop();
  });

  it("keeps every row, gives each outbox mail a Message-ID, and a deleted account no longer takes the other's thread with it", async () => {
    const old = await schemaBefore(url(), 'MailMessageId1795703809453');
    const insertUser = async (name: string) =>
      Number(
        (
          await old.query("INSERT INTO users (name, email, password_hash, role, industry) VALUES (?, ?, 'x', 'helper', 'Technology, Engineering & Data')", [
            name,
            `${name}@old.test`,
          ])
        ).insertId,
      );
    const sender = await insertUser('sender');
    const receiver = await insertUser('receiver');
    const request = Number(
      (
        await old.query(
          "INSERT INTO inbox_messages (section, receiver_id, sender_id, full_name, email, details) VALUES ('professional-network', ?, ?, 'Sender', 's@old.test', 'v0')",
          [receiver, sender],
        )
      ).insertId,
    );
    const conversation = Number(
      (
        await old.query(
          "INSERT INTO conversations (request_id, kind, sender_id, receiver_id, status, last_activity_at, created_at) VALUES (?, 'professional-network', ?, ?, 'read', NOW(3), NOW(3))",
          [request, sender, receiver],
        )
      ).insertId,
    );
    const reply = Number(
      (
        await old.query("INSERT INTO conversation_replies (conversation_id, author_id, body, created_at) VALUES (?, ?, 'hello', NOW(3))", [
          conversation,
          sender,
        ])
      ).insertId,
    );
    const report = Number(
      (
        await old.query(
          "INSERT INTO reports (reporter_id, conversation_id, reported_user_id, reason, details, created_at) VALUES (?, ?, ?, 'Spam', '', NOW(3))",
          [sender, conversation, receiver],
        )
      ).insertId,
    );
    for (const status of ['pending', 'sent', 'failed']) {
      await old.query("INSERT INTO mail_outbox (recipient, subject, body, status, queued_at) VALUES ('a@old.test', 'Old mail', 'text', ?, NOW())", [status]);
    }
    const before = await countRows(old);
    await old.destroy();

    const current = await openMigrationSource(url());
    try {
      const applied = await current.runMigrations();
      assert.deepEqual(
        applied.slice(0, 2).map((migration) => migration.name),
        ['MailMessageId1795703809453', 'ConversationsOutliveAccounts1795703809454'],
      );
      assert.deepEqual(await countRows(current), before, 'every row kept');
      const ids: Array<{ message_id: string }> = await current.query('SELECT message_id FROM mail_outbox');
      assert.equal(new Set(ids.map((row) => row.message_id)).size, 3, 'one Message-ID each');
      for (const { message_id } of ids) assert.match(message_id, /^<[0-9a-f]{32}@mail-outbox\.invalid>$/);
      const [kept] = await current.query('SELECT message_id FROM reports WHERE id = ?', [report]);
      assert.equal(kept.message_id, null, 'old reports name no message');

      await current.query('DELETE FROM users WHERE id = ?', [sender]);
      const [thread] = await current.query('SELECT sender_id, receiver_id FROM conversations WHERE id = ?', [conversation]);
      assert.deepEqual([thread.sender_id, Number(thread.receiver_id)], [null, receiver], 'the receiver keeps the thread');
      const [{ author_id }] = await current.query('SELECT author_id FROM conversation_replies WHERE id = ?', [reply]);
      assert.equal(author_id, null);
      const [{ reporter_id }] = await current.query('SELECT reporter_id FROM reports WHERE id = ?', [report]);
      assert.equal(reporter_id, null, 'the report stays for the admins');
      await current.query('DELETE FROM users WHERE id = ?', [receiver]);
      const [{ receiver_id }] = await current.query('SELECT receiver_id FROM inbox_messages WHERE id = ?', [request]);
      assert.equal(receiver_id, null);
      await current.query('DELETE FROM conversation_replies WHERE id = ?', [reply]);
    } finally {
      await current.destroy();
    }
  });
});

async function countRows(source: { query: (sql: string) => Promise<Array<{ n: number | string }>> }): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'inbox_messages', 'conversations', 'conversation_replies', 'reports', 'mail_outbox']) {
    counts[table] = Number((await source.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  }
  return counts;
}
