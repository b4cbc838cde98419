import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { InitialSchema1795327865044 } from '../../src/database/migrations/1795327865044-InitialSchema';
import { openMigrationSource } from '../support/migrations';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { TEST_DATA_KEY } from '../support/test-app';
import { installDataKeys, open as openSealed } from '../../src/common/sealing/sealed-text';
import { dataKeyRing } from '../../src/common/sealing/data-key-ring';

interface OldMessage {
  section: string;
  receiver: number;
  sender: number | null;
  fullName: string | null;
  email: string | null;
  details: object;
  readAt: string | null;
  createdAt: string;
}

/**
 * The Conversations migration on a database made by the schema before it: rows written the old way (inbox
 * messages only) must each become a conversation with the same text, sender, receiver and read state.
 */
describe('Conversations migration', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's `migrations` option is typed with Function
  const open = (migrations?: Function[]) => openMigrationSource(url(), migrations);

  before(async () => {
    database = await createTestDatabase('mariadb');
    // The SealSensitiveText migration seals the old rows with the current key, as createApp would install it.
    installDataKeys(dataKeyRing({ current: Buffer.from(TEST_DATA_KEY, 'base64'), old: [], keyFile: '' }));
  });
  after(async () => {
    await database?.drop();
  });

  it('turns every inbox message into a conversation, keeping text, sender, receiver and read state', async () => {
    const old = await open([InitialSchema1795327865044]);
    await old.runMigrations();
    const insertUser = async (name: string, industry: string) => {
      const result = await old.query("INSERT INTO users (name, email, password_hash, role, industry) VALUES (?, ?, 'x', 'helper', ?)", [
        name,
        `${name.toLowerCase()}@old.test`,
        industry,
      ]);
      return Number(result.insertId);
    };
    const mentor = await insertUser('Mentor', 'Technology, Engineering & Data');
    const lawyer = await insertUser('Lawyer', 'Government, Policy, Law & International Affairs');
    const doctor = await insertUser('Doctor', 'Health & Sciences');
    const owner = await insertUser('Owner', 'Hospitality, Sports & Recreation');
    const seeker = await insertUser('Seeker', 'Technology, Engineering & Data');
    const messages: OldMessage[] = [
      {
        section: 'professional-network',
        receiver: mentor,
        sender: seeker,
        fullName: 'Yusuf',
        email: 'y@old.test',
        details: { description: 'Mentoring?' },
        readAt: null,
        createdAt: '2026-01-02 10:00:00.000000',
      },
      {
        section: 'professional-network',
        receiver: mentor,
        sender: seeker,
        fullName: 'Yusuf',
        email: 'y@old.test',
        details: { description: 'Again' },
        readAt: '2026-01-03 09:00:00',
        createdAt: '2026-01-02 11:00:00.000000',
      },
      {
        section: 'legal-assistance',
        receiver: lawyer,
        sender: seeker,
        fullName: 'Yusuf',
        email: 'y@old.test',
        details: { legal_issue: 'Family Law', description: 'Custody' },
        readAt: '2026-01-04 08:00:00',
        createdAt: '2026-01-03 12:00:00.000000',
      },
      {
        section: 'virtual-clinic',
        receiver: doctor,
        sender: seeker,
        fullName: 'Seeker',
        email: null,
        details: { Symptoms: 'migraine' },
        readAt: null,
        createdAt: '2026-01-05 12:00:00.000000',
      },
      {
        section: 'business-groups',
        receiver: owner,
        sender: null,
        fullName: 'Visitor',
        email: 'v@old.test',
        details: { description: 'Cakes?' },
        readAt: null,
        createdAt: '2026-01-06 12:00:00.000000',
      },
    ];
    const ids: number[] = [];
    for (const m of messages) {
      const result = await old.query(
        'INSERT INTO inbox_messages (section, receiver_id, sender_id, full_name, email, details, read_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [m.section, m.receiver, m.sender, m.fullName, m.email, JSON.stringify(m.details), m.readAt, m.createdAt],
      );
      ids.push(Number(result.insertId));
    }
    await old.destroy();

    const current = await open();
    try {
      const applied = await current.runMigrations();
      // Conversations runs first on the old rows; the migrations after it run on the same data and must keep it too.
      assert.equal(applied[0]?.name, 'Conversations1795426863821');
      const rows: Array<Record<string, unknown>> = await current.query(
        `SELECT c.id, c.request_id, c.kind, c.sender_id, c.receiver_id, c.status, c.receiver_unread, c.sender_unread,
                CAST(c.created_at AS CHAR) AS created_at, m.details, m.full_name, m.email
         FROM conversations c JOIN inbox_messages m ON m.id = c.request_id ORDER BY c.request_id`,
      );
      assert.equal(rows.length, messages.length, 'one conversation per message');
      messages.forEach((m, index) => {
        const row = rows[index];
        assert.equal(Number(row.request_id), ids[index]);
        assert.equal(row.kind, m.section);
        assert.equal(row.sender_id === null ? null : Number(row.sender_id), m.sender);
        assert.equal(Number(row.receiver_id), m.receiver);
        assert.match(String(row.details), /^v1:/, 'sealed at rest by the SealSensitiveText migration');
        assert.deepEqual(JSON.parse(openSealed(String(row.details), 'inbox_messages.details')), m.details, 'the text is kept');
        assert.equal(row.full_name, m.fullName);
        assert.equal(row.email, m.email);
        assert.equal(Number(row.receiver_unread), m.readAt ? 0 : 1, 'read state');
        assert.equal(Number(row.sender_unread), 0);
        assert.equal(row.status, m.section === 'business-groups' ? null : m.readAt ? 'read' : 'new');
        assert.equal(String(row.created_at).slice(0, 19), m.createdAt.slice(0, 19));
      });
      const history: Array<{ conversation_id: number; status: string; changed_by: number | null }> = await current.query(
        'SELECT conversation_id, status, changed_by FROM conversation_status_changes ORDER BY conversation_id, id',
      );
      const byConversation = (index: number) =>
        history.filter((h) => Number(h.conversation_id) === Number(rows[index].id)).map((h) => [h.status, Number(h.changed_by)]);
      assert.deepEqual(byConversation(0), [['new', seeker]]);
      assert.deepEqual(byConversation(1), [
        ['new', seeker],
        ['read', mentor],
      ]);
      assert.deepEqual(byConversation(2), [
        ['new', seeker],
        ['read', lawyer],
      ]);
      assert.deepEqual(byConversation(4), [], 'business-group conversations have no status');
      const [user] = await current.query('SELECT accepting_requests, request_capacity FROM users WHERE id = ?', [mentor]);
      assert.equal(Number(user.accepting_requests), 1, 'members stay open to requests');
      assert.equal(user.request_capacity, null, 'capacity is the configured default until chosen');
    } finally {
      await current.destroy();
    }
  });
});
