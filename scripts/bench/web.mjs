#!/usr/bin/env node
// The web benchmark (docs/performance.md): `npm run bench:web` builds, then runs this file.
// It starts the built app (API + web app) on a free local port over an embedded SQLite file with demo data,
// starts Debian's Chromium itself and runs Lighthouse's performance audit (mobile, Lighthouse's defaults) on every
// public page signed out, then on /professionalnetwork and /businessnetwork signed in as a demo helper (the session
// is written with playwright-core into the localStorage of a second Chromium profile first, as the app's own sign-in
// would). The figures go into
// docs/performance.md, between the web-bench markers, and scripts/bench/results/web-latest.json.
//
//   npm run bench:web                 build + measure (about 5 minutes)
//   node scripts/bench/web.mjs        measure the current build
// Settings: CHROME_PATH (/usr/bin/chromium), WEB_BENCH_RUNS (1; the median of N runs per page),
//           WEB_BENCH_ONLY=/business or /business,/professionalnetwork (those pages only; the docs and web-latest.json are then left alone),
//           WEB_BENCH_DIST (frontend/dist; another build of the web app, for a comparison; the docs and web-latest.json are then left alone),
//           WEB_BENCH_LHR_DIR (a folder: each run's whole Lighthouse result is written there as JSON, to read its
//           largest-contentful-paint-element and critical-request-chains audits)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.WEB_BENCH_RUNS ?? 1);
const only = process.env.WEB_BENCH_ONLY ? process.env.WEB_BENCH_ONLY.split(',') : null;
const lhrDir = process.env.WEB_BENCH_LHR_DIR ? path.resolve(process.env.WEB_BENCH_LHR_DIR) : null;
const webDist = path.resolve(process.env.WEB_BENCH_DIST ?? path.join(root, 'frontend/dist'));
const PUBLIC_PAGES = ['/', '/business', '/signin', '/signup', '/business-signup', '/contact', '/forgot-password'];
const SIGNED_IN_PAGES = ['/professionalnetwork', '/businessnetwork'];
// Pages measured again as an Arabic visitor (Accept-Language: ar): the server answers the pre-rendered Arabic page,
// right to left from the first byte (docs/frontend.md, "Languages").
const ARABIC_PAGES = ['/'];
// A demo helper (backend/src/database/seeds/demo-data.ts): helpers may open every member section.
const MEMBER = { email: 'amina.haddad.0@community.example', password: 'Demo#2024' };
// frontend/src/lib/session.ts
const TOKEN_KEY = 'auth-token';
const USER_KEY = 'auth-user';
const AIMS = { performance: 90, lcp: 2500, cls: 0.1, tbt: 200 };
const MARK_START = '<!-- web-bench:start -->';
const MARK_END = '<!-- web-bench:end -->';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'cn-web-bench-'));
const children = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function start(command, args, env = {}) {
  const merged = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  const child = spawn(command, args, { env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (data) => output.push(String(data)));
  child.stderr.on('data', (data) => output.push(String(data)));
  children.push(child);
  return { child, output };
}

async function waitFor(url, what, process) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) throw new Error(`${what} exited:\n${process.output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${what} did not answer ${url} in 90 s:\n${process.output.join('')}`);
}

