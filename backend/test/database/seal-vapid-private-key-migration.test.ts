import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as webpush from 'web-push';
import { openMigrationSource, schemaBefore } from '../support/migrations';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { TEST_DATA_KEY } from '../support/test-app';
import { installDataKeys, open } from '../../src/common/sealing/sealed-text';
import { dataKeyRing } from '../../src/common/sealing/data-key-ring';

const MIGRATION = 'SealVapidPrivateKey1795850000000';
const COLUMN = 'push_vapid_keys.private_key';

/**
 * The VAPID pair generated before this migration kept its private key in plain text. On a database made by every
 * migration before it, holding such a pair: the row is kept, the private key sealed with the current key (it opens to
 * the same key, so devices subscribed with the public key keep receiving); down makes it plain again.
 */
describe('SealVapidPrivateKey migration', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');

  before(async () => {
    database = await createTestDatabase('mariadb');
    installDataKeys(dataKeyRing({ current: Buffer.from(TEST_DATA_KEY, 'base64'), old: [], keyFile: '' }));
  });
  after(async () => {
    await database?.drop();
  });

  it('seals the stored private key, keeping the pair; down makes it plain again', async () => {
    const pair = webpush.generateVAPIDKeys();
    const old = await schemaBefore(url(), MIGRATION);
    await old.query("INSERT INTO push_vapid_keys (name, public_key, private_key, created_at) VALUES ('vapid', ?, ?, NOW(3))", [
      pair.publicKey,
      pair.privateKey,
    ]);
    await old.destroy();

    const current = await openMigrationSource(url());
    try {
      const applied = await current.runMigrations();
      assert.ok(applied.some((migration) => migration.name === MIGRATION));
      const [row] = await current.query('SELECT name, public_key, private_key FROM push_vapid_keys');
      assert.equal(row.public_key, pair.publicKey, 'the pair is kept');
      assert.ok(String(row.private_key).startsWith('v1:') && !String(row.private_key).includes(pair.privateKey), 'no plain key in the row');
      assert.equal(open(row.private_key, COLUMN), pair.privateKey);

      await current.undoLastMigration();
      const [plain] = await current.query('SELECT private_key FROM push_vapid_keys');
      assert.equal(plain.private_key, pair.privateKey);
    } finally {
      await current.destroy();
    }
  });
});
