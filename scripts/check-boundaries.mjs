#!/usr/bin/env node
/**
 * The boundaries of docs/architecture.md, checked from the code on every `npm test`:
 * - every rule of .dependency-cruiser.cjs (a module reached only through its face, common/ below every module,
 *   no file cycle, web-app features that do not import each other);
 * - no cycle between backend modules (a module-level cycle needs no file-level one, so the rules above cannot see it);
 * - the module map in docs/architecture.md is the one this script draws from the code (`--write` redraws it).
 * One cruise serves all three. Exit 1 on any breach.
 */
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';

const root = join(fileURLToPath(import.meta.url), '..', '..');
process.chdir(root);
const write = process.argv.includes('--write');
const MODULES = 'backend/src/modules';
const DOC = 'docs/architecture.md';
const START = '<!-- module-map:start (drawn by scripts/check-boundaries.mjs --write; npm test fails when it differs) -->';
const END = '<!-- module-map:end -->';

const ruleSet = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));
const { output } = await cruise(['backend/src', 'frontend/src', 'vocabulary/src'], { ruleSet, validate: true, ...ruleSet.options });
const problems = [];

for (const violation of output.summary.violations) {
  problems.push(
    `${violation.rule.name}: ${violation.from} → ${violation.to}${violation.cycle ? ` (cycle ${violation.cycle.map((step) => step.name ?? step).join(' → ')})` : ''}`,
  );
}

const moduleOf = (path) => (path.startsWith(`${MODULES}/`) ? path.slice(MODULES.length + 1).split('/')[0] : null);
const names = readdirSync(MODULES)
  .filter((name) => statSync(join(MODULES, name)).isDirectory())
  .sort();
const uses = new Map(names.map((name) => [name, new Set()]));
for (const file of output.modules) {
  const from = moduleOf(file.source);
  if (!from || file.source.endsWith('.spec.ts')) continue;
  for (const dependency of file.dependencies) {
    const to = moduleOf(dependency.resolved);
    if (to && to !== from) uses.get(from).add(to);
  }
}

for (const cycle of stronglyConnected(names, uses).filter((group) => group.length > 1)) {
  problems.push(`module cycle: ${cycle.join(', ')} reach each other (${cycle.length} modules); the graph must run one way`);
}

const map = drawMap(names, uses);
const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) {
  problems.push(`${DOC} has no module map between "${START}" and "${END}"`);
} else {
  const drawn = `${START}\n${map}\n${END}`;
  const current = doc.slice(start, end + END.length);
  if (current !== drawn) {
    if (write) writeFileSync(DOC, doc.slice(0, start) + drawn + doc.slice(end + END.length));
    else problems.push(`${DOC}'s module map differs from the code: run node scripts/check-boundaries.mjs --write`);
  }
}

const cycles = stronglyConnected(names, uses)
  .filter((group) => group.length > 1)
  .flat().length;
console.log(
  `boundaries: ${output.summary.totalCruised} files, ${output.summary.totalDependenciesCruised} imports, ${names.length} backend modules, ${cycles} in cycles`,
);
if (problems.length) {
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  console.log(`boundaries: ${problems.length} breaches`);
  process.exit(1);
}
console.log('boundaries: 0 breaches');

/** Tarjan's algorithm: the groups of modules that reach each other. */
function stronglyConnected(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const other of edges.get(node) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node), low.get(other)));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node), index.get(other)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups;
}

/** One row per module, lowest layer first: its doors (controller paths), its tables, and the modules it uses. */
function drawMap(nodes, edges) {
  const layer = new Map();
  const depth = (node, seen = new Set()) => {
    if (layer.has(node)) return layer.get(node);
    if (seen.has(node)) return 0;
    seen.add(node);
    const value = Math.max(0, ...[...(edges.get(node) ?? [])].map((other) => depth(other, seen) + 1));
    layer.set(node, value);
    return value;
  };
  nodes.forEach((node) => depth(node));
  const ordered = [...nodes].sort((a, b) => layer.get(a) - layer.get(b) || a.localeCompare(b));
  const rows = ordered.map((node) => {
    const files = listFiles(join(MODULES, node));
    const doors = new Set();
    const tables = new Set();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/@Controller\(\s*(?:'([^']*)')?\s*\)/g)) doors.add(`/${match[1] ?? ''}`.replace(/\/$/, '') || '/');
      for (const match of text.matchAll(/@Entity\(\s*'([^']+)'\s*\)/g)) tables.add(match[1]);
    }
    const used = [...(edges.get(node) ?? [])].sort();
    return `| ${layer.get(node)} | \`${node}\` | ${list([...doors].sort())} | ${list([...tables].sort())} | ${used.length ? used.join(', ') : '—'} |`;
  });
  return ['| Layer | Module | Doors (controller paths under /api/v1) | Tables it owns | Uses |', '|---|---|---|---|---|', ...rows].join('\n');
}

function list(items) {
  return items.length ? items.map((item) => `\`${item}\``).join(', ') : '—';
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [relative(root, path)] : [];
  });
}
