#!/usr/bin/env node
// The benchmark (docs/performance.md): `npm run bench` builds, then runs this file.
// It seeds a fresh MariaDB database with 1,000,000 members and 100,000 ads, starts the built app and a raw
// http + mysql2 "floor" server (each pinned to CPU 1; this process and autocannon on CPU 0), and measures
// with autocannon at 32 connections: the professional-network directory and its searches (app and floor,
// alternately, in rounds), the ads board with and without a search, the public business directory with and
// without a search, sign-in and admin searches; then every list and search at 1 connection for p50/p99.
//
//   npm run bench                         full run (about 15 minutes)
//   node scripts/bench/run.mjs --quick    20,000 members, 2,000 ads, 3 s measurements, one round (a smoke test of the script)
//   node scripts/bench/run.mjs --profile  also profiles the app serving the directory (node --cpu-prof)
// Settings: BENCH_MYSQL_URL (mariadb://root@127.0.0.1:3306), BENCH_CONNECTIONS (32), BENCH_DURATION (10 s),
//           BENCH_ROUNDS (3), BENCH_MEMBERS (1000000), BENCH_ADS (100000), BENCH_JOBS (100000 Job Board postings), BENCH_START_TIMEOUT_SECONDS (60), BENCH_OUT (scripts/bench/results/latest.json),
//           BENCH_APP_MAIN (backend/dist/src/main.js; another build of the app, for an experiment),
//           BENCH_ONLY=<text> (only the scenarios whose name contains it, e.g. "admin search" or "q=Smith"; the directory's
//           app/floor rounds run when "directory (professional network)" contains it, e.g. BENCH_ONLY=directory), BENCH_KEEP_DATABASE=1 (leave the seeded database for EXPLAIN),
//           BENCH_DATABASE=cn_bench_1m (measure a database seeded earlier, with --seed-only; it is never dropped),
//           BENCH_BUFFER_POOL_MB (3072: InnoDB's buffer pool for the run, restored after; 0 leaves the server's)
//   node scripts/bench/run.mjs --seed-only   seed, keep the database and stop (then BENCH_DATABASE=<its name>)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { HELPER_EMAIL, JOB_RARE_WORD, RARE_WORD, seedBenchData } from './seed.mjs';
import { summarizeProfile } from './profile-summary.mjs';
import { writeBenchSection } from './report.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const mysql = require('mysql2/promise');
const { PROFESSIONAL_NETWORK_INDUSTRIES } = require('../../vocabulary/dist/index.js');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const quick = process.argv.includes('--quick');
const profile = process.argv.includes('--profile');
const seedOnly = process.argv.includes('--seed-only');
const reused = process.env.BENCH_DATABASE;
// A million members and their indexes are about 1.5 GB: a production server holds its working set in memory, and the
// server's default 128 MB would measure the disk instead (docs/performance.md, "The buffer pool").
const bufferPoolMb = Number(process.env.BENCH_BUFFER_POOL_MB ?? 3072);
const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  duration: Number(process.env.BENCH_DURATION ?? (quick ? 3 : 10)),
  warmup: quick ? 1 : 3,
  rounds: Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 3)),
  members: Number(process.env.BENCH_MEMBERS ?? (quick ? 20_000 : 1_000_000)),
  ads: Number(process.env.BENCH_ADS ?? (quick ? 2_000 : 100_000)),
  jobs: Number(process.env.BENCH_JOBS ?? (quick ? 2_000 : 100_000)),
  latencyDuration: Number(process.env.BENCH_LATENCY_DURATION ?? (quick ? 2 : 5)),
};
const serverUrl = (process.env.BENCH_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');
const database = reused ?? `cn_bench_${process.pid}`;
const keepDatabase = Boolean(reused || seedOnly || process.env.BENCH_KEEP_DATABASE);
const PASSWORD = 'Bench#Pass1';
const ADMIN = { email: 'admin@bench.example', password: 'Bench#Admin1' };
// A database kept from an earlier run (BENCH_DATABASE) opens its sealed rows only with that run's key: pass it as BENCH_DATA_KEY.
const BENCH_JWT_SECRET = randomBytes(48).toString('base64');
const BENCH_DATA_KEY = process.env.BENCH_DATA_KEY ?? randomBytes(32).toString('base64');
const SERVER_CPU = '1';
const children = [];
const workDir = mkdtempSync(path.join(os.tmpdir(), 'cn-bench-'));

const log = (...parts) => console.log(...parts);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function pinnable() {
  return os.cpus().length >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;
}

function startProcess(label, args, env) {
  const command = pinnable() ? 'taskset' : process.execPath;
  const fullArgs = pinnable() ? ['-c', SERVER_CPU, process.execPath, ...args] : args;
  const child = spawn(command, fullArgs, { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.output = () => output;
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  children.push(child);
  child.label = label;
  return child;
}

// A fresh database is migrated at the app's start: on a loaded machine, with the app pinned to one CPU, that can take minutes.
async function waitForHttp(url, child, timeoutMs = Number(process.env.BENCH_START_TIMEOUT_SECONDS ?? 60) * 1000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${child.label} did not answer ${url}:\n${child.output()}`);
    await sleep(200);
  }
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await child.exited;
  clearTimeout(timer);
}

function appEnv(port) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `${serverUrl}/${database}`,
    // Made per run: production refuses any secret written in the repository (docs/security.md).
    JWT_SECRET: BENCH_JWT_SECRET,
    DATA_ENCRYPTION_KEY: BENCH_DATA_KEY,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Production requires an admin's second factor (docs/security.md); the admin searches are measured with a token.
    ADMIN_TWO_FACTOR: 'optional',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_AUTH: '1000000',
    RATE_LIMIT_PUBLIC_FORMS: '1000000',
    UPLOADS_DIR: path.join(workDir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(workDir, 'outbox'),
    // Request lines are the app's only per-request log; at warn they are off, as the floor has none.
    LOG_LEVEL: 'warn',
  };
}

async function measure(name, target, options) {
  // A 60 s timeout: the unpaginated lists take seconds per answer, and a timeout would hide their latency.
  const request = {
    url: target.url + options.path,
    connections: options.connections ?? settings.connections,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    body: options.body,
    timeout: 60,
  };
  await autocannon({ ...request, duration: settings.warmup });
  const result = await autocannon({ ...request, duration: options.duration ?? settings.duration });
  await drained(target);
  const row = {
    name,
    server: target.label,
    connections: request.connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  log(
    `  ${name.padEnd(34)} ${target.label.padEnd(5)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(5)} ms   ${row.bytesPerResponse} B/response${row.non2xx || row.errors ? `   non-2xx ${row.non2xx}, errors ${row.errors}` : ''}`,
  );
  return row;
}

/** autocannon stops sending at the deadline; the server may still be working off answers nobody waits for. */
async function drained(target) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    const response = await fetch(`${target.url}${target.label === 'app' ? '/api/health' : '/'}`).catch(() => null);
    if (response && Date.now() - started < 50) return;
    await sleep(250);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signIn(appUrl, body) {
  const response = await fetch(`${appUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`sign-in as ${body.email}: ${response.status} ${await response.text()}`);
  return (await response.json()).AuthToken;
}

async function main() {
  if (pinnable()) spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  log(
    `benchmark: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per measurement, ${settings.rounds} round(s) app/floor`,
  );
  log(
    `machine: ${os.cpus().length} × ${os.cpus()[0].model}, Node ${process.version}; servers on CPU ${SERVER_CPU}, autocannon on CPU 0${pinnable() ? '' : ' (taskset unavailable: not pinned)'}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  const admin = await mysql.createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
  const [[{ version }]] = await admin.query('SELECT VERSION() AS version');
  log(`database: ${version}, ${reused ? 'the database seeded earlier' : 'fresh database'} ${database}`);
  if (!reused) await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const [[{ pool }]] = await admin.query('SELECT @@innodb_buffer_pool_size AS pool');
  restoreBufferPool = Number(pool);
  if (bufferPoolMb > 0) await admin.query(`SET GLOBAL innodb_buffer_pool_size = ${bufferPoolMb * 1024 * 1024}`);
  const [[{ poolNow }]] = await admin.query('SELECT @@innodb_buffer_pool_size AS poolNow');
  bufferPoolNowMb = Math.round(Number(poolNow) / 1048576);
  log(`InnoDB buffer pool ${Math.round(Number(poolNow) / 1048576)} MB for the run (the server's was ${Math.round(restoreBufferPool / 1048576)} MB)`);

  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  // BENCH_APP_MAIN runs another build of the app (an experiment) against the same data and floor.
  const appMain = process.env.BENCH_APP_MAIN ?? 'backend/dist/src/main.js';
  let app = startProcess('app', [appMain], appEnv(appPort));
  await waitForHttp(`${appUrl}/api/health`, app);

  const seedStarted = Date.now();
  const { PasswordHasher } = require('../../backend/dist/src/modules/users/password-hasher.service.js');
  const passwordHash = await new PasswordHasher().hash(PASSWORD);
  const seeding = await mysql.createConnection(`${serverUrl.replace(/^mariadb:/, 'mysql:')}/${database}`);
  const { helperEmail, timings } = reused
    ? { helperEmail: HELPER_EMAIL, timings: { reused: 0 } }
    : await seedBenchData(seeding, { members: settings.members, ads: settings.ads, jobs: settings.jobs, passwordHash });
  const [[counts]] = await seeding.query(
    "SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM ads) AS ads, (SELECT COUNT(*) FROM ads WHERE status = 'approved') AS approved, (SELECT COUNT(*) FROM business_groups WHERE status = 1) AS groups",
  );
  await seeding.end();
  const seedSeconds = Number(((Date.now() - seedStarted) / 1000).toFixed(1));
  log(
    `${
      reused
        ? 'reused, seeded earlier'
        : `seeded in ${seedSeconds} s (${Object.entries(timings)
            .map(([step, seconds]) => `${step} ${seconds} s`)
            .join(', ')})`
    }: ${counts.users} accounts, ${counts.ads} ads (${counts.approved} approved), ${counts.groups} approved business groups`,
  );
  if (seedOnly) {
    log(`kept the database ${database}: measure it with BENCH_DATABASE=${database} node scripts/bench/run.mjs`);
    await admin.end();
    return;
  }

  const rawPort = await freePort();
  const raw = startProcess('floor', ['scripts/bench/raw-server.mjs'], {
    RAW_PORT: String(rawPort),
    DATABASE_URL: `${serverUrl.replace(/^mariadb:/, 'mysql:')}/${database}`,
  });
  const floor = { label: 'floor', url: `http://127.0.0.1:${rawPort}` };
  const target = { label: 'app', url: appUrl };
  await waitForHttp(`${floor.url}/`, raw);

  const helperToken = await signIn(appUrl, { email: helperEmail, password: PASSWORD });
  const adminToken = await signIn(appUrl, { email: ADMIN.email, password: ADMIN.password });
  const directoryPath = `/api/v1/info/get-users?${PROFESSIONAL_NETWORK_INDUSTRIES.map((industry) => `industry_type=${encodeURIComponent(industry)}`).join('&')}`;
  const asHelper = { authorization: `Bearer ${helperToken}` };
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const adminSearch = (resource, q, sort) =>
    `/api/v1/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent(JSON.stringify(sort))}`;
  // The directory and its searches, measured on the app and on the floor running the same SQL.
  const directoryScenarios = [
    { name: 'directory (professional network)', path: directoryPath },
    { name: `directory, rare word (q=${RARE_WORD})`, path: `${directoryPath}&q=${RARE_WORD}` },
    { name: 'directory, common word (q=engineer)', path: `${directoryPath}&q=engineer` },
    { name: 'directory, name prefix (q=ami)', path: `${directoryPath}&q=ami` },
  ];
  const scenarios = [
    { name: 'ads board (approved)', path: '/api/v1/admin/get-business-network?status_all=approved', headers: asHelper },
    { name: 'ads board, search (q=tutoring)', path: '/api/v1/admin/get-business-network?status_all=approved&q=tutoring', headers: asHelper },
    { name: 'jobs board (public)', path: '/api/v1/jobs' },
    { name: `jobs board, rare word (q=${JOB_RARE_WORD})`, path: `/api/v1/jobs?q=${JOB_RARE_WORD}` },
    { name: 'jobs board, common word (q=nurse)', path: '/api/v1/jobs?q=nurse' },
    { name: 'jobs board, search and filter (q=developer&workplace=remote)', path: '/api/v1/jobs?q=developer&workplace=remote' },
    { name: 'business directory (public)', path: '/api/v1/admin/get-business-group?status_all=1' },
    { name: 'business directory, search (q=yusuf)', path: '/api/v1/admin/get-business-group?status_all=1&q=yusuf' },
    // react-admin's default order is newest first (frontend/src/admin/common/AdminList.tsx); a click on Name sorts by name.
    { name: 'admin search (users, q=Smith, newest first)', path: adminSearch('users', 'Smith', ['id', 'DESC']), headers: asAdmin },
    { name: 'admin search (users, q=Smith, by name)', path: adminSearch('users', 'Smith', ['name', 'ASC']), headers: asAdmin },
    { name: 'admin search (ads, q=laptop riverside, newest first)', path: adminSearch('ads', 'laptop riverside', ['id', 'DESC']), headers: asAdmin },
    {
      name: 'sign-in',
      path: '/api/v1/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: helperEmail, password: PASSWORD }),
    },
  ];

  const only = process.env.BENCH_ONLY;
  const wanted = (scenario) => !only || scenario.name.includes(only);
  // The directory and its searches must answer 200 with the same body on both servers (checked whatever BENCH_ONLY asks).
  for (const scenario of directoryScenarios) {
    const [appPage, floorPage] = await Promise.all([
      fetch(appUrl + scenario.path, { headers: asHelper }).then(async (r) => ({ status: r.status, body: await r.text() })),
      fetch(floor.url + scenario.path).then(async (r) => ({ status: r.status, body: await r.text() })),
    ]);
    if (appPage.status !== 200 || appPage.body !== floorPage.body)
      throw new Error(
        `${scenario.name}: app ${appPage.status} and floor ${floorPage.status} differ:\n${appPage.body.slice(0, 300)}\n${floorPage.body.slice(0, 300)}`,
      );
    log(`${scenario.name}: ${JSON.parse(appPage.body).users.length} members, ${appPage.body.length} bytes, identical on app and floor`);
  }

  const directoryRounds = wanted(directoryScenarios[0]) ? settings.rounds : 0;
  const results = {
    seedSeconds,
    seedTimings: timings,
    counts,
    settings,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0].model,
      node: process.version,
      database: version,
      bufferPoolMb: bufferPoolNowMb,
      loadAverageAtStart: os.loadavg(),
    },
    date: new Date().toISOString(),
    directory: [],
    endpoints: [],
  };
  log('\ndirectory, app and floor alternately:');
  for (let round = 1; round <= directoryRounds; round += 1) {
    results.directory.push(await measure(`directory round ${round}`, target, { path: directoryPath, headers: asHelper }));
    results.directory.push(await measure(`directory round ${round}`, floor, { path: directoryPath }));
  }
  const appRounds = results.directory.filter((row) => row.server === 'app');
  const floorRounds = results.directory.filter((row) => row.server === 'floor');
  const summary = {
    appRps: median(appRounds.map((row) => row.rps)),
    floorRps: median(floorRounds.map((row) => row.rps)),
    appP99: median(appRounds.map((row) => row.p99)),
    floorP99: median(floorRounds.map((row) => row.p99)),
    appP50: median(appRounds.map((row) => row.p50)),
    floorP50: median(floorRounds.map((row) => row.p50)),
  };
  summary.throughputShare = Math.round((100 * summary.appRps) / summary.floorRps);
  summary.p99Ratio = Number((summary.appP99 / summary.floorP99).toFixed(2));
  results.directorySummary = summary;

  results.directorySearches = [];
  {
    log('\ndirectory searches, app and floor:');
    for (const scenario of directoryScenarios.slice(1).filter(wanted)) {
      results.directorySearches.push(await measure(scenario.name, target, { path: scenario.path, headers: asHelper }));
      results.directorySearches.push(await measure(scenario.name, floor, { path: scenario.path }));
    }
  }

  log('\nthe other endpoints (app):');
  for (const scenario of scenarios.filter(wanted)) {
    const check = await fetch(appUrl + scenario.path, { method: scenario.method ?? 'GET', headers: scenario.headers, body: scenario.body });
    if (check.status !== 200) {
      log(`  ${scenario.name.padEnd(34)} not measured: answers ${check.status}`);
      results.endpoints.push({ name: scenario.name, status: check.status });
      continue;
    }
    results.endpoints.push(await measure(scenario.name, target, scenario));
  }

  results.latency = [];
  {
    log(`\nevery list and search at 1 connection (${settings.latencyDuration} s each):`);
    for (const scenario of [...directoryScenarios.map((row) => ({ ...row, headers: asHelper })), ...scenarios.filter((row) => row.name !== 'sign-in')].filter(
      wanted,
    )) {
      results.latency.push(await measure(scenario.name, target, { ...scenario, connections: 1, duration: settings.latencyDuration }));
    }
  }

  if (directoryRounds)
    log(
      `\ndirectory (median of ${settings.rounds}): app ${summary.appRps} req/s, p50 ${summary.appP50} ms, p99 ${summary.appP99} ms; floor ${summary.floorRps} req/s, p50 ${summary.floorP50} ms, p99 ${summary.floorP99} ms`,
    );
  if (directoryRounds) log(`  throughput ${summary.throughputShare}% of the floor (aim ≥ 80%), p99 ${summary.p99Ratio}× the floor's`);

  if (profile) {
    await stopProcess(app);
    const profileDir = path.join(workDir, 'profile');
    mkdirSync(profileDir);
    app = startProcess('app (profiled)', [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`, appMain], appEnv(appPort));
    await waitForHttp(`${appUrl}/api/health`, app);
    log('\nprofiling the app serving the directory...');
    await measure('directory (profiled)', target, { path: directoryPath, headers: asHelper });
    await stopProcess(app);
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    results.profile = summarizeProfile(path.join(profileDir, file), 12);
    log(`by package (self time): ${results.profile.byPackage.map((row) => `${row.name} ${row.share}`).join(', ')}`);
    log('top functions (self time):');
    for (const row of results.profile.byFunction) log(`  ${row.share.padStart(6)}  ${row.name}`);
  }

  const out = process.env.BENCH_OUT ?? path.join(root, 'scripts', 'bench', 'results', quick ? 'quick.json' : 'latest.json');
  results.loadAverageAtEnd = os.loadavg();
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  // Only a whole run at full size replaces the document's tables (not --quick, BENCH_ONLY or an experiment's build).
  if (!quick && !process.env.BENCH_ONLY && !process.env.BENCH_APP_MAIN && !process.env.BENCH_OUT && writeBenchSection(results))
    log('docs/performance.md: the bench section rewritten');
  log(
    `\nload average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; results: ${path.relative(root, out)}`,
  );
  if (keepDatabase) log(`kept the database ${database}${reused ? '' : ' (BENCH_KEEP_DATABASE): drop it when done'}`);
  else await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await admin.end();
}

let restoreBufferPool = 0;
let bufferPoolNowMb = 0;

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all(children.map(stopProcess));
  rmSync(workDir, { recursive: true, force: true });
  const cleanup = await mysql.createConnection(serverUrl.replace(/^mariadb:/, 'mysql:')).catch(() => null);
  if (restoreBufferPool && bufferPoolMb > 0)
    await cleanup
      ?.query(`SET GLOBAL innodb_buffer_pool_size = ${restoreBufferPool}`)
      .catch((error) => console.error(`could not restore the buffer pool: ${error.message}`));
  if (process.exitCode && !keepDatabase) await cleanup?.query(`DROP DATABASE IF EXISTS \`${database}\``).catch(() => undefined);
  await cleanup?.end();
}
