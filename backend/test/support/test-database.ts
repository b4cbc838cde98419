import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { fillFromMigratedTemplate } from './migrated-template';

export type TestDatabaseKind = 'sqlite' | 'mariadb';

export const testDatabaseKind = (): TestDatabaseKind => (process.env.TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite');

const serverUrl = () => process.env.TEST_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306';

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** Environment entries that point the app at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * MariaDB only: fill the new database with a copy of the migrated template (support/migrated-template.ts) instead
   * of leaving it empty for the app to migrate. The app still runs its migrations at boot and finds none pending.
   * SQLite files stay empty (the app synchronises their schema).
   */
  migrated?: boolean;
}

/** A fresh database for one test file: a temp SQLite file, or a new database on the MariaDB server (empty unless `migrated`). */
export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind(), options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-sqlite-'));
    return {
      kind,
      env: { SQLITE_FILE: path.join(dir, 'test.sqlite') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `cn_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection(serverUrl().replace(/^mariadb:/, 'mysql:'));
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  if (options.migrated) await fillFromMigratedTemplate(name);
  return {
    kind,
    env: { DATABASE_URL: `${serverUrl()}/${name}` },
    drop: async () => {
      const connection = await createConnection(serverUrl().replace(/^mariadb:/, 'mysql:'));
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
