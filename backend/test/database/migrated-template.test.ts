import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, RowDataPacket, createConnection } from 'mysql2/promise';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { migrate } from '../support/migrated-template';

/**
 * The API tests' MariaDB databases are copies of one migrated template (support/migrated-template.ts), not migrated
 * one by one. A copy must be the database the migrations make: the same tables exactly as SHOW CREATE TABLE prints
 * them (columns, indexes, foreign keys, next AUTO_INCREMENT), the same rows, the same triggers in the same order.
 */
describe('A copy of the migrated template', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let migrated: TestDatabase;
  let copied: TestDatabase;
  let connection: Connection;
  const nameOf = (database: TestDatabase) => new URL(database.env.DATABASE_URL).pathname.slice(1);
  const query = async <T>(sql: string, values: unknown[] = []) => (await connection.query<RowDataPacket[]>(sql, values))[0] as T[];

  before(async () => {
    migrated = await createTestDatabase('mariadb');
    await migrate(migrated.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:'));
    copied = await createTestDatabase('mariadb', { migrated: true });
    connection = await createConnection((process.env.TEST_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/^mariadb:/, 'mysql:'));
  });

  after(async () => {
    await connection?.end();
    await migrated?.drop();
    await copied?.drop();
  });

  const tables = async (database: TestDatabase) =>
    (
      await query<{ TABLE_NAME: string }>(`SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME`, [nameOf(database)])
    ).map((row) => row.TABLE_NAME);

  it('has the same tables, each defined exactly as the migrations define it', async () => {
    const names = await tables(migrated);
    assert.ok(names.length > 20, `the migrations made ${names.length} tables`);
    assert.deepEqual(await tables(copied), names);
    for (const table of names) {
      const [made] = await query<{ 'Create Table': string }>(`SHOW CREATE TABLE \`${nameOf(migrated)}\`.\`${table}\``);
      const [copy] = await query<{ 'Create Table': string }>(`SHOW CREATE TABLE \`${nameOf(copied)}\`.\`${table}\``);
      assert.equal(copy['Create Table'], made['Create Table'], table);
    }
  });

  it('holds the same rows (the migrations list among them)', async () => {
    let filled = 0;
    for (const table of await tables(migrated)) {
      const made = await query(`SELECT * FROM \`${nameOf(migrated)}\`.\`${table}\` ORDER BY 1`);
      const copy = await query(`SELECT * FROM \`${nameOf(copied)}\`.\`${table}\` ORDER BY 1`);
      assert.deepEqual(copy, made, table);
      if (made.length) filled += 1;
    }
    assert.ok(filled >= 1, 'at least the migrations table has rows');
  });

  it('has the same triggers, in the same order, with the same SQL mode and character sets', async () => {
    const triggers = (database: TestDatabase) =>
      query(
        `SELECT TRIGGER_NAME, EVENT_MANIPULATION, EVENT_OBJECT_TABLE, ACTION_ORDER, ACTION_TIMING, ACTION_STATEMENT, SQL_MODE, DEFINER,
                CHARACTER_SET_CLIENT, COLLATION_CONNECTION, DATABASE_COLLATION
         FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? ORDER BY EVENT_OBJECT_TABLE, ACTION_TIMING, EVENT_MANIPULATION, ACTION_ORDER`,
        [nameOf(database)],
      );
    const made = await triggers(migrated);
    assert.ok(made.length >= 1, 'the search migrations make triggers');
    assert.deepEqual(await triggers(copied), made);
  });
});
