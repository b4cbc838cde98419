import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { AppProcess } from './support/app-process';

const ADMIN = { email: 'admin@install.test', password: 'Install#Pass1' };
// Does not depend on the database server, so it runs in the SQLite pass only.
const reason = process.env.TEST_DB === 'mariadb' ? 'does not use the database server; runs in the SQLite pass' : false;

/** `npm start` on a newcomer's machine: no JWT_SECRET, no HOST. */
const newcomer = (dataDir: string) =>
  new AppProcess({
    NODE_ENV: 'development',
    JWT_SECRET: '',
    DATA_ENCRYPTION_KEY: '',
    HOST: '',
    SQLITE_FILE: path.join(dataDir, 'community.sqlite'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

async function signIn(app: AppProcess): Promise<string> {
  const response = await fetch(`${app.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { AuthToken: string }).AuthToken;
}

const me = (app: AppProcess, token: string) =>
  fetch(`${app.url}/api/v1/auth/me`, { headers: { Authorization: `Bearer ${token}` } }).then((response) => response.status);

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

describe('production: npm start without JWT_SECRET or HOST', { skip: reason }, () => {
  const installs = [fs.mkdtempSync(path.join(os.tmpdir(), 'cn-install-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'cn-install-b-'))];
  let first: AppProcess;
  before(async () => {
    first = await newcomer(installs[0]).start();
  });
  after(async () => {
    await first?.stop();
    for (const dir of installs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes a random secret for this install, next to the SQLite file, readable by its owner only', () => {
    const file = path.join(installs[0], 'jwt-secret');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    const secret = fs.readFileSync(file, 'utf8');
    assert.ok(secret.length >= 32, `${secret.length} characters`);
    assert.notEqual(secret, 'dev-only-secret-change-me');
  });

  it('makes a data encryption key for this install too: 32 random bytes, readable by its owner only', () => {
    const file = path.join(installs[0], 'data-encryption-key');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.equal(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64').length, 32);
  });

  it('keeps it across restarts, and another install has its own', async () => {
    const token = await signIn(first);
    assert.equal(await me(first, token), 200);
    await first.stop();
    first = await newcomer(installs[0]).start();
    assert.equal(await me(first, token), 200, 'a token from before the restart still works');

    const other = await newcomer(installs[1]).start();
    try {
      assert.notEqual(fs.readFileSync(path.join(installs[1], 'jwt-secret'), 'utf8'), fs.readFileSync(path.join(installs[0], 'jwt-secret'), 'utf8'));
      assert.equal(await me(other, token), 401, "one install's token is refused by another");
    } finally {
      await other.stop();
    }
  });

  it('listens on 127.0.0.1 only', async () => {
    assert.equal(await connects('127.0.0.1', first.port), true);
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (external) assert.equal(await connects(external.address, first.port), false, `reachable on ${external.address}`);
  });
});
