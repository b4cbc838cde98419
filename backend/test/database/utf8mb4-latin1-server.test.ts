import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createConnection } from 'mysql2/promise';
import { INDUSTRIES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { listQuery } from '../api/admin-fixtures';
import { as, openConversation } from '../api/conversation-fixtures';
import { createReceivers } from '../api/access-rows/info-issues-contact';
import { freePort, inCi, waitFor } from '../production/support/services';

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = ['/usr/bin/mariadb-install-db', '/usr/sbin/mariadb-install-db'].find((file) => fs.existsSync(file));
const missing = !fs.existsSync(MARIADBD) ? MARIADBD : !INSTALL_DB ? 'mariadb-install-db' : null;
const skip =
  process.env.TEST_DB !== 'mariadb'
    ? 'runs with TEST_DB=mariadb'
    : missing && !inCi
      ? `${missing} is not installed: cannot start a private latin1 MariaDB server (apt-get install mariadb-server)`
      : false;

const ARABIC = 'مريم الحسيني';
const HEBREW = 'דוד כהן';
const EMOJI = 'Amina 🌙✨ Farouk';
const MESSAGE = 'سلام עליכם 👋🏽 — can we talk about 数据 engineering? 🚀';

/**
 * A private MariaDB server whose defaults are latin1 (its own data folder, port and socket; the shared server at
 * 3306 is never touched): the migrations must still make every table utf8mb4, so Arabic, Hebrew and emoji
 * names, messages and searches come back unchanged.
 */
describe('utf8mb4 on a server whose default is latin1', { skip }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-latin1-'));
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mariadbd.sock');
  let server: ChildProcess | null = null;
  let serverLog = '';
  let port = 0;
  let sut: TestApp;
  let receiver: Account;

  before(async () => {
    if (missing) throw new Error(`${missing} is missing: CI must have MariaDB installed`);
    const user = os.userInfo().username;
    execFileSync(INSTALL_DB!, ['--no-defaults', `--datadir=${dataDir}`, `--user=${user}`, '--auth-root-authentication-method=normal', '--skip-test-db'], {
      stdio: 'pipe',
    });
    port = await freePort();
    server = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--socket=${socket}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
        `--user=${user}`,
        '--character-set-server=latin1',
        '--collation-server=latin1_swedish_ci',
        '--innodb-buffer-pool-size=32M',
        '--skip-log-bin',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (serverLog += chunk));
    await waitFor(
      'the private MariaDB server',
      async () => {
        if (server!.exitCode !== null) throw new Error(`mariadbd exited with ${server!.exitCode}: ${serverLog}`);
        const connection = await createConnection({ host: '127.0.0.1', port, user: 'root' }).catch(() => null);
        if (!connection) return undefined;
        // The database takes the server's default, as an operator's CREATE DATABASE would.
        await connection.query('CREATE DATABASE community');
        const [[row]] = (await connection.query(
          "SELECT DEFAULT_CHARACTER_SET_NAME AS charset FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = 'community'",
        )) as unknown as [[{ charset: string }]];
        await connection.end();
        assert.equal(row.charset, 'latin1', 'the premise: a latin1 server and database');
        return true;
      },
      60_000,
      200,
    );
    sut = await startTestApp({
      database: { kind: 'mariadb', env: { DATABASE_URL: `mariadb://root@127.0.0.1:${port}/community` }, drop: async () => undefined },
    });
    receiver = await createAccount(sut, { role: 'helper', industry: INDUSTRIES[0], name: HEBREW });
  });

  after(async () => {
    await sut?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the migrations made every table and text column utf8mb4', async () => {
    const tables: Array<{ name: string; collation: string }> = await sut.dataSource.query(
      "SELECT TABLE_NAME AS name, TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
    );
    assert.ok(tables.length >= 10, `${tables.length} tables`);
    assert.deepEqual(
      tables.filter((table) => table.collation !== 'utf8mb4_unicode_ci'),
      [],
    );
    const columns: Array<{ name: string }> = await sut.dataSource.query(
      "SELECT CONCAT(TABLE_NAME, '.', COLUMN_NAME) AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND CHARACTER_SET_NAME IS NOT NULL AND CHARACTER_SET_NAME <> 'utf8mb4'",
    );
    assert.deepEqual(columns, []);
  });

  it('registers Arabic, Hebrew and emoji names unchanged, and search finds them', async () => {
    for (const name of [ARABIC, EMOJI]) {
      const email = `utf8.${Math.random().toString(36).slice(2)}@example.com`;
      await sut.http
        .post('/api/v1/auth/register')
        .send({
          name,
          email,
          password: 'Str0ng!pass',
          mentorship: 'Yes',
          PhoneNumber: '+1 555 010 2030',
          IndustryType: INDUSTRIES[0],
          JobTitle: 'Engineer',
          Description: `${name} 🌍`,
          role: 'helper',
        })
        .expect(201);
      const [row] = await sut.dataSource.query('SELECT name, description FROM users WHERE email = ?', [email]);
      assert.equal(row.name, name);
      assert.equal(row.description, `${name} 🌍`);
    }
    const admin = await createAccount(sut, { role: 'admin', industry: null });
    const search = async (q: string) =>
      (
        (
          await as(sut, admin)
            .get('/admin/users')
            .query(listQuery({ filter: { q } }))
            .expect(200)
        ).body as Array<{ name: string }>
      )
        .map((user) => user.name)
        .sort();
    assert.deepEqual(await search('مريم'), [ARABIC]);
    assert.deepEqual(await search('الحسيني'), [ARABIC]);
    assert.deepEqual(await search('דוד'), [HEBREW]);
    assert.deepEqual(await search('farouk'), [EMOJI]);
    const viewer = await createAccount(sut, { role: 'helper', industry: INDUSTRIES[0] });
    const directory = await as(sut, viewer)
      .get(`/info/get-users?industry_type=${encodeURIComponent(INDUSTRIES[0])}&q=${encodeURIComponent('כהן')}`)
      .expect(200);
    assert.deepEqual(
      directory.body.users.map((user: { name: string }) => user.name),
      [HEBREW],
    );
  });

  it('sends and reads back a message and a reply in Arabic, Hebrew and emoji unchanged', async () => {
    const sender = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: EMOJI.replace('Farouk', 'Sender') });
    const ctx = { ...(await createReceivers(sut)), member: receiver };
    const conversation = await openConversation(sut, sender, 'professional-network', ctx, { full_name: ARABIC, description: MESSAGE });
    await as(sut, receiver)
      .post(`/conversations/${conversation}/replies`, { body: `${HEBREW}: ${MESSAGE}` })
      .expect(201);
    const thread = (await as(sut, receiver).get(`/conversations/${conversation}`).expect(200)).body;
    assert.equal(thread.request.full_name, ARABIC);
    assert.equal(thread.request.details.description, MESSAGE);
    assert.equal(thread.messages[0].body, `${HEBREW}: ${MESSAGE}`);
    assert.equal(thread.messages[0].author_name, HEBREW);
  });
});