async function startApp() {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const app = start(process.execPath, [path.join(root, 'backend/dist/src/main.js')], {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    // No DATABASE_URL: the embedded SQLite file.
    DATABASE_URL: undefined,
    SQLITE_FILE: path.join(workDir, 'community.sqlite'),
    SEED_DEMO_DATA: 'true',
    UPLOADS_DIR: path.join(workDir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(workDir, 'outbox'),
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'warn',
  });
  await waitFor(`${baseURL}/api/health`, 'the app', app);
  return baseURL;
}

/** Chromium on a debugging port for Lighthouse, with its own profile (user-data-dir). */
async function startChromium(profile) {
  const port = await freePort();
  const chrome = start(chromePath, [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium', chrome);
  const stop = async () => {
    chrome.child.kill('SIGTERM');
    if (chrome.child.exitCode === null) await new Promise((resolve) => chrome.child.once('exit', resolve));
  };
  return { port, stop };
}

async function signIn(baseURL) {
  const response = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const body = await response.json();
  if (!response.ok || !body.AuthToken) throw new Error(`demo sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return { token: body.AuthToken, user: body.user_details };
}

/**
 * Writes the session into a Chromium profile's localStorage, where the web app restores it from on load:
 * playwright-core opens the profile, sets the two keys on the app's origin and closes it, which saves them to disk.
 */
async function storeSession(profile, baseURL, session) {
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: ['--disable-gpu'] });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate(
      ([tokenKey, userKey, { token, user }]) => {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userKey, JSON.stringify(user));
      },
      [TOKEN_KEY, USER_KEY, session],
    );
  } finally {
    await context.close();
  }
}

// Before each page Lighthouse empties the HTTP cache and some of the origin's storage, but not localStorage
// (its default clearStorageTypes), so every page is a first visit and the signed-in profile stays signed in.
async function audit(chromePort, url, language, attempt = 1) {
  const flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  if (language !== 'en') flags.extraHeaders = { 'Accept-Language': language };
  const result = await lighthouse(url, flags);
  const { categories, audits, runtimeError } = result.lhr;
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true });
    const name = `${new URL(url).pathname.slice(1) || 'home'}-${language}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(path.join(lhrDir, name), result.report);
  }
  // On a busy machine a trace now and then misses its navigation start (NO_NAVSTART); Lighthouse says to run again.
  if (runtimeError && attempt < 3) {
    console.log(`  ${url}: ${runtimeError.code}, running Lighthouse again`);
    return audit(chromePort, url, language, attempt + 1);
  }
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function medianResult(results) {
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function table(rows) {
  const mark = (ok) => (ok ? '' : ' ✗');
  const lines = [
    '| Page | Language | Signed in | Performance | LCP | CLS | TBT | FCP |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ page, language, signedIn, performance, lcp, cls, tbt, fcp }) =>
        `| \`${page}\` | ${language} | ${signedIn ? 'yes' : 'no'} | ${performance}${mark(performance >= AIMS.performance)} | ${seconds(lcp)}${mark(lcp <= AIMS.lcp)} | ${cls.toFixed(3)}${mark(cls <= AIMS.cls)} | ${Math.round(tbt)} ms${mark(tbt <= AIMS.tbt)} | ${seconds(fcp)} |`,
    ),
  ];
  return lines.join('\n');
}

function writeDocs(rows) {
  const docsFile = path.join(root, 'docs/performance.md');
  const docs = readFileSync(docsFile, 'utf8');
  const load = os.loadavg()[0].toFixed(1);
  const section = [
    MARK_START,
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse 12 mobile defaults (simulated Slow 4G, 4× CPU slowdown),`,
    `Chromium ${chromeVersion}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, load average ${load} at the end. ✗ marks a figure that misses its aim`,
    `(performance ≥ ${AIMS.performance}, LCP ≤ ${AIMS.lcp / 1000} s, CLS ≤ ${AIMS.cls}, TBT ≤ ${AIMS.tbt} ms).`,
    '',
    table(rows),
    MARK_END,
  ].join('\n');
  const start = docs.indexOf(MARK_START);
  const end = docs.indexOf(MARK_END);
  if (start < 0 || end < 0) throw new Error(`docs/performance.md has no ${MARK_START} … ${MARK_END} section to replace`);
  writeFileSync(docsFile, docs.slice(0, start) + section + docs.slice(end + MARK_END.length));
}

let chromeVersion = '';
try {
  const baseURL = await startApp();
  const rows = [];
  const visits = [
    { signedIn: false, language: 'en', pages: PUBLIC_PAGES },
    { signedIn: false, language: 'ar', pages: ARABIC_PAGES },
    { signedIn: true, language: 'en', pages: SIGNED_IN_PAGES },
  ];
  for (const visit of visits) {
    const { signedIn, language } = visit;
    const pages = visit.pages.filter((page) => !only || only.includes(page));
    if (pages.length === 0) continue;
    const profile = path.join(workDir, signedIn ? 'chromium-member' : `chromium-visitor-${language}`);
    if (signedIn) await storeSession(profile, baseURL, await signIn(baseURL));
    const chrome = await startChromium(profile);
    try {
      chromeVersion = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
      for (const page of pages) {
        const results = [];
        for (let run = 0; run < runs; run++) results.push(await audit(chrome.port, `${baseURL}${page}`, language));
        const row = { page, language, signedIn, ...medianResult(results) };
        rows.push(row);
        console.log(
          `${`${page} (${language})`.padEnd(27)} performance ${row.performance}, LCP ${seconds(row.lcp)}, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbt)} ms, FCP ${seconds(row.fcp)}`,
        );
      }
    } finally {
      await chrome.stop();
    }
  }
  console.log(`\n${table(rows)}`);
  // A run of some pages, or of another build, is a comparison: the kept results and the docs stay those of the last whole run.
  if (!only && !process.env.WEB_BENCH_DIST) {
    mkdirSync(path.join(root, 'scripts/bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'scripts/bench/results/web-latest.json'),
      `${JSON.stringify({ at: new Date().toISOString(), chromeVersion, runs, rows }, null, 2)}\n`,
    );
    writeDocs(rows);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  rmSync(workDir, { recursive: true, force: true });
}
