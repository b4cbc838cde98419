import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

export type TestDatabaseKind = 'sqlite' | 'mariadb';

export const testDatabaseKind = (): TestDatabaseKind => (process.env.TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite');

const serverUrl = () => process.env.TEST_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306';

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** Environment entries that point the app at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file: a temp SQLite file, or a new database on the MariaDB server. */
export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
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
