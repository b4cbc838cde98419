#!/usr/bin/env node
// The read-replica run of the benchmark (docs/performance.md, "Read replicas"); `npm run bench` runs it after run.mjs.
// It starts a MariaDB primary and one replica of its own in GTID replication (two private mariadbd processes, as
// backend/test/production/read-replicas.test.ts does), seeds the primary (seed.mjs; replication copies the rows),
// then measures the directory and its searches at 32 connections twice: the app reading everything from the primary,
// and the app with DATABASE_REPLICA_URLS reading them from the replica. Each server's CPU over each measurement is
// read from /proc, so the table shows how much of the primary the reads stop taking.
//
//   node scripts/bench/replicas.mjs            200,000 members, 20,000 ads (BENCH_REPLICA_MEMBERS, BENCH_REPLICA_ADS)
//   node scripts/bench/replicas.mjs --quick    20,000 members, 2,000 ads, 3 s measurements (a smoke test)
// Settings: BENCH_CONNECTIONS (32), BENCH_DURATION (10 s), BENCH_REPLICA_BUFFER_POOL_MB (1024 per server),
//           BENCH_REPLICA_OUT (scripts/bench/results/replicas.json).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { HELPER_EMAIL, RARE_WORD, seedBenchData } from './seed.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const { PROFESSIONAL_NETWORK_INDUSTRIES } = require('../../vocabulary/dist/index.js');
const { ReplicatedMariaDb } = require('../../backend/dist/test/production/support/replicated-mariadb.js');
const { PrivateMariaDb } = require('../../backend/dist/test/production/support/private-mariadb.js');
const { PasswordHasher } = require('../../backend/dist/src/modules/users/password-hasher.service.js');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const quick = process.argv.includes('--quick');
const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  duration: Number(process.env.BENCH_DURATION ?? (quick ? 3 : 10)),
  warmup: quick ? 1 : 3,
  members: Number(process.env.BENCH_REPLICA_MEMBERS ?? (quick ? 20_000 : 200_000)),
  ads: Number(process.env.BENCH_REPLICA_ADS ?? (quick ? 2_000 : 20_000)),
  bufferPoolMb: Number(process.env.BENCH_REPLICA_BUFFER_POOL_MB ?? 1024),
};
const DATABASE = 'cn_bench_replicas';
const PASSWORD = 'Bench#Pass1';
const workDir = mkdtempSync(path.join(os.tmpdir(), 'cn-bench-replicas-'));
const log = (...parts) => console.log(...parts);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds a process has used so far (user + system, /proc/<pid>/stat). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const serverPid = (server) => Number(readFileSync(path.join(server.dir, 'mariadb.pid'), 'utf8').trim());

function startApp(port, env) {
  const child = spawn(process.execPath, ['backend/dist/src/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.output = () => output;
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

async function stopApp(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await child.exited;
  clearTimeout(timer);
}

/** Polls the app's health until `ready(body)` holds (the replica serving, for the second run). */
async function waitForHealth(url, child, ready = () => true, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited:\n${child.output()}`);
    const body = await fetch(`${url}/api/health`)
      .then((response) => (response.status === 200 ? response.json() : null))
      .catch(() => null);
    if (body && ready(body)) return body;
    if (Date.now() > deadline) throw new Error(`the app's health never became ready (${JSON.stringify(body)}):\n${child.output()}`);
    await sleep(250);
  }
}

function appEnv(port, databaseUrl, replicaUrl) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    ...(replicaUrl ? { DATABASE_REPLICA_URLS: replicaUrl } : {}),
    // Made per run: production refuses any secret written in the repository (docs/security.md).
    JWT_SECRET: jwtSecret,
    DATA_ENCRYPTION_KEY: dataKey,
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_AUTH: '1000000',
    RATE_LIMIT_PUBLIC_FORMS: '1000000',
    UPLOADS_DIR: path.join(workDir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(workDir, 'outbox'),
    LOG_LEVEL: 'warn',
  };
}

const jwtSecret = randomBytes(48).toString('base64');
const dataKey = randomBytes(32).toString('base64');

/** One scenario at `connections`, with the CPU each server and the app used over the measured seconds. */
async function measure(name, url, scenarioPath, headers, processes) {
  const request = { url: url + scenarioPath, connections: settings.connections, headers, timeout: 60 };
  await autocannon({ ...request, duration: settings.warmup });
  const before = Object.fromEntries(Object.entries(processes).map(([label, pid]) => [label, cpuSeconds(pid)]));
  const started = performance.now();
  const result = await autocannon({ ...request, duration: settings.duration });
  const seconds = (performance.now() - started) / 1000;
  const cpu = Object.fromEntries(Object.entries(processes).map(([label, pid]) => [label, Math.round((100 * (cpuSeconds(pid) - before[label])) / seconds)]));
  const row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpu,
  };
  log(
    `  ${name.padEnd(38)} ${String(row.rps).padStart(6)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(5)} ms   CPU % of one core: ${Object.entries(
      cpu,
    )
      .map(([label, share]) => `${label} ${share}`)
      .join(', ')}${row.non2xx || row.errors ? `   non-2xx ${row.non2xx}, errors ${row.errors}` : ''}`,
  );
  return row;
}

async function signIn(url) {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: HELPER_EMAIL, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return (await response.json()).AuthToken;
}

const MARK_START = '<!-- bench-replicas:start -->';
const MARK_END = '<!-- bench-replicas:end -->';

