// Reads a V8 .cpuprofile (node --cpu-prof) and tells where the time went: by package and by function (self time).
import { readFileSync } from 'node:fs';

function packageOf(url) {
  if (!url) return '(native / V8)';
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/backend/dist/')) return 'our code (backend)';
  if (url.includes('/vocabulary/dist/')) return 'our code (vocabulary)';
  return url;
}

export function summarizeProfile(file, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const intervals = profile.timeDeltas;
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (intervals[index] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPackage = new Map();
  const byFunction = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    const pkg =
      name === '(idle)' ? '(idle)' : name === '(garbage collector)' ? '(garbage collector)' : name === '(program)' ? '(program)' : packageOf(callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const key = `${name} ${callFrame.url ? `(${packageOf(callFrame.url)}${callFrame.url.includes('node_modules') ? '' : ` ${callFrame.url.split('/').slice(-2).join('/')}`})` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  }
  const share = (micros) => `${((100 * micros) / total).toFixed(1)}%`;
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    totalMs: Math.round(total / 1000),
    byPackage: sorted(byPackage).map(([name, micros]) => ({ name, share: share(micros) })),
    byFunction: sorted(byFunction).map(([name, micros]) => ({ name, share: share(micros) })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const summary = summarizeProfile(process.argv[2], Number(process.argv[3] ?? 20));
  console.log(`total ${summary.totalMs} ms sampled`);
  console.log('\nby package (self time):');
  for (const row of summary.byPackage) console.log(`  ${row.share.padStart(6)}  ${row.name}`);
  console.log('\nby function (self time):');
  for (const row of summary.byFunction) console.log(`  ${row.share.padStart(6)}  ${row.name}`);
}
