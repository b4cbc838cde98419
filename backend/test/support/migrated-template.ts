import * as fs from 'node:fs';
import * as path from 'node:path';
import { createHash } from 'node:crypto';
import { Connection, RowDataPacket, createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';

/**
 * A MariaDB test database as the app's migrations leave it, without running the migrations again for every test
 * file. The first file to ask runs every migration on a template database (`cn_template_<hash>`, as
 * schema-matches-migrations does; nothing else writes to it), and every file after copies it: each table from its SHOW CREATE TABLE, its rows, then its
 * triggers (after the rows, so copying fires none). The hash covers the compiled app (dist/src) and the vocabulary
 * it imports, so a changed migration or helper makes a new template. The clone is checked against a freshly
 * migrated database by test/database/migrated-template.test.ts; the migration tests and schema-matches-migrations
 * still migrate empty databases themselves. Templates stay on the server (one per code version, a few hundred kB).
 */

const serverUrl = () => (process.env.TEST_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/^mariadb:/, 'mysql:');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.js') && !entry.name.endsWith('.spec.js') ? [full] : [];
  });
}

/** What the migrations' outcome can depend on: every compiled app file and the vocabulary package. */
function codeHash(): string {
  const appDir = path.join(__dirname, '../../src');
  const vocabularyDir = path.join(path.dirname(require.resolve('@community/vocabulary/package.json')), 'dist');
  const hash = createHash('sha256');
  for (const file of [...filesUnder(appDir), ...filesUnder(vocabularyDir)].sort()) {
    hash.update(path.relative(appDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

let templateName: string | null = null;

async function rows<T>(connection: Connection, sql: string, values: unknown[] = []): Promise<T[]> {
  const [result] = await connection.query<RowDataPacket[]>(sql, values);
  return result as T[];
}

/** Whether `name` holds a completed migration run: one row in `migrations` per compiled migration file. */
async function complete(connection: Connection, name: string): Promise<boolean> {
  const tables = await rows(connection, 'SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?', [name, 'migrations']);
  if (tables.length === 0) return false;
  const migrationFiles = fs.readdirSync(path.join(__dirname, '../../src/database/migrations')).filter((file) => file.endsWith('.js'));
  const [{ applied }] = await rows<{ applied: number }>(connection, `SELECT COUNT(*) AS applied FROM \`${name}\`.\`migrations\``);
  return Number(applied) === migrationFiles.length;
}

/** Every migration on the empty database `url`, as the app runs them at start (migrations alone: no boot-time rows). */
export async function migrate(url: string): Promise<void> {
  const source = new DataSource({ ...dataSourceOptions({ type: 'mariadb', url }), migrationsRun: false });
  await source.initialize();
  try {
    await source.runMigrations();
  } finally {
    await source.destroy();
  }
}

/**
 * The template's name, made first if no complete one exists. A server-wide named lock keeps two processes (two
 * worktrees, or the SQLite and MariaDB passes) from building the same template at once.
 */
async function ensureTemplate(): Promise<string> {
  if (templateName) return templateName;
  const name = `cn_template_${codeHash()}`;
  const connection = await createConnection(serverUrl());
  try {
    const [{ locked }] = await rows<{ locked: number | null }>(connection, 'SELECT GET_LOCK(?, 600) AS locked', [name]);
    if (Number(locked) !== 1) throw new Error(`could not lock ${name} to build the migrated template`);
    try {
      if (!(await complete(connection, name))) {
        // A run stopped part way (or an older layout) leaves an incomplete template: start it again.
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        await migrate(`${serverUrl()}/${name}`);
        if (!(await complete(connection, name))) throw new Error(`migrating ${name} did not apply every migration`);
      }
    } finally {
      await connection.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await connection.end();
  }
  templateName = name;
  return name;
}

/** Copies every table (definition and rows) and trigger of `from` into the empty database `to`. */
export async function copyDatabase(from: string, to: string): Promise<void> {
  const connection = await createConnection({ uri: serverUrl(), multipleStatements: true });
  try {
    const other = await rows<{ TABLE_TYPE: string; TABLE_NAME: string }>(
      connection,
      `SELECT TABLE_TYPE, TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE <> 'BASE TABLE'
       UNION ALL SELECT ROUTINE_TYPE, ROUTINE_NAME FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?
       UNION ALL SELECT 'EVENT', EVENT_NAME FROM information_schema.EVENTS WHERE EVENT_SCHEMA = ?`,
      [from, from, from],
    );
    // Only tables and triggers are copied: fail loudly the day a migration makes something else.
    if (other.length) throw new Error(`${from} holds objects the copy does not make: ${other.map((row) => `${row.TABLE_TYPE} ${row.TABLE_NAME}`).join(', ')}`);
    const tables = await rows<{ TABLE_NAME: string }>(
      connection,
      `SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`,
      [from],
    );
    const columns = await rows<{ TABLE_NAME: string; COLUMN_NAME: string }>(
      connection,
      `SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND IS_GENERATED = 'NEVER' ORDER BY TABLE_NAME, ORDINAL_POSITION`,
      [from],
    );
    const filled = await rows<{ TABLE_NAME: string }>(
      connection,
      tables.map(({ TABLE_NAME }) => `SELECT ? AS TABLE_NAME FROM \`${from}\`.\`${TABLE_NAME}\` HAVING COUNT(*) > 0`).join(' UNION ALL ') ||
        'SELECT NULL LIMIT 0',
      tables.map(({ TABLE_NAME }) => TABLE_NAME),
    );
    const definitions: string[] = [];
    for (const { TABLE_NAME } of tables) {
      const [shown] = await rows<{ 'Create Table': string }>(connection, `SHOW CREATE TABLE \`${from}\`.\`${TABLE_NAME}\``);
      definitions.push(shown['Create Table']);
    }
    const copies = filled.map(({ TABLE_NAME }) => {
      const names = columns
        .filter((column) => column.TABLE_NAME === TABLE_NAME)
        .map((column) => `\`${column.COLUMN_NAME}\``)
        .join(', ');
      return `INSERT INTO \`${TABLE_NAME}\` (${names}) SELECT ${names} FROM \`${from}\`.\`${TABLE_NAME}\``;
    });
    // Foreign keys name tables of the same database, made in any order; the rows are the template's, already checked.
    await connection.query(
      [`USE \`${to}\``, 'SET SESSION FOREIGN_KEY_CHECKS = 0', ...definitions, ...copies, 'SET SESSION FOREIGN_KEY_CHECKS = 1']
        .map((sql) => `${sql};`)
        .join('\n'),
    );
    const triggers = await rows<{ TRIGGER_NAME: string }>(
      connection,
      `SELECT TRIGGER_NAME FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?
       ORDER BY EVENT_OBJECT_TABLE, ACTION_TIMING, EVENT_MANIPULATION, ACTION_ORDER`,
      [from],
    );
    for (const { TRIGGER_NAME } of triggers) {
      await connection.query(`USE \`${from}\``);
      const [shown] = await rows<{ sql_mode: string; 'SQL Original Statement': string; character_set_client: string; collation_connection: string }>(
        connection,
        `SHOW CREATE TRIGGER \`${TRIGGER_NAME}\``,
      );
      await connection.query(`USE \`${to}\``);
      // Each trigger as it was made: the same SQL mode and connection character set, in its original order (ACTION_ORDER).
      await connection.query('SET SESSION sql_mode = ?', [shown.sql_mode]);
      await connection.query(`SET NAMES ${shown.character_set_client} COLLATE ${shown.collation_connection}`);
      await connection.query(shown['SQL Original Statement']);
    }
  } finally {
    await connection.end();
  }
}

/** Fills the empty database `name` with the migrated template's tables, rows and triggers (the template made first if need be). */
export async function fillFromMigratedTemplate(name: string): Promise<void> {
  await copyDatabase(await ensureTemplate(), name);
}