/** The figures as docs/performance.md shows them, between its bench-replicas markers. */
function renderMarkdown(results) {
  const lines = [
    `Last run: ${results.date.slice(0, 16).replace('T', ' ')} UTC, \`node scripts/bench/replicas.mjs${results.quick ? ' --quick' : ''}\` (${results.counts.users.toLocaleString('en-US')} accounts, ` +
      `${results.counts.ads.toLocaleString('en-US')} ads), ${results.machine.cpus} × ${results.machine.model}, Node ${results.machine.node}, ${results.machine.database}, ` +
      `a primary and a replica of ${settings.bufferPoolMb} MB buffer pool each on the same machine as the app and autocannon (nothing pinned). ` +
      `Load average at the start ${results.machine.loadAverageAtStart.map((load) => load.toFixed(1)).join(' / ')}.`,
    '',
    `| ${results.connections} connections | primary only: req/s | p50 / p99 ms | primary CPU | with the replica: req/s | p50 / p99 ms | primary CPU | replica CPU |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  results.primaryOnly.forEach((alone, index) => {
    const shared = results.withReplica[index];
    lines.push(
      `| ${alone.name} | ${alone.rps.toLocaleString('en-US')} | ${alone.p50} / ${alone.p99} | ${alone.cpu.primary} % | ${shared.rps.toLocaleString('en-US')} | ${shared.p50} / ${shared.p99} | **${shared.cpu.primary} %** | ${shared.cpu.replica} % |`,
    );
  });
  lines.push('', 'CPU is the share of one core each server process used over the measured seconds (/proc/<pid>/stat).');
  return lines.join('\n');
}

function writeSection(results) {
  const doc = path.join(root, 'docs', 'performance.md');
  const text = readFileSync(doc, 'utf8');
  const start = text.indexOf(MARK_START);
  const end = text.indexOf(MARK_END);
  if (start === -1 || end === -1) return false;
  writeFileSync(doc, `${text.slice(0, start + MARK_START.length)}\n${renderMarkdown(results)}\n${text.slice(end)}`);
  return true;
}

async function main() {
  const reason = PrivateMariaDb.unavailableReason();
  if (reason) throw new Error(`the replica run needs its own MariaDB servers: ${reason}`);
  log(
    `replica benchmark: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per measurement, ${settings.members} members, ${settings.ads} ads`,
  );
  const servers = await new ReplicatedMariaDb([`--innodb-buffer-pool-size=${settings.bufferPoolMb}M`, '--max-connections=300']).start();
  let app = null;
  try {
    const primaryUrl = `mariadb://root@127.0.0.1:${servers.primary.port}/${DATABASE}`;
    const database = await servers.createDatabase(DATABASE);
    const replicaUrl = database.env.DATABASE_REPLICA_URLS;
    const [{ version }] = await servers.primary.query('SELECT VERSION() AS version');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    // The schema comes from the app's migrations (run at start), the rows from the seed; the replica copies both.
    app = startApp(port, appEnv(port, primaryUrl, null));
    await waitForHealth(url, app);
    const seeding = await mysql.createConnection(`mysql://root@127.0.0.1:${servers.primary.port}/${DATABASE}`);
    const started = Date.now();
    await seedBenchData(seeding, { members: settings.members, ads: settings.ads, passwordHash: await new PasswordHasher().hash(PASSWORD) });
    const [[counts]] = await seeding.query('SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM ads) AS ads');
    await seeding.end();
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${counts.users} accounts, ${counts.ads} ads`);
    const replicated = Date.now();
    await servers.caughtUp(1800);
    log(`the replica caught up ${((Date.now() - replicated) / 1000).toFixed(0)} s later`);

    const directoryPath = `/api/v1/info/get-users?${PROFESSIONAL_NETWORK_INDUSTRIES.map((industry) => `industry_type=${encodeURIComponent(industry)}`).join('&')}`;
    const scenarios = [
      { name: 'directory (professional network)', path: directoryPath },
      { name: `directory, rare word (q=${RARE_WORD})`, path: `${directoryPath}&q=${RARE_WORD}` },
      { name: 'directory, common word (q=engineer)', path: `${directoryPath}&q=engineer` },
      { name: 'directory, name prefix (q=ami)', path: `${directoryPath}&q=ami` },
    ];
    const results = {
      date: new Date().toISOString(),
      quick,
      connections: settings.connections,
      counts: { users: Number(counts.users), ads: Number(counts.ads) },
      machine: { cpus: os.cpus().length, model: os.cpus()[0].model, node: process.version, database: version, loadAverageAtStart: os.loadavg() },
      primaryOnly: [],
      withReplica: [],
    };
    const processes = () => ({ primary: serverPid(servers.primary), replica: serverPid(servers.replica), app: app.pid });

    log('\nevery read on the primary:');
    let headers = { authorization: `Bearer ${await signIn(url)}` };
    for (const scenario of scenarios) results.primaryOnly.push(await measure(scenario.name, url, scenario.path, headers, processes()));
    await stopApp(app);

    app = startApp(port, appEnv(port, primaryUrl, replicaUrl));
    await waitForHealth(url, app, (body) => body.replicas?.[0]?.state === 'serving');
    log('\nthe directory and its searches on the replica (DATABASE_REPLICA_URLS):');
    headers = { authorization: `Bearer ${await signIn(url)}` };
    for (const scenario of scenarios) results.withReplica.push(await measure(scenario.name, url, scenario.path, headers, processes()));

    const out = process.env.BENCH_REPLICA_OUT ?? path.join(root, 'scripts', 'bench', 'results', quick ? 'replicas-quick.json' : 'replicas.json');
    mkdirSync(path.dirname(out), { recursive: true });
    results.loadAverageAtEnd = os.loadavg();
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    log(`\n${renderMarkdown(results)}\n`);
    if (!quick && !process.env.BENCH_REPLICA_OUT && writeSection(results)) log('docs/performance.md: the read-replica section rewritten');
    log(`results: ${path.relative(root, out)}`);
  } finally {
    await stopApp(app);
    await servers.destroy();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
