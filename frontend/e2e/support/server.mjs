// Boots the built API + web app on a fresh MariaDB database with a test SMTP catcher (docs/testing.md).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('../../../', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The database server the backend tests use too (TEST_MYSQL_URL, default root on 127.0.0.1:3306). */
const serverUrl = new URL(process.env.TEST_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306');

async function mysql(sql, params = [], database = undefined) {
  const { createConnection } = require('mysql2/promise');
  const connection = await createConnection({
    host: serverUrl.hostname,
    port: Number(serverUrl.port || 3306),
    user: decodeURIComponent(serverUrl.username || 'root'),
    password: decodeURIComponent(serverUrl.password || ''),
    database,
  });
  try {
    const [rows] = await connection.query(sql, params);
    return rows;
  } finally {
    await connection.end();
  }
}

/** Enough of quoted-printable to read links out of a mail body. */
function decodeQuotedPrintable(raw) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Collects every mail the app sends; waitFor resolves with the first one matching. */
async function startSmtpCatcher() {
  const { SMTPServer } = require('smtp-server');
  const mails = [];
  const waiters = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeQuotedPrintable(raw) };
        mails.push(mail);
        waiters.splice(0).forEach((check) => check());
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    mails,
    /** The first mail to `to` (that `test` accepts, when given). */
    waitFor(to, timeoutMs = 15000, test = () => true) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          const found = mails.find((mail) => mail.to.includes(to.toLowerCase()) && test(mail));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function startApp() {
  const entry = join(root, 'backend/dist/src/main.js');
  if (!existsSync(entry)) throw new Error(`Backend is not built (${entry} missing): run npm run build at the root first`);
  if (!existsSync(join(root, 'frontend/dist/index.html'))) throw new Error('Web app is not built: run npm run build -w frontend first');

  const database = `e2e_${process.pid}_${Date.now()}`;
  await mysql(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const smtp = await startSmtpCatcher();
  const port = await freePort();
  const temp = mkdtempSync(join(tmpdir(), 'community-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // A snapshot of the built web app: other builds in this checkout may rewrite frontend/dist while we run.
  const webDist = join(temp, 'web');
  cpSync(join(root, 'frontend/dist'), webDist, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    DATABASE_URL: `mariadb://${serverUrl.username || 'root'}${serverUrl.password ? `:${serverUrl.password}` : ''}@${serverUrl.hostname}:${serverUrl.port || 3306}/${database}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_PUBLIC_FORMS: '100000',
    // The journeys post ads as a few demo members; the daily ad limit has its own API test.
    AD_DAILY_SUBMISSIONS: '100000',
    UPLOADS_DIR: join(temp, 'uploads'),
    MAIL_OUTBOX_DIR: join(temp, 'outbox'),
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
  };
  const logs = [];
  const child = spawn(process.execPath, [entry], { cwd: join(root, 'backend'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => logs.push(String(d)));
  child.stderr.on('data', (d) => logs.push(String(d)));

  async function stop() {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await smtp.close();
    try {
      await mysql(`DROP DATABASE IF EXISTS \`${database}\``);
    } catch (error) {
      console.error('Could not drop the test database', error.message);
    }
    rmSync(temp, { recursive: true, force: true });
  }

  // Reads the test database, for what no endpoint shows (a push subscription's endpoint is never returned).
  const query = (sql, params) => mysql(sql, params, database);
  // A loaded shared machine boots slower: E2E_BOOT_SECONDS raises the wait.
  const deadline = Date.now() + Number(process.env.E2E_BOOT_SECONDS ?? 90) * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The app exited with ${child.exitCode}:\n${logs.join('')}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return await withAssetCheck({ baseURL, smtp, stop, logs, query }, webDist);
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`The app did not become healthy in ${process.env.E2E_BOOT_SECONDS ?? 90} s:\n${logs.join('')}`);
}

/**
 * The app must serve the built web app's /assets itself. If it cannot (a backend defect), the suite says so
 * loudly and serves frontend/dist/assets from a small proxy in front of it, so the screens can still be tested.
 */
async function withAssetCheck(app, webDist) {
  const distAssets = join(webDist, 'assets');
  const probe = readdirSync(distAssets).find((name) => name.endsWith('.js'));
  const response = await fetch(`${app.baseURL}/assets/${probe}`);
  if (response.ok) return app;
  console.log(`WARNING: the app answered ${response.status} for /assets/${probe}; serving frontend/dist/assets from the test harness instead`);
  const upstream = new URL(app.baseURL);
  const proxy = createHttpServer((req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/assets/')) {
      const file = join(distAssets, req.url.slice('/assets/'.length).split('?')[0]);
      if (!file.startsWith(distAssets) || !existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : file.endsWith('.svg')
            ? 'image/svg+xml'
            : 'application/octet-stream';
      res.writeHead(200, { 'Content-Type': type }).end(readFileSync(file));
      return;
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    ...app,
    baseURL: `http://127.0.0.1:${port}`,
    assetWorkaround: true,
    stop: async () => {
      await new Promise((resolve) => proxy.close(resolve));
      await app.stop();
    },
  };
}
