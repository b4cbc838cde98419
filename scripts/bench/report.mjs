// Turns a benchmark result (scripts/bench/results/latest.json) into the tables of docs/performance.md, between
// the bench markers, so the document always shows the figures of the last full run as it printed them.
//   node scripts/bench/report.mjs [results.json]   rewrite the section from a saved result
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const DOC = path.join(root, 'docs', 'performance.md');
const MARK_START = '<!-- bench:start -->';
const MARK_END = '<!-- bench:end -->';
/** The issue's aims (#13). */
export const AIMS = { p50: 20, p99: 100, directoryShare: 80, adminSearchRps: 200 };

const number = (value) => Number(value).toLocaleString('en-US');
const loads = (values) => (values ?? []).map((load) => load.toFixed(1)).join(' / ');

const verdict = (met) => (met ? 'met' : '✗ missed');
const latencyVerdict = (row) => verdict(row.p50 > 0 && row.p50 <= AIMS.p50 && row.p99 <= AIMS.p99);
/** autocannon's p50 of a run with no completed answer is 0. */
const answered = (row) => row.p50 > 0 || row.rps > 0;

export function renderBenchMarkdown(results) {
  const lines = [];
  const summary = results.directorySummary;
  lines.push(
    `Last full run: ${results.date.slice(0, 16).replace('T', ' ')} UTC, \`node scripts/bench/run.mjs${results.profile ? ' --profile' : ''}\` (${number(results.counts.users)} accounts, ` +
      `${number(results.counts.ads)} ads of which ${number(results.counts.approved)} approved, ${number(results.counts.groups)} approved business groups), ` +
      `${results.machine.cpus} × ${results.machine.model}, Node ${results.machine.node}, ${results.machine.database}, InnoDB buffer pool ` +
      `${results.machine.bufferPoolMb ?? '?'} MB. Load average (1 / 5 / 15 min) at the start ${loads(results.machine.loadAverageAtStart)}, at the end ${loads(results.loadAverageAtEnd)}.`,
    '',
  );
  if (results.seedTimings?.reused === undefined) {
    lines.push(
      `**Seeding: ${number(results.seedSeconds)} s** (${Object.entries(results.seedTimings)
        .map(([step, seconds]) => `${step} ${seconds} s`)
        .join(', ')}).`,
      '',
    );
  } else {
    lines.push('Seeded by an earlier `--seed-only` run of the same script (`BENCH_DATABASE`); its time is given above the table.', '');
  }
  lines.push('| Directory, 32 connections | app req/s | app p50 / p99 ms | floor req/s | floor p50 / p99 ms |', '|---|---|---|---|---|');
  const rounds = results.directory.filter((row) => row.server === 'app').map((app, i) => [app, results.directory.filter((row) => row.server === 'floor')[i]]);
  rounds.forEach(([app, floor], i) =>
    lines.push(`| round ${i + 1} | ${number(app.rps)} | ${app.p50} / ${app.p99} | ${number(floor.rps)} | ${floor.p50} / ${floor.p99} |`),
  );
  lines.push(
    `| **median** | **${number(summary.appRps)}** | **${summary.appP50} / ${summary.appP99}** | **${number(summary.floorRps)}** | **${summary.floorP50} / ${summary.floorP99}** |`,
    '',
  );
  lines.push(
    `**Directory: ${summary.throughputShare}% of the floor's throughput (aim ≥ ${AIMS.directoryShare}%: ${verdict(summary.throughputShare >= AIMS.directoryShare)}), p99 ${summary.p99Ratio}× the floor's.**`,
    '',
  );
  const busy = [...(results.directorySearches ?? []), ...(results.endpoints ?? [])];
  if (busy.length) {
    lines.push('| 32 connections | server | req/s | p50 ms | p99 ms | bytes per answer |', '|---|---|---|---|---|---|');
    for (const row of busy) {
      if (row.status) lines.push(`| ${row.name} | app | not measured: answered ${row.status} | – | – | – |`);
      else if (!answered(row)) lines.push(`| ${row.name} | ${row.server} | no answer within ${results.settings.duration} s | – | – | – |`);
      else
        lines.push(
          `| ${row.name} | ${row.server} | ${number(row.rps)} | ${number(row.p50)} | ${number(row.p99)} | ${number(row.bytesPerResponse)}${row.non2xx || row.errors ? ` (non-2xx ${row.non2xx}, errors ${row.errors})` : ''} |`,
        );
    }
    lines.push('');
    const admin = busy.filter((row) => row.name.startsWith('admin search') && !row.status);
    if (admin.length) {
      const slowest = Math.min(...admin.map((row) => row.rps));
      lines.push(
        `**Admin search: ${admin.map((row) => `${number(row.rps)} req/s ${row.name.replace(/^admin search /, '')}`).join(', ')} at 32 connections (aim ≥ ${AIMS.adminSearchRps} req/s: ${verdict(slowest >= AIMS.adminSearchRps)}).**`,
        '',
      );
    }
  }
  if (results.latency?.length) {
    lines.push(
      `| 1 connection (${results.settings.latencyDuration} s each) | req/s | p50 ms | p99 ms | aim p50 ≤ ${AIMS.p50}, p99 ≤ ${AIMS.p99} |`,
      '|---|---|---|---|---|',
    );
    for (const row of results.latency) lines.push(`| ${row.name} | ${number(row.rps)} | ${number(row.p50)} | ${number(row.p99)} | ${latencyVerdict(row)} |`);
    lines.push('');
  }
  if (results.profile) {
    lines.push(
      `Profile of the app serving the directory (\`--profile\`, self time): ${results.profile.byPackage.map((row) => `${row.name} ${row.share}`).join(', ')}.`,
      '',
    );
  }
  return lines.join('\n');
}

/** Replaces the section between the markers; false when the document has no markers. */
export function writeBenchSection(results) {
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(MARK_START);
  const end = doc.indexOf(MARK_END);
  if (start < 0 || end < start) return false;
  writeFileSync(DOC, `${doc.slice(0, start + MARK_START.length)}\n${renderBenchMarkdown(results)}${doc.slice(end)}`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? path.join(root, 'scripts', 'bench', 'results', 'latest.json');
  const results = JSON.parse(readFileSync(file, 'utf8'));
  console.log(writeBenchSection(results) ? `docs/performance.md: the bench section now shows ${path.relative(root, file)}` : renderBenchMarkdown(results));
}
